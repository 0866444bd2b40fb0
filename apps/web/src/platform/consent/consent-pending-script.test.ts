import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consentStatus, sanitizeConsent } from "./consent-logic";
import { CONSENT_PENDING_ATTRIBUTE, consentPendingScript } from "./consent-pending-script";
import { CONSENT_SERVICES, type ConsentService } from "./services";

const KEYS = { consent: "test:consent", global: "test:global" };

/** Runs the script against stored values; returns whether it marked the page as needing an answer. */
function runScript(services: readonly ConsentService[], stored: Record<string, string>): boolean {
  const attributes = new Map<string, string>();
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function("localStorage", "document", consentPendingScript(KEYS, services))(
    localStorage,
    document,
  );
  return attributes.has(CONSENT_PENDING_ATTRIBUTE);
}

/** As zustand's persist middleware stores a state. */
const persisted = (state: unknown) => JSON.stringify({ state, version: 1 });

const serviceList = fc.subarray([...CONSENT_SERVICES]);
const date = fc.date({
  min: new Date("2020-01-01T00:00:00Z"),
  max: new Date("2030-01-01T00:00:00Z"),
  noInvalidDate: true,
});

describe("consentPendingScript", () => {
  it("asks exactly when the site's own rule (consentStatus) says the answer is not valid", () => {
    fc.assert(
      fc.property(
        serviceList,
        fc.record({
          services: serviceList,
          granted: serviceList,
          answeredAt: fc.option(date.map((d) => d.toISOString())),
        }),
        fc.option(date.map((d) => d.toISOString())),
        (listed, record, expiration) => {
          const stored = {
            [KEYS.consent]: persisted(record),
            [KEYS.global]: persisted({ cookieConsentExpirationDate: expiration }),
          };
          const status = consentStatus(sanitizeConsent(record), expiration, listed, new Date());
          expect(runScript(listed, stored)).toBe(status !== "valid");
        },
      ),
    );
  });

  it("asks on a first visit and when the stored data cannot be read", () => {
    expect(runScript(["toolbox"], {})).toBe(true);
    expect(runScript(["toolbox"], { [KEYS.consent]: "{broken", [KEYS.global]: "{}" })).toBe(true);
    expect(
      runScript(["toolbox"], { [KEYS.consent]: persisted(null), [KEYS.global]: persisted(null) }),
    ).toBe(true);
  });

  it("stays quiet for a valid answer", () => {
    const stored = {
      [KEYS.consent]: persisted({
        services: ["toolbox"],
        granted: [],
        answeredAt: "2026-11-01T00:00:00.000Z",
      }),
      [KEYS.global]: persisted({ cookieConsentExpirationDate: "2999-01-01T00:00:00.000Z" }),
    };
    expect(runScript(["toolbox"], stored)).toBe(false);
  });
});
