import { describe, expect, it } from "vitest";
import {
  answer,
  consentExpiration,
  consentStatus,
  emptyConsent,
  isGranted,
  sanitizeConsent,
} from "./consent-logic";
import { botCheckProviderName, configuredServices, type ConsentService } from "./services";

const ALL: ConsentService[] = ["toolbox", "error-reporting", "bot-check"];
const NOW = new Date("2026-03-10T12:00:00Z");

describe("configured services", () => {
  it("lists only FoE Toolbox without configuration", () => {
    expect(configuredServices({})).toEqual(["toolbox"]);
    expect(configuredServices({ sentryDsn: "  ", hcaptchaSiteKey: "" })).toEqual(["toolbox"]);
  });
  it("adds error reporting with a DSN and the bot check with either site key", () => {
    expect(configuredServices({ sentryDsn: "https://key@errors.example/1" })).toEqual([
      "toolbox",
      "error-reporting",
    ]);
    expect(configuredServices({ recaptchaSiteKey: "r" })).toEqual(["toolbox", "bot-check"]);
    expect(configuredServices({ sentryDsn: "d", hcaptchaSiteKey: "h" })).toEqual(ALL);
  });
  it("names the bot-check provider the forms use (hCaptcha when both keys are set)", () => {
    expect(botCheckProviderName({})).toBeNull();
    expect(botCheckProviderName({ recaptchaSiteKey: "r" })).toBe("reCAPTCHA");
    expect(botCheckProviderName({ hcaptchaSiteKey: "h", recaptchaSiteKey: "r" })).toBe("hCaptcha");
  });
});

describe("expiration", () => {
  it("is one year later", () => {
    expect(consentExpiration(NOW)).toBe("2027-03-10T12:00:00.000Z");
  });
  it("moves 29 February to 1 March", () => {
    expect(consentExpiration(new Date("2028-02-29T08:00:00Z"))).toBe("2029-03-01T08:00:00.000Z");
  });
});

describe("status", () => {
  const record = answer(ALL, ["error-reporting"], NOW);
  const expiration = consentExpiration(NOW);

  it("is unanswered without an answer", () => {
    expect(consentStatus(emptyConsent(), expiration, ALL, NOW)).toBe("unanswered");
  });
  it("is valid until the expiration date, expired from it on", () => {
    expect(consentStatus(record, expiration, ALL, new Date("2027-03-10T11:59:59Z"))).toBe("valid");
    expect(consentStatus(record, expiration, ALL, new Date("2027-03-10T12:00:00Z"))).toBe(
      "expired",
    );
  });
  it("counts a missing or unreadable date as expired", () => {
    expect(consentStatus(record, null, ALL, NOW)).toBe("expired");
    expect(consentStatus(record, "soon", ALL, NOW)).toBe("expired");
  });
  it("asks to renew when a service was added or removed", () => {
    expect(consentStatus(record, expiration, ["toolbox", "error-reporting"], NOW)).toBe("renew");
    const small = answer(["toolbox"], [], NOW);
    expect(consentStatus(small, expiration, ["toolbox", "bot-check"], NOW)).toBe("renew");
    expect(consentStatus(small, expiration, ["toolbox"], NOW)).toBe("valid");
  });
  it("does not depend on the order of the services", () => {
    expect(
      consentStatus(record, expiration, ["bot-check", "toolbox", "error-reporting"], NOW),
    ).toBe("valid");
  });
});

describe("granted services", () => {
  const expiration = consentExpiration(NOW);
  it("grants the required service and the optional ones allowed", () => {
    const record = answer(ALL, ["bot-check"], NOW);
    expect(isGranted(record, expiration, ALL, "toolbox", NOW)).toBe(true);
    expect(isGranted(record, expiration, ALL, "bot-check", NOW)).toBe(true);
    expect(isGranted(record, expiration, ALL, "error-reporting", NOW)).toBe(false);
  });
  it("grants nothing before an answer or after the expiry", () => {
    expect(isGranted(emptyConsent(), expiration, ALL, "toolbox", NOW)).toBe(false);
    const record = answer(ALL, ALL, NOW);
    expect(
      isGranted(record, expiration, ALL, "error-reporting", new Date("2027-04-01T00:00:00Z")),
    ).toBe(false);
  });
  it("keeps earlier choices while a renewal is pending, but not for new services", () => {
    const record = answer(["toolbox", "error-reporting"], ["error-reporting"], NOW);
    expect(isGranted(record, expiration, ALL, "error-reporting", NOW)).toBe(true);
    expect(isGranted(record, expiration, ALL, "bot-check", NOW)).toBe(false);
  });
  it("never grants a service this build does not list", () => {
    const record = answer(ALL, ALL, NOW);
    expect(isGranted(record, expiration, ["toolbox"], "error-reporting", NOW)).toBe(false);
  });
  it("stores only optional services that were listed as granted", () => {
    expect(
      answer(["toolbox", "error-reporting"], ["toolbox", "bot-check", "error-reporting"], NOW),
    ).toEqual({
      services: ["toolbox", "error-reporting"],
      granted: ["error-reporting"],
      answeredAt: NOW.toISOString(),
    });
  });
});

describe("sanitizeConsent", () => {
  it("turns junk into no answer", () => {
    for (const junk of [null, 3, "x", [], { answeredAt: "never" }, { services: ["toolbox"] }]) {
      expect(sanitizeConsent(junk)).toEqual(emptyConsent());
    }
  });
  it("drops unknown and duplicate services and grants of unlisted ones", () => {
    expect(
      sanitizeConsent({
        services: ["toolbox", "toolbox", "ads", 4, "error-reporting"],
        granted: ["bot-check", "error-reporting", "ads"],
        answeredAt: NOW.toISOString(),
      }),
    ).toEqual({
      services: ["toolbox", "error-reporting"],
      granted: ["error-reporting"],
      answeredAt: NOW.toISOString(),
    });
  });
});
