import type { MailTexts } from "../types";

const tr: MailTexts = {
  hello: "Merhaba {name},",
  linkHint: "Bağlantı açılmazsa bu adresi tarayıcınıza kopyalayın:",
  confirm: {
    subject: "FoE Toolbox hesabınızı onaylayın",
    intro:
      "FoE Toolbox hesabı oluşturduğunuz için teşekkürler. Kullanmaya başlamak için lütfen e-posta adresinizi onaylayın:",
    action: "E-posta adresimi onayla",
    outro: "Bu hesabı siz oluşturmadıysanız bu e-postayı dikkate almayabilirsiniz.",
  },
  reset: {
    subject: "FoE Toolbox şifrenizi sıfırlayın",
    intro:
      "Birisi, belki de siz, FoE Toolbox hesabınızın şifresinin sıfırlanmasını istedi. Yeni şifrenizi buradan seçin:",
    action: "Yeni şifre seç",
    outro:
      "Bağlantı yalnızca bir kez çalışır. Bunu siz istemediyseniz bu e-postayı dikkate almayabilirsiniz; şifreniz aynı kalır.",
  },
  emailTaken: {
    subject: "FoE Toolbox hesabınız",
    intro:
      "Birisi, belki de siz, zaten bir hesabı olan bu e-posta adresiyle FoE Toolbox hesabı oluşturmaya çalıştı.",
    login: "Giriş yap",
    forgot: "Şifrenizi mi unuttunuz?",
    outro: "Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz; hiçbir şey değişmedi.",
  },
  usernameTaken: {
    subject: "FoE Toolbox kaydınız",
    intro:
      "Bu e-posta adresi için FoE Toolbox hesabı oluşturulmadı: seçilen kullanıcı adı zaten alınmış. Lütfen başka bir adla yeniden kaydolun:",
    action: "Kaydol",
    outro: "Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz.",
  },
};
export default tr;
