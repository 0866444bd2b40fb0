import type { MailTexts } from "../types";

const ptBR: MailTexts = {
  hello: "Olá, {name},",
  linkHint: "Se o link não abrir, copie este endereço no seu navegador:",
  confirm: {
    subject: "Confirme sua conta do FoE Toolbox",
    intro:
      "Obrigado por criar uma conta no FoE Toolbox. Confirme seu endereço de e-mail para começar a usá-la:",
    action: "Confirmar meu endereço de e-mail",
    outro: "Se você não criou esta conta, pode ignorar este e-mail.",
  },
  reset: {
    subject: "Redefina sua senha do FoE Toolbox",
    intro:
      "Alguém, talvez você, pediu para redefinir a senha da sua conta do FoE Toolbox. Escolha uma nova senha aqui:",
    action: "Escolher uma nova senha",
    outro:
      "O link funciona só uma vez. Se você não pediu, pode ignorar este e-mail; sua senha continua a mesma.",
  },
  emailTaken: {
    subject: "Sua conta do FoE Toolbox",
    intro:
      "Alguém, talvez você, tentou criar uma conta do FoE Toolbox com este endereço de e-mail, que já tem uma.",
    login: "Entrar",
    forgot: "Esqueceu sua senha?",
    outro: "Se não foi você, pode ignorar este e-mail; nada foi alterado.",
  },
  usernameTaken: {
    subject: "Seu cadastro no FoE Toolbox",
    intro:
      "Nenhuma conta do FoE Toolbox foi criada para este endereço de e-mail: o nome de usuário escolhido já está em uso. Cadastre-se de novo com outro:",
    action: "Cadastrar-se",
    outro: "Se não foi você, pode ignorar este e-mail.",
  },
};
export default ptBR;
