import type { MailLocale } from "../locale";
import type { MailTexts } from "../types";
import cs from "./cs";
import da from "./da";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import hu from "./hu";
import it from "./it";
import nl from "./nl";
import pl from "./pl";
import pt from "./pt";
import ptBR from "./pt-BR";
import ru from "./ru";
import sk from "./sk";
import sv from "./sv";
import tr from "./tr";

export const MAIL_TEXTS: Record<MailLocale, MailTexts> = {
  en,
  cs,
  da,
  de,
  es,
  fr,
  hu,
  it,
  nl,
  pl,
  pt,
  "pt-BR": ptBR,
  ru,
  sk,
  sv,
  tr,
};
