import type { MailTexts } from "../types";

const pt: MailTexts = {
  hello: "Olá {name},",
  linkHint: "Se a ligação não abrir, copie este endereço para o seu navegador:",
  confirm: {
    subject: "Confirme a sua conta FoE Toolbox",
    intro:
      "Obrigado por criar uma conta FoE Toolbox. Confirme o seu endereço de e-mail para começar a utilizá-la:",
    action: "Confirmar o meu endereço de e-mail",
    outro: "Se não criou esta conta, pode ignorar este e-mail.",
  },
  reset: {
    subject: "Redefina a sua palavra-passe do FoE Toolbox",
    intro:
      "Alguém, talvez o próprio, pediu para redefinir a palavra-passe da sua conta FoE Toolbox. Escolha aqui uma nova palavra-passe:",
    action: "Escolher uma nova palavra-passe",
    outro:
      "A ligação só funciona uma vez. Se não fez este pedido, pode ignorar este e-mail; a sua palavra-passe mantém-se.",
  },
  emailTaken: {
    subject: "A sua conta FoE Toolbox",
    intro:
      "Alguém, talvez o próprio, tentou criar uma conta FoE Toolbox com este endereço de e-mail, que já tem uma.",
    login: "Iniciar sessão",
    forgot: "Esqueceu-se da palavra-passe?",
    outro: "Se não foi o próprio, pode ignorar este e-mail; nada foi alterado.",
  },
  usernameTaken: {
    subject: "O seu registo no FoE Toolbox",
    intro:
      "Não foi criada nenhuma conta FoE Toolbox para este endereço de e-mail: o nome de utilizador escolhido já está em uso. Registe-se novamente com outro:",
    action: "Registar",
    outro: "Se não foi o próprio, pode ignorar este e-mail.",
  },
};
export default pt;
