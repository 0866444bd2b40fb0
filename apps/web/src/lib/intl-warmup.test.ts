import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { INTL_WARMUP_URL, intlWarmupScript } from "./intl-warmup";

/** Runs the inline script (for paths under /tools) at `path`, with (or without) `Worker`. */
const runScript = (globals: Record<string, unknown>, path = "/tools/x") =>
  runInNewContext(intlWarmupScript(/^\/tools(?:\/|$)/), {
    location: { pathname: path },
    ...globals,
  });

describe("the inline script that starts the warm-up", () => {
  it("starts the warm-up worker from the site's own file", () => {
    const Worker = vi.fn();
    runScript({ Worker });
    expect(Worker).toHaveBeenCalledExactlyOnceWith(INTL_WARMUP_URL);
  });

  it("starts no worker on a page its paths do not match", () => {
    const Worker = vi.fn();
    runScript({ Worker }, "/about");
    runScript({ Worker }, "/toolsmith");
    expect(Worker).not.toHaveBeenCalled();
  });

  it("does nothing without workers, and a refused worker does not throw", () => {
    expect(() => runScript({})).not.toThrow();
    const refused = vi.fn(() => {
      throw new Error("refused");
    });
    expect(() => runScript({ Worker: refused })).not.toThrow();
    expect(refused).toHaveBeenCalledOnce();
  });
});

describe("the warm-up worker's script", () => {
  const file = new URL(`../../public${INTL_WARMUP_URL}`, import.meta.url);

  it("formats a number and ends", () => {
    const close = vi.fn();
    const format = vi.fn(() => "1,234.5");
    const NumberFormat = vi.fn(function NumberFormat() {
      return { format };
    });
    runInNewContext(readFileSync(file, "utf8"), { Intl: { NumberFormat }, close });
    expect(NumberFormat).toHaveBeenCalledOnce();
    expect(format).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalledOnce();
  });

  it("is in the service worker's precache, so that it starts offline too", async () => {
    const config: { default: { globPatterns: string[] } } = await import(
      /* @vite-ignore */ new URL("../../serwist.config.js", import.meta.url).href
    );
    expect(config.default.globPatterns).toContain(`public${INTL_WARMUP_URL}`);
  });
});
