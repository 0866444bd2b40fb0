import { describe, expect, it } from "vitest";
import { incompleteLocales, localesFromBrowser, localesToNotify } from "./incomplete-locales";
import { LOCALES, type Locale } from "./locales";
import {
  computeTranslationProgress,
  identicalAllowed,
  progressColour,
  type LocaleCatalogues,
} from "./translation-progress";

// Ten English messages in two namespaces.
const EN: LocaleCatalogues = {
  shell: {
    site: { name: "FoE Toolbox", slogan: "Calculators" },
    ok: "OK",
    close: "Close",
    count: "{count} items",
  },
  trade: { title: "Trade", give: "Give", get: "Get", ratio: "Ratio", total: "Total" },
};

function progressOf(catalogues: Partial<Record<Locale, LocaleCatalogues>>, locales: Locale[]) {
  return computeTranslationProgress({ en: EN, ...catalogues }, locales);
}

describe("translation progress", () => {
  it("counts non-empty messages that differ from English", () => {
    const de: LocaleCatalogues = {
      shell: {
        site: { name: "FoE Toolbox", slogan: "Rechner" },
        ok: "OK",
        close: "Schließen",
        count: "{count} Dinge",
      },
      trade: { title: "Handel", give: "Geben", get: "", ratio: "Ratio", total: "   " },
    };
    // Translated: slogan, close, count, title, give = 5; the site name is identical by nature = 6.
    expect(progressOf({ de }, ["en", "de"])).toEqual({ en: 100, de: 60 });
  });

  it("accepts identical texts only where the allow-list says so", () => {
    const fr: LocaleCatalogues = {
      shell: {
        site: { name: "FoE Toolbox", slogan: "Calculateurs" },
        ok: "OK",
        close: "Fermer",
        count: "{count} objets",
      },
      trade: { title: "Commerce", give: "Donner", get: "Obtenir", ratio: "Ratio", total: "Total" },
    };
    expect(identicalAllowed("trade.ratio", "fr")).toBe(false);
    // "Ratio" and "Total" are not on the allow-list of this synthetic catalogue ("shell.ok" is not either).
    expect(progressOf({ fr }, ["fr"]).fr).toBe(70);
  });

  it("counts a missing locale or namespace as untranslated, and rounds down", () => {
    const nl: LocaleCatalogues = { trade: { title: "Handel", give: "Geven", get: "Krijgen" } };
    expect(progressOf({}, ["cs"]).cs).toBe(0);
    expect(progressOf({ nl }, ["nl"]).nl).toBe(30);
    const threeOfSeven = computeTranslationProgress(
      {
        en: { a: { b: "1", c: "2", d: "3", e: "4", f: "5", g: "6", h: "7" } },
        sv: { a: { b: "x", c: "y", d: "z" } },
      },
      ["sv"],
    );
    expect(threeOfSeven.sv).toBe(42);
  });

  it("ignores keys that English does not have", () => {
    const es: LocaleCatalogues = { ...structuredClone(EN), extra: { x: "y" } };
    es.trade = {
      title: "Comercio",
      give: "Dar",
      get: "Obtener",
      ratio: "Proporción",
      total: "Totales",
    };
    es.shell = {
      site: { name: "FoE Toolbox", slogan: "Calculadoras" },
      ok: "Aceptar",
      close: "Cerrar",
      count: "{count} cosas",
    };
    expect(progressOf({ es }, ["es"]).es).toBe(100);
  });

  it("counts English as complete", () => {
    expect(computeTranslationProgress({ en: EN, de: {} }, ["en", "de"])).toEqual({
      en: 100,
      de: 0,
    });
  });
});

describe("progress colours", () => {
  it("is green at 100 %, blue from 80 %, orange from 50 %, red below", () => {
    expect([100, 99, 80, 79, 50, 49, 0].map(progressColour)).toEqual([
      "green",
      "blue",
      "blue",
      "orange",
      "orange",
      "red",
      "red",
    ]);
  });
});

describe("incomplete-translation notice", () => {
  const progress = Object.fromEntries(LOCALES.map((l) => [l, 100])) as Record<Locale, number>;
  progress.hu = 79;
  progress["pt-BR"] = 42;
  progress.de = 80;
  const incomplete = incompleteLocales(progress);

  it("flags the languages below 80 %", () => {
    expect(incomplete).toEqual({ hu: 79, "pt-BR": 42 });
  });

  it("matches browser languages exactly first, else by base language", () => {
    expect(localesFromBrowser(["pt-BR", "pt-PT", "de-AT", "de", "xx", "EN-us"])).toEqual([
      "pt-BR",
      "pt",
      "de",
      "en",
    ]);
  });

  it("lists the current and the browser's languages below 80 %, once", () => {
    expect(localesToNotify(incomplete, "hu", ["hu-HU", "pt-BR", "de"], false)).toEqual([
      "hu",
      "pt-BR",
    ]);
    expect(localesToNotify(incomplete, "de", ["pt-br"], false)).toEqual(["pt-BR"]);
    expect(localesToNotify(incomplete, "de", ["de-DE", "en"], false)).toEqual([]);
    expect(localesToNotify(incomplete, "hu", ["pt-BR"], true)).toEqual([]);
  });

  it("shows nothing when every language is complete", () => {
    expect(
      localesToNotify(
        incompleteLocales({ ...progress, hu: 100, "pt-BR": 100 }),
        "hu",
        ["pt-BR"],
        false,
      ),
    ).toEqual([]);
  });
});
