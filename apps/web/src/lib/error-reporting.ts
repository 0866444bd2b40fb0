/**
 * Error reporting (docs/site.md §20): unhandled errors and rejections go to a Sentry-compatible
 * service, only in production, only when a DSN is configured and only with the visitor's consent
 * (the caller starts it once allowed; `allowed` is asked again before anything is sent, so
 * withdrawing the consent stops the reports without a reload). Without a DSN nothing is loaded or sent. The
 * client library is loaded on demand, so it never weighs on the first load.
 */
import { routeStore } from "./route-state";

let started = false;

export function errorReportingDsn(): string | undefined {
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
  return dsn && dsn.trim() !== "" ? dsn : undefined;
}

export function initErrorReporting(allowed: () => boolean): void {
  const dsn = errorReportingDsn();
  if (started || !dsn || process.env.NODE_ENV !== "production" || !allowed()) return;
  started = true;
  void import("@sentry/browser")
    .then((Sentry) => {
      Sentry.init({
        dsn,
        release: process.env.NEXT_PUBLIC_APP_VERSION,
        environment: "production",
        // Every envelope (errors and session updates alike) passes the consent check here, so a
        // withdrawn consent stops them all at once.
        transport(options) {
          const transport = Sentry.makeFetchTransport(options);
          return {
            ...transport,
            send: (envelope) => (allowed() ? transport.send(envelope) : Promise.resolve({})),
          };
        },
        beforeSend(event) {
          const { current, previous } = routeStore.getState();
          event.contexts = { ...event.contexts, route: { current, previous } };
          return event;
        },
      });
    })
    .catch((error: unknown) => console.error("[error-reporting] could not start", error));
}
