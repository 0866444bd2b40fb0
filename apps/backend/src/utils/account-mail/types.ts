/** The texts of the account mails in one language. `{name}` is the username. */
export interface MailTexts {
  hello: string;
  /** Above the link's address written out, for clients that do not open the button. */
  linkHint: string;
  confirm: { subject: string; intro: string; action: string; outro: string };
  reset: { subject: string; intro: string; action: string; outro: string };
  emailTaken: { subject: string; intro: string; login: string; forgot: string; outro: string };
  usernameTaken: { subject: string; intro: string; action: string; outro: string };
}
