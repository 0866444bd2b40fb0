import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./locales";
import { LOCALE_INFO, LOCALES_BY_ENGLISH_NAME, LOCALES_BY_NATIVE_NAME } from "./locale-info";

const collator = new Intl.Collator("en");
const sortedBy = (name: (locale: Locale) => string) =>
  [...LOCALES].sort((a, b) => collator.compare(name(a), name(b)));

describe("language lists", () => {
  it("are written in the order an English collation gives", () => {
    expect(LOCALES_BY_ENGLISH_NAME).toEqual(sortedBy((l) => LOCALE_INFO[l].englishName));
    expect(LOCALES_BY_NATIVE_NAME).toEqual(sortedBy((l) => LOCALE_INFO[l].nativeName));
  });

  it("lists every language once, by English name", () => {
    expect([...LOCALES_BY_ENGLISH_NAME].sort()).toEqual([...LOCALES].sort());
    expect(LOCALES_BY_ENGLISH_NAME.map((l) => LOCALE_INFO[l].englishName)).toEqual([
      "Czech",
      "Danish",
      "Dutch",
      "English",
      "French",
      "German",
      "Hungarian",
      "Italian",
      "Polish",
      "Portuguese",
      "Portuguese (Brazil)",
      "Russian",
      "Slovak",
      "Spanish",
      "Swedish",
      "Turkish",
    ]);
  });

  it("orders the language menu by native name, accented and Cyrillic names where a reader looks", () => {
    expect([...LOCALES_BY_NATIVE_NAME].sort()).toEqual([...LOCALES].sort());
    expect(LOCALES_BY_NATIVE_NAME.map((l) => LOCALE_INFO[l].nativeName)).toEqual([
      "Čeština",
      "Dansk",
      "Deutsch",
      "English",
      "Español",
      "Français",
      "Italiano",
      "Magyar",
      "Nederlands",
      "Polski",
      "Português",
      "Português (Brasil)",
      "Slovenčina",
      "Svenska",
      "Türkçe",
      "Русский",
    ]);
  });
});
