import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMPILE_HINT,
  markStartupChunks,
  startScripts,
  withCompileHint,
} from "./compile-hints.mjs";

const page = (scripts) =>
  `<!DOCTYPE html><html><head>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/preloaded.js"/>` +
  scripts.map((s) => `<script src="/_next/static/chunks/${s}" async=""></script>`).join("") +
  `</head><body><script>self.__next_f.push([1,"src=\\"/_next/static/chunks/inline.js\\""])</script></body></html>`;

describe("compile hints", () => {
  it("finds the chunks a page loads with a script tag, not those it only preloads or names", () => {
    expect(startScripts(page(["a.js", "b-1_x.js"]))).toEqual(["a.js", "b-1_x.js"]);
  });

  it("puts the hint first, once", () => {
    expect(withCompileHint("(globalThis.TURBOPACK||[]).push([])")).toBe(
      "//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])",
    );
    expect(withCompileHint(withCompileHint("x()"))).toBe(`${COMPILE_HINT}x()`);
  });

  it("marks the start-up chunks of every page of a build and leaves the others lazy", async () => {
    const next = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(next, "server/app/de"), { recursive: true });
    mkdirSync(join(next, "static/chunks"), { recursive: true });
    writeFileSync(join(next, "server/app/index.html"), page(["shared.js", "home.js"]));
    writeFileSync(join(next, "server/app/de/trade.html"), page(["shared.js", "trade.js"]));
    for (const chunk of ["shared.js", "home.js", "trade.js", "lazy.js", "preloaded.js"])
      writeFileSync(join(next, "static/chunks", chunk), `/* ${chunk} */`);

    const result = await markStartupChunks(next);
    await markStartupChunks(next);

    expect(result).toEqual({ pages: 2, chunks: ["home.js", "shared.js", "trade.js"] });
    const read = (chunk) => readFileSync(join(next, "static/chunks", chunk), "utf8");
    expect(read("shared.js")).toBe(`${COMPILE_HINT}/* shared.js */`);
    expect(read("trade.js")).toBe(`${COMPILE_HINT}/* trade.js */`);
    expect(read("lazy.js")).toBe("/* lazy.js */");
    expect(read("preloaded.js")).toBe("/* preloaded.js */");
  });

  it("refuses a build without prerendered pages", async () => {
    const next = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(next, "server/app"), { recursive: true });
    await expect(markStartupChunks(next)).rejects.toThrow(/No prerendered page/);
  });
});
