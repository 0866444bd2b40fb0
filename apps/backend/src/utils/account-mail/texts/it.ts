import type { MailTexts } from "../types";

const it: MailTexts = {
  hello: "Ciao {name},",
  linkHint: "Se il link non si apre, copia questo indirizzo nel browser:",
  confirm: {
    subject: "Conferma il tuo account FoE Toolbox",
    intro:
      "Grazie per aver creato un account FoE Toolbox. Conferma il tuo indirizzo e-mail per iniziare a usarlo:",
    action: "Conferma il mio indirizzo e-mail",
    outro: "Se non hai creato questo account, puoi ignorare questa e-mail.",
  },
  reset: {
    subject: "Reimposta la password di FoE Toolbox",
    intro:
      "Qualcuno, forse tu, ha chiesto di reimpostare la password del tuo account FoE Toolbox. Scegli qui una nuova password:",
    action: "Scegli una nuova password",
    outro:
      "Il link funziona una sola volta. Se non l’hai chiesto tu, puoi ignorare questa e-mail; la tua password resta invariata.",
  },
  emailTaken: {
    subject: "Il tuo account FoE Toolbox",
    intro:
      "Qualcuno, forse tu, ha provato a creare un account FoE Toolbox con questo indirizzo e-mail, che ne ha già uno.",
    login: "Accedi",
    forgot: "Password dimenticata?",
    outro: "Se non sei stato tu, puoi ignorare questa e-mail; non è stato modificato nulla.",
  },
  usernameTaken: {
    subject: "La tua registrazione a FoE Toolbox",
    intro:
      "Non è stato creato alcun account FoE Toolbox per questo indirizzo e-mail: il nome utente scelto è già in uso. Registrati di nuovo con un altro:",
    action: "Registrati",
    outro: "Se non sei stato tu, puoi ignorare questa e-mail.",
  },
};
export default it;
