import type { MailTexts } from "../types";

const fr: MailTexts = {
  hello: "Bonjour {name},",
  linkHint: "Si le lien ne s’ouvre pas, copiez cette adresse dans votre navigateur :",
  confirm: {
    subject: "Confirmez votre compte FoE Toolbox",
    intro:
      "Merci d’avoir créé un compte FoE Toolbox. Veuillez confirmer votre adresse e-mail pour commencer à l’utiliser :",
    action: "Confirmer mon adresse e-mail",
    outro: "Si vous n’avez pas créé ce compte, vous pouvez ignorer ce message.",
  },
  reset: {
    subject: "Réinitialisez votre mot de passe FoE Toolbox",
    intro:
      "Quelqu’un, peut-être vous, a demandé à réinitialiser le mot de passe de votre compte FoE Toolbox. Choisissez un nouveau mot de passe ici :",
    action: "Choisir un nouveau mot de passe",
    outro:
      "Le lien ne fonctionne qu’une fois. Si vous n’avez rien demandé, vous pouvez ignorer ce message ; votre mot de passe reste inchangé.",
  },
  emailTaken: {
    subject: "Votre compte FoE Toolbox",
    intro:
      "Quelqu’un, peut-être vous, a essayé de créer un compte FoE Toolbox avec cette adresse e-mail, qui en possède déjà un.",
    login: "Se connecter",
    forgot: "Mot de passe oublié ?",
    outro: "Si ce n’était pas vous, vous pouvez ignorer ce message ; rien n’a été modifié.",
  },
  usernameTaken: {
    subject: "Votre inscription à FoE Toolbox",
    intro:
      "Aucun compte FoE Toolbox n’a été créé pour cette adresse e-mail : le nom d’utilisateur choisi est déjà pris. Veuillez vous inscrire à nouveau avec un autre nom :",
    action: "S’inscrire",
    outro: "Si ce n’était pas vous, vous pouvez ignorer ce message.",
  },
};
export default fr;
