// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REGISTER_AFTER_LOAD_MS, registerServiceWorker } from "./register";

describe("registerServiceWorker", () => {
  const register = vi.fn(() => Promise.resolve(undefined));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv("NODE_ENV", "production");
    // Without requestIdleCallback, the idle step runs in the next task.
    Reflect.deleteProperty(window, "requestIdleCallback");
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: {
        controller: null,
        register,
        ready: new Promise(() => {}),
        addEventListener: () => {},
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, "serviceWorker");
    register.mockClear();
  });

  it("registers the worker only once the page has been loaded for a while", () => {
    registerServiceWorker();
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });
});
