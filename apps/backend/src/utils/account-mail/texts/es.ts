import type { MailTexts } from "../types";

const es: MailTexts = {
  hello: "Hola, {name}:",
  linkHint: "Si el enlace no se abre, copia esta dirección en tu navegador:",
  confirm: {
    subject: "Confirma tu cuenta de FoE Toolbox",
    intro:
      "Gracias por crear una cuenta de FoE Toolbox. Confirma tu dirección de correo electrónico para empezar a usarla:",
    action: "Confirmar mi dirección de correo",
    outro: "Si no creaste esta cuenta, puedes ignorar este correo.",
  },
  reset: {
    subject: "Restablece tu contraseña de FoE Toolbox",
    intro:
      "Alguien, quizá tú, pidió restablecer la contraseña de tu cuenta de FoE Toolbox. Elige una nueva contraseña aquí:",
    action: "Elegir una nueva contraseña",
    outro:
      "El enlace funciona una sola vez. Si no lo pediste, puedes ignorar este correo; tu contraseña no cambia.",
  },
  emailTaken: {
    subject: "Tu cuenta de FoE Toolbox",
    intro:
      "Alguien, quizá tú, intentó crear una cuenta de FoE Toolbox con esta dirección de correo, que ya tiene una.",
    login: "Iniciar sesión",
    forgot: "¿Olvidaste tu contraseña?",
    outro: "Si no fuiste tú, puedes ignorar este correo; no se ha cambiado nada.",
  },
  usernameTaken: {
    subject: "Tu registro en FoE Toolbox",
    intro:
      "No se creó ninguna cuenta de FoE Toolbox para esta dirección de correo: el nombre de usuario elegido ya está en uso. Regístrate de nuevo con otro:",
    action: "Registrarse",
    outro: "Si no fuiste tú, puedes ignorar este correo.",
  },
};
export default es;
