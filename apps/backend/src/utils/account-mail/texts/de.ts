import type { MailTexts } from "../types";

const de: MailTexts = {
  hello: "Hallo {name},",
  linkHint: "Falls sich der Link nicht öffnet, kopiere diese Adresse in deinen Browser:",
  confirm: {
    subject: "Bestätige dein FoE-Toolbox-Konto",
    intro:
      "Danke, dass du ein FoE-Toolbox-Konto erstellt hast. Bitte bestätige deine E-Mail-Adresse, um es zu nutzen:",
    action: "E-Mail-Adresse bestätigen",
    outro: "Wenn du dieses Konto nicht erstellt hast, kannst du diese Mail ignorieren.",
  },
  reset: {
    subject: "Setze dein FoE-Toolbox-Passwort zurück",
    intro:
      "Jemand, vielleicht du, hat verlangt, das Passwort deines FoE-Toolbox-Kontos zurückzusetzen. Wähle hier ein neues Passwort:",
    action: "Neues Passwort wählen",
    outro:
      "Der Link funktioniert nur einmal. Wenn du das nicht verlangt hast, kannst du diese Mail ignorieren; dein Passwort bleibt unverändert.",
  },
  emailTaken: {
    subject: "Dein FoE-Toolbox-Konto",
    intro:
      "Jemand, vielleicht du, hat versucht, mit dieser E-Mail-Adresse ein FoE-Toolbox-Konto zu erstellen, aber für sie gibt es bereits eines.",
    login: "Anmelden",
    forgot: "Passwort vergessen?",
    outro: "Wenn du das nicht warst, kannst du diese Mail ignorieren; es wurde nichts geändert.",
  },
  usernameTaken: {
    subject: "Deine Registrierung bei FoE Toolbox",
    intro:
      "Für diese E-Mail-Adresse wurde kein FoE-Toolbox-Konto erstellt: Der gewählte Benutzername ist schon vergeben. Bitte registriere dich erneut mit einem anderen:",
    action: "Registrieren",
    outro: "Wenn du das nicht warst, kannst du diese Mail ignorieren.",
  },
};
export default de;
