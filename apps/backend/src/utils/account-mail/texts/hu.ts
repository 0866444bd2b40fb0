import type { MailTexts } from "../types";

const hu: MailTexts = {
  hello: "Szia {name}!",
  linkHint: "Ha a link nem nyílik meg, másold ezt a címet a böngésződbe:",
  confirm: {
    subject: "Erősítsd meg a FoE Toolbox-fiókodat",
    intro:
      "Köszönjük, hogy létrehoztál egy FoE Toolbox-fiókot. Erősítsd meg az e-mail-címedet, hogy használni kezdhesd:",
    action: "E-mail-cím megerősítése",
    outro: "Ha nem te hoztad létre ezt a fiókot, nyugodtan hagyd figyelmen kívül ezt a levelet.",
  },
  reset: {
    subject: "Állítsd vissza a FoE Toolbox-jelszavadat",
    intro:
      "Valaki, talán te, kérte a FoE Toolbox-fiókod jelszavának visszaállítását. Itt választhatsz új jelszót:",
    action: "Új jelszó választása",
    outro:
      "A link csak egyszer működik. Ha nem te kérted, hagyd figyelmen kívül ezt a levelet; a jelszavad nem változik.",
  },
  emailTaken: {
    subject: "A FoE Toolbox-fiókod",
    intro:
      "Valaki, talán te, megpróbált FoE Toolbox-fiókot létrehozni ezzel az e-mail-címmel, amelyhez már tartozik fiók.",
    login: "Bejelentkezés",
    forgot: "Elfelejtetted a jelszavad?",
    outro: "Ha nem te voltál, hagyd figyelmen kívül ezt a levelet; semmi sem változott.",
  },
  usernameTaken: {
    subject: "A FoE Toolbox-regisztrációd",
    intro:
      "Ehhez az e-mail-címhez nem jött létre FoE Toolbox-fiók: a választott felhasználónév már foglalt. Regisztrálj újra egy másikkal:",
    action: "Regisztráció",
    outro: "Ha nem te voltál, hagyd figyelmen kívül ezt a levelet.",
  },
};
export default hu;
