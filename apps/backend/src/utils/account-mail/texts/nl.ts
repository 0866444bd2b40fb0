import type { MailTexts } from "../types";

const nl: MailTexts = {
  hello: "Hallo {name},",
  linkHint: "Opent de link niet? Kopieer dan dit adres naar je browser:",
  confirm: {
    subject: "Bevestig je FoE Toolbox-account",
    intro:
      "Bedankt voor het aanmaken van een FoE Toolbox-account. Bevestig je e-mailadres om het te gaan gebruiken:",
    action: "Mijn e-mailadres bevestigen",
    outro: "Heb je dit account niet aangemaakt? Dan kun je deze e-mail negeren.",
  },
  reset: {
    subject: "Stel je FoE Toolbox-wachtwoord opnieuw in",
    intro:
      "Iemand, misschien jij, heeft gevraagd het wachtwoord van je FoE Toolbox-account opnieuw in te stellen. Kies hier een nieuw wachtwoord:",
    action: "Nieuw wachtwoord kiezen",
    outro:
      "De link werkt maar één keer. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.",
  },
  emailTaken: {
    subject: "Je FoE Toolbox-account",
    intro:
      "Iemand, misschien jij, probeerde een FoE Toolbox-account aan te maken met dit e-mailadres, dat er al een heeft.",
    login: "Inloggen",
    forgot: "Wachtwoord vergeten?",
    outro: "Was jij dit niet? Dan kun je deze e-mail negeren; er is niets gewijzigd.",
  },
  usernameTaken: {
    subject: "Je registratie bij FoE Toolbox",
    intro:
      "Er is geen FoE Toolbox-account aangemaakt voor dit e-mailadres: de gekozen gebruikersnaam is al bezet. Registreer je opnieuw met een andere:",
    action: "Registreren",
    outro: "Was jij dit niet? Dan kun je deze e-mail negeren.",
  },
};
export default nl;
