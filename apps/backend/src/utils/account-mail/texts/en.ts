import type { MailTexts } from "../types";

const en: MailTexts = {
  hello: "Hello {name},",
  linkHint: "If the link does not open, copy this address into your browser:",
  confirm: {
    subject: "Confirm your FoE Toolbox account",
    intro:
      "Thank you for creating a FoE Toolbox account. Please confirm your e-mail address to start using it:",
    action: "Confirm my e-mail address",
    outro: "If you did not create this account, you can ignore this mail.",
  },
  reset: {
    subject: "Reset your FoE Toolbox password",
    intro:
      "Someone, perhaps you, asked to reset the password of your FoE Toolbox account. Choose a new password here:",
    action: "Choose a new password",
    outro:
      "The link works only once. If you did not ask for it, you can ignore this mail; your password stays the same.",
  },
  emailTaken: {
    subject: "Your FoE Toolbox account",
    intro:
      "Someone, perhaps you, tried to create a FoE Toolbox account with this e-mail address, which already has one.",
    login: "Log in",
    forgot: "Forgot your password?",
    outro: "If it was not you, you can ignore this mail; nothing was changed.",
  },
  usernameTaken: {
    subject: "Your FoE Toolbox registration",
    intro:
      "No FoE Toolbox account was created for this e-mail address: the username chosen is already taken. Please register again with another one:",
    action: "Register",
    outro: "If it was not you, you can ignore this mail.",
  },
};
export default en;
