import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMPILE_HINT,
  markStartupChunks,
  sharedStartupChunks,
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

  it("keeps the chunks that more than half of the pages start with", () => {
    const gb = ["shell.js", "gb.js"];
    expect(sharedStartupChunks([gb, gb, ["shell.js", "trade.js"]]).sort()).toEqual([
      "gb.js",
      "shell.js",
    ]);
    // Half is not more than half; a chunk named twice by one page counts once.
    expect(sharedStartupChunks([["a.js", "a.js"], ["b.js"]])).toEqual([]);
  });

  it("marks the start-up chunks most pages share and leaves the others lazy", async () => {
    const next = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(next, "server/app/de"), { recursive: true });
    mkdirSync(join(next, "static/chunks"), { recursive: true });
    writeFileSync(join(next, "server/app/index.html"), page(["shared.js", "home.js"]));
    writeFileSync(join(next, "server/app/de/trade.html"), page(["shared.js", "trade.js"]));
    writeFileSync(join(next, "server/app/login.html"), page(["shared.js", "login.js"]));
    for (const chunk of ["shared.js", "home.js", "trade.js", "login.js", "lazy.js", "preloaded.js"])
      writeFileSync(join(next, "static/chunks", chunk), `/* ${chunk} */`);

    const result = await markStartupChunks(next);
    await markStartupChunks(next);

    expect(result).toEqual({ pages: 3, chunks: ["shared.js"] });
    const read = (chunk) => readFileSync(join(next, "static/chunks", chunk), "utf8");
    expect(read("shared.js")).toBe(`${COMPILE_HINT}/* shared.js */`);
    // A chunk of one page is what the others prefetch: compiled lazily.
    expect(read("login.js")).toBe("/* login.js */");
    expect(read("trade.js")).toBe("/* trade.js */");
    expect(read("lazy.js")).toBe("/* lazy.js */");
    expect(read("preloaded.js")).toBe("/* preloaded.js */");
  });

  it("refuses a build without prerendered pages", async () => {
    const next = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(next, "server/app"), { recursive: true });
    await expect(markStartupChunks(next)).rejects.toThrow(/No prerendered page/);
  });
});
