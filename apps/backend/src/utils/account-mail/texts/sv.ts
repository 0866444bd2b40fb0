import type { MailTexts } from "../types";

const sv: MailTexts = {
  hello: "Hej {name},",
  linkHint: "Om länken inte öppnas, kopiera den här adressen till din webbläsare:",
  confirm: {
    subject: "Bekräfta ditt FoE Toolbox-konto",
    intro:
      "Tack för att du skapade ett FoE Toolbox-konto. Bekräfta din e-postadress för att börja använda det:",
    action: "Bekräfta min e-postadress",
    outro: "Om du inte skapade det här kontot kan du bortse från det här mejlet.",
  },
  reset: {
    subject: "Återställ ditt lösenord till FoE Toolbox",
    intro:
      "Någon, kanske du, har bett om att återställa lösenordet till ditt FoE Toolbox-konto. Välj ett nytt lösenord här:",
    action: "Välj ett nytt lösenord",
    outro:
      "Länken fungerar bara en gång. Om du inte har bett om det kan du bortse från det här mejlet; ditt lösenord förblir detsamma.",
  },
  emailTaken: {
    subject: "Ditt FoE Toolbox-konto",
    intro:
      "Någon, kanske du, försökte skapa ett FoE Toolbox-konto med den här e-postadressen, som redan har ett.",
    login: "Logga in",
    forgot: "Glömt ditt lösenord?",
    outro: "Om det inte var du kan du bortse från det här mejlet; inget har ändrats.",
  },
  usernameTaken: {
    subject: "Din registrering hos FoE Toolbox",
    intro:
      "Inget FoE Toolbox-konto skapades för den här e-postadressen: det valda användarnamnet är redan upptaget. Registrera dig igen med ett annat:",
    action: "Registrera dig",
    outro: "Om det inte var du kan du bortse från det här mejlet.",
  },
};
export default sv;
