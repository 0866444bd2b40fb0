import type { MailTexts } from "../types";

const cs: MailTexts = {
  hello: "Dobrý den, {name},",
  linkHint: "Pokud se odkaz neotevře, zkopírujte tuto adresu do prohlížeče:",
  confirm: {
    subject: "Potvrďte svůj účet FoE Toolbox",
    intro:
      "Děkujeme, že jste si vytvořili účet FoE Toolbox. Potvrďte prosím svou e-mailovou adresu, abyste ho mohli začít používat:",
    action: "Potvrdit e-mailovou adresu",
    outro: "Pokud jste tento účet nevytvořili, můžete tento e-mail ignorovat.",
  },
  reset: {
    subject: "Obnovení hesla k FoE Toolbox",
    intro:
      "Někdo, možná vy, požádal o obnovení hesla k vašemu účtu FoE Toolbox. Nové heslo si zvolte zde:",
    action: "Zvolit nové heslo",
    outro:
      "Odkaz funguje jen jednou. Pokud jste o to nežádali, můžete tento e-mail ignorovat; vaše heslo zůstává beze změny.",
  },
  emailTaken: {
    subject: "Váš účet FoE Toolbox",
    intro:
      "Někdo, možná vy, se pokusil vytvořit účet FoE Toolbox s touto e-mailovou adresou, která už účet má.",
    login: "Přihlásit se",
    forgot: "Zapomněli jste heslo?",
    outro: "Pokud jste to nebyli vy, můžete tento e-mail ignorovat; nic se nezměnilo.",
  },
  usernameTaken: {
    subject: "Vaše registrace do FoE Toolbox",
    intro:
      "Pro tuto e-mailovou adresu nebyl vytvořen žádný účet FoE Toolbox: zvolené uživatelské jméno je už obsazené. Zaregistrujte se prosím znovu s jiným:",
    action: "Zaregistrovat se",
    outro: "Pokud jste to nebyli vy, můžete tento e-mail ignorovat.",
  },
};
export default cs;
