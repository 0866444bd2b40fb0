// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACTIVITY_REPORT_MS, PLAYER_ACTIVE, SAVE_DONE, SAVE_QUIET_MS } from "./quiet";
import { REGISTER_AFTER_LOAD_MS } from "./register";

describe("registerServiceWorker", () => {
  const register = vi.fn(() => Promise.resolve(undefined));
  const posted: { type?: string }[] = [];
  const worker = { postMessage: (message: { type?: string }) => posted.push(message) };
  let ready: (registration: unknown) => void;
  let fromWorker: ((event: { data: unknown }) => void) | undefined;
  /** A fresh copy of the module per test: it remembers the player's last key press. */
  let registerWorker: () => void;
  beforeEach(async () => {
    vi.resetModules();
    ({ registerServiceWorker: registerWorker } = await import("./register"));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    vi.stubEnv("NODE_ENV", "production");
    // Without requestIdleCallback, the idle step runs in the next task.
    Reflect.deleteProperty(window, "requestIdleCallback");
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: {
        controller: null,
        register,
        ready: new Promise((resolve) => (ready = resolve)),
        addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
          if (type === "message") fromWorker = listener;
        },
      },
    });
  });
  afterEach(() => {
    // The copy stops listening to the keys.
    fromWorker?.({ data: { type: SAVE_DONE } });
    vi.useRealTimers();
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, "serviceWorker");
    posted.length = 0;
    register.mockClear();
    fromWorker = undefined;
  });

  const press = () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "8" }));
  const types = () => posted.map((m) => m.type);

  /** Registers, lets the page start, presses a key `beforeReadyMs` before the worker is ready. */
  async function startWorker(beforeReadyMs: number | null) {
    registerWorker();
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS + 10);
    if (beforeReadyMs !== null) {
      press();
      await vi.advanceTimersByTimeAsync(beforeReadyMs);
    }
    ready({ active: worker });
    await vi.advanceTimersByTimeAsync(0);
  }

  it("reports key presses while the worker saves, at most every half second, until it is done", async () => {
    await startWorker(null);
    expect(types()).toEqual(["CACHE_URLS", "SAVE_LOCALE"]);
    press();
    press();
    expect(types().filter((t) => t === PLAYER_ACTIVE)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ACTIVITY_REPORT_MS);
    press();
    expect(types().filter((t) => t === PLAYER_ACTIVE)).toHaveLength(2);
    fromWorker?.({ data: { type: SAVE_DONE } });
    await vi.advanceTimersByTimeAsync(ACTIVITY_REPORT_MS);
    press();
    expect(types().filter((t) => t === PLAYER_ACTIVE)).toHaveLength(2);
  });

  it("registers the worker only once the page has been loaded for a while", async () => {
    registerWorker();
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS - 1);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.runOnlyPendingTimersAsync();
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("registers the worker only once the player has paused", async () => {
    registerWorker();
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS - 100);
    press();
    await vi.advanceTimersByTimeAsync(SAVE_QUIET_MS - 10);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("holds the first downloads when the player typed just before the worker was ready", async () => {
    await startWorker(SAVE_QUIET_MS - 100);
    // After the request: before it, the worker, saving nothing, would answer that it is done.
    expect(types()).toEqual(["CACHE_URLS", "SAVE_LOCALE", PLAYER_ACTIVE]);
  });

  it("does not hold them for a key pressed long before", async () => {
    await startWorker(SAVE_QUIET_MS + 100);
    expect(types()).toEqual(["CACHE_URLS", "SAVE_LOCALE"]);
  });
});
