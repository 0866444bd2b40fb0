import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const init = vi.fn();
const send = vi.fn(() => Promise.resolve({}));
vi.mock("@sentry/browser", () => ({
  init,
  makeFetchTransport: () => ({ send, flush: () => Promise.resolve(true) }),
}));

type Transport = { send: (envelope: unknown) => Promise<unknown> };
type MakeTransport = (options: unknown) => Transport;

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
    send.mockClear();
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

  it("starts once allowed, and sends nothing more after the consent is withdrawn", async () => {
    const { initErrorReporting } = await freshModule();
    let allowed = false;
    initErrorReporting(() => allowed);
    allowed = true;
    initErrorReporting(() => allowed);
    initErrorReporting(() => allowed);
    await settle();
    expect(init).toHaveBeenCalledTimes(1);
    const transport = (init.mock.calls[0]![0] as { transport: MakeTransport }).transport({});
    await transport.send(["error envelope"]);
    expect(send).toHaveBeenCalledTimes(1);
    allowed = false;
    await transport.send(["session envelope"]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
