import type { MailTexts } from "../types";

const da: MailTexts = {
  hello: "Hej {name},",
  linkHint: "Hvis linket ikke åbner, så kopiér denne adresse ind i din browser:",
  confirm: {
    subject: "Bekræft din FoE Toolbox-konto",
    intro:
      "Tak, fordi du oprettede en FoE Toolbox-konto. Bekræft din e-mailadresse for at begynde at bruge den:",
    action: "Bekræft min e-mailadresse",
    outro: "Hvis du ikke har oprettet denne konto, kan du se bort fra denne mail.",
  },
  reset: {
    subject: "Nulstil din adgangskode til FoE Toolbox",
    intro:
      "Nogen, måske dig, har bedt om at nulstille adgangskoden til din FoE Toolbox-konto. Vælg en ny adgangskode her:",
    action: "Vælg en ny adgangskode",
    outro:
      "Linket virker kun én gang. Hvis du ikke har bedt om det, kan du se bort fra denne mail; din adgangskode forbliver den samme.",
  },
  emailTaken: {
    subject: "Din FoE Toolbox-konto",
    intro:
      "Nogen, måske dig, forsøgte at oprette en FoE Toolbox-konto med denne e-mailadresse, som allerede har en.",
    login: "Log ind",
    forgot: "Glemt din adgangskode?",
    outro: "Hvis det ikke var dig, kan du se bort fra denne mail; intet er ændret.",
  },
  usernameTaken: {
    subject: "Din registrering hos FoE Toolbox",
    intro:
      "Der blev ikke oprettet nogen FoE Toolbox-konto for denne e-mailadresse: det valgte brugernavn er allerede taget. Registrér dig igen med et andet:",
    action: "Registrér dig",
    outro: "Hvis det ikke var dig, kan du se bort fra denne mail.",
  },
};
export default da;
