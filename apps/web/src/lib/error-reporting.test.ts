import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const init = vi.fn();
vi.mock("@sentry/browser", () => ({ init }));

type BeforeSend = (event: Record<string, unknown>) => Record<string, unknown> | null;

async function freshModule() {
  vi.resetModules();
  return import("./error-reporting");
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("error reporting gate", () => {
  beforeEach(() => {
    init.mockReset();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("NEXT_PUBLIC_SENTRY_DSN", "http://key@localhost:9/1");
  });
  afterEach(() => vi.unstubAllEnvs());

  it("loads nothing without the visitor's consent", async () => {
    const { initErrorReporting } = await freshModule();
    initErrorReporting(() => false);
    await settle();
    expect(init).not.toHaveBeenCalled();
  });

  it("loads nothing without a DSN, even with consent", async () => {
    vi.stubEnv("NEXT_PUBLIC_SENTRY_DSN", "");
    const { initErrorReporting } = await freshModule();
    initErrorReporting(() => true);
    await settle();
    expect(init).not.toHaveBeenCalled();
  });

  it("starts once allowed, and drops reports after the consent is withdrawn", async () => {
    const { initErrorReporting } = await freshModule();
    let allowed = false;
    initErrorReporting(() => allowed);
    allowed = true;
    initErrorReporting(() => allowed);
    initErrorReporting(() => allowed);
    await settle();
    expect(init).toHaveBeenCalledTimes(1);
    const { beforeSend } = init.mock.calls[0]![0] as { beforeSend: BeforeSend };
    expect(beforeSend({ message: "boom" })).not.toBeNull();
    allowed = false;
    expect(beforeSend({ message: "boom" })).toBeNull();
  });
});
