import type { MailTexts } from "../types";

const sk: MailTexts = {
  hello: "Dobrý deň, {name},",
  linkHint: "Ak sa odkaz neotvorí, skopírujte túto adresu do prehliadača:",
  confirm: {
    subject: "Potvrďte svoj účet FoE Toolbox",
    intro:
      "Ďakujeme, že ste si vytvorili účet FoE Toolbox. Potvrďte, prosím, svoju e-mailovú adresu, aby ste ho mohli začať používať:",
    action: "Potvrdiť e-mailovú adresu",
    outro: "Ak ste tento účet nevytvorili, môžete tento e-mail ignorovať.",
  },
  reset: {
    subject: "Obnovenie hesla k FoE Toolbox",
    intro:
      "Niekto, možno vy, požiadal o obnovenie hesla k vášmu účtu FoE Toolbox. Nové heslo si zvoľte tu:",
    action: "Zvoliť nové heslo",
    outro:
      "Odkaz funguje len raz. Ak ste o to nežiadali, môžete tento e-mail ignorovať; vaše heslo zostáva nezmenené.",
  },
  emailTaken: {
    subject: "Váš účet FoE Toolbox",
    intro:
      "Niekto, možno vy, sa pokúsil vytvoriť účet FoE Toolbox s touto e-mailovou adresou, ktorá už účet má.",
    login: "Prihlásiť sa",
    forgot: "Zabudli ste heslo?",
    outro: "Ak ste to neboli vy, môžete tento e-mail ignorovať; nič sa nezmenilo.",
  },
  usernameTaken: {
    subject: "Vaša registrácia do FoE Toolbox",
    intro:
      "Pre túto e-mailovú adresu nebol vytvorený žiadny účet FoE Toolbox: zvolené používateľské meno je už obsadené. Zaregistrujte sa, prosím, znova s iným:",
    action: "Zaregistrovať sa",
    outro: "Ak ste to neboli vy, môžete tento e-mail ignorovať.",
  },
};
export default sk;
