/**
 * For component tests: the services module as in a build with a Sentry DSN and an hCaptcha site
 * key, so both optional services are listed. Use inside `vi.mock("./services", …)`.
 */
type ServicesModule = typeof import("@/platform/consent/services");

export function withOptionalServices(actual: ServicesModule): ServicesModule {
  const config = { sentryDsn: "http://key@localhost:9/1", hcaptchaSiteKey: "site-key" };
  const services = actual.configuredServices(config);
  return {
    ...actual,
    SERVICE_CONFIG: config,
    SERVICES: services,
    OPTIONAL_SERVICES: services.filter((s) => !actual.SERVICE_INFO[s].required),
    ASKS_ON_ARRIVAL: actual.asksOnArrival(services),
  };
}
