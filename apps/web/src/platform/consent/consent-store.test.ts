import { afterEach, describe, expect, it, vi } from "vitest";
import { globalStore } from "@/platform/settings/global-store";
import { emptyConsent } from "./consent-logic";
import {
  consentStore,
  hasConsent,
  requestConsent,
  saveConsent,
  settleConsent,
  whenConsented,
} from "./consent-store";
import { closeConsentPanel, consentPanelStore } from "./panel-store";
import { SERVICES, asksOnArrival, type ConsentService } from "./services";

// As in a build with error reporting configured (a DSN is set).
vi.mock("./services", async (original) => {
  const actual = await original<typeof import("./services")>();
  return { ...actual, SERVICES: ["toolbox", "error-reporting"] };
});

const NOW = new Date("2026-05-01T10:00:00Z");

/** Runs `check` as in a build listing `services` (the mocked list is shared by the store). */
function withServices(services: ConsentService[], check: () => void) {
  const list = SERVICES as ConsentService[];
  const saved = [...list];
  list.splice(0, list.length, ...services);
  try {
    check();
  } finally {
    list.splice(0, list.length, ...saved);
  }
}

afterEach(() => {
  consentStore.setState(emptyConsent(), true);
  globalStore.setState({ cookieConsentExpirationDate: null });
  consentPanelStore.setState({
    open: false,
    view: "intro",
    focus: null,
    takeFocus: false,
    answeredBefore: false,
    settled: false,
    renew: false,
  });
});

describe("consent store", () => {
  it("stores the answer and the expiration date a year later in the global settings", () => {
    saveConsent(["error-reporting"], NOW);
    expect(consentStore.getState()).toEqual({
      services: ["toolbox", "error-reporting"],
      granted: ["error-reporting"],
      answeredAt: NOW.toISOString(),
    });
    expect(globalStore.getState().cookieConsentExpirationDate).toBe("2027-05-01T10:00:00.000Z");
  });

  it("opens the panel by itself until the visitor answered", () => {
    settleConsent(NOW);
    expect(consentPanelStore.getState()).toMatchObject({
      open: true,
      view: "intro",
      takeFocus: false,
      answeredBefore: false,
      settled: true,
      renew: false,
    });
  });

  it("keeps the panel closed after a valid answer", () => {
    saveConsent([], NOW);
    settleConsent(new Date("2026-12-01T00:00:00Z"));
    expect(consentPanelStore.getState()).toMatchObject({
      open: false,
      answeredBefore: true,
      settled: true,
    });
  });

  it("forgets an expired answer and asks again", () => {
    saveConsent(["error-reporting"], NOW);
    settleConsent(new Date("2027-05-02T00:00:00Z"));
    expect(consentStore.getState()).toEqual(emptyConsent());
    expect(globalStore.getState().cookieConsentExpirationDate).toBeNull();
    expect(consentPanelStore.getState().open).toBe(true);
  });

  it("asks to renew an answer given for other services", () => {
    consentStore.setState(
      { services: ["toolbox"], granted: [], answeredAt: NOW.toISOString() },
      true,
    );
    globalStore.setState({ cookieConsentExpirationDate: "2999-01-01T00:00:00.000Z" });
    settleConsent(NOW);
    expect(consentPanelStore.getState()).toMatchObject({ open: true, renew: true });
    expect(consentStore.getState().answeredAt).toBe(NOW.toISOString());
  });

  it("starts a gated service once it is allowed, not before", () => {
    const start = vi.fn();
    whenConsented("error-reporting", start);
    saveConsent([]);
    expect(start).not.toHaveBeenCalled();
    saveConsent(["error-reporting"]);
    expect(start).toHaveBeenCalledTimes(1);
    saveConsent(["error-reporting"]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(hasConsent("error-reporting")).toBe(true);
  });

  it("starts at once when already allowed", () => {
    saveConsent(["error-reporting"]);
    const start = vi.fn();
    whenConsented("error-reporting", start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("requestConsent opens the details on the service and resolves with the answer", async () => {
    const asked = requestConsent("error-reporting");
    expect(consentPanelStore.getState()).toMatchObject({
      open: true,
      view: "details",
      focus: "error-reporting",
      takeFocus: true,
    });
    saveConsent(["error-reporting"]);
    closeConsentPanel();
    await expect(asked).resolves.toBe(true);

    saveConsent([]);
    const refused = requestConsent("error-reporting");
    closeConsentPanel();
    await expect(refused).resolves.toBe(false);
  });
});

describe("when the panel opens by itself", () => {
  it("asks on arrival only for a service that runs on every page", () => {
    expect(asksOnArrival(["toolbox"])).toBe(false);
    expect(asksOnArrival(["toolbox", "bot-check"])).toBe(false);
    expect(asksOnArrival(["toolbox", "error-reporting"])).toBe(true);
    expect(asksOnArrival(["toolbox", "error-reporting", "bot-check"])).toBe(true);
  });

  it("keeps the first screen free without such a service, on a first and a returning visit", () => {
    for (const services of [["toolbox"], ["toolbox", "bot-check"]] as ConsentService[][]) {
      withServices(services, () => {
        settleConsent(NOW);
        expect(consentPanelStore.getState()).toMatchObject({
          open: false,
          settled: true,
          answeredBefore: false,
        });
        settleConsent(NOW, true);
        // A returning visitor: the corner is free for the install panel.
        expect(consentPanelStore.getState()).toMatchObject({ open: false, answeredBefore: true });
      });
    }
  });

  it("asks for the bot check at the form: the details open on it, the answer allows it", async () => {
    await new Promise<void>((done) =>
      withServices(["toolbox", "bot-check"], () => {
        settleConsent(NOW);
        const asked = requestConsent("bot-check");
        expect(consentPanelStore.getState()).toMatchObject({
          open: true,
          view: "details",
          focus: "bot-check",
        });
        saveConsent(["bot-check"]);
        closeConsentPanel();
        void asked.then((allowed) => {
          expect(allowed).toBe(true);
          done();
        });
      }),
    );
  });
});
