import type { MailTexts } from "../types";

const pl: MailTexts = {
  hello: "Cześć {name},",
  linkHint: "Jeśli link się nie otwiera, skopiuj ten adres do przeglądarki:",
  confirm: {
    subject: "Potwierdź swoje konto FoE Toolbox",
    intro:
      "Dziękujemy za założenie konta FoE Toolbox. Potwierdź swój adres e-mail, aby zacząć z niego korzystać:",
    action: "Potwierdź mój adres e-mail",
    outro: "Jeśli to konto nie zostało założone przez Ciebie, możesz zignorować tę wiadomość.",
  },
  reset: {
    subject: "Zresetuj hasło do FoE Toolbox",
    intro:
      "Ktoś, być może Ty, poprosił o zresetowanie hasła do Twojego konta FoE Toolbox. Wybierz nowe hasło tutaj:",
    action: "Wybierz nowe hasło",
    outro:
      "Link działa tylko raz. Jeśli to nie była Twoja prośba, możesz zignorować tę wiadomość; Twoje hasło pozostaje bez zmian.",
  },
  emailTaken: {
    subject: "Twoje konto FoE Toolbox",
    intro:
      "Ktoś, być może Ty, próbował założyć konto FoE Toolbox z tym adresem e-mail, do którego jest już przypisane konto.",
    login: "Zaloguj się",
    forgot: "Nie pamiętasz hasła?",
    outro: "Jeśli to nie Ty, możesz zignorować tę wiadomość; nic nie zostało zmienione.",
  },
  usernameTaken: {
    subject: "Twoja rejestracja w FoE Toolbox",
    intro:
      "Dla tego adresu e-mail nie utworzono konta FoE Toolbox: wybrana nazwa użytkownika jest już zajęta. Zarejestruj się ponownie z inną:",
    action: "Zarejestruj się",
    outro: "Jeśli to nie Ty, możesz zignorować tę wiadomość.",
  },
};
export default pl;
