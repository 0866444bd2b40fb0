/**
 * HTTP clients (docs/site.md §20, §22).
 * - `http`: general requests — 10 s timeout, 2 retries of idempotent methods on
 *   408/413/429/500/502/503/504, honouring Retry-After and waiting 60 s when there is none.
 * - `createBackendClient`: calls to the content backend — no retry and no timeout.
 */
import ky, { type KyInstance, type Options } from "ky";

export const HTTP_DEFAULTS = {
  timeoutMs: 10_000,
  retryLimit: 2,
  retryMethods: ["get", "put", "head", "delete", "options", "trace"],
  retryStatusCodes: [408, 413, 429, 500, 502, 503, 504],
  retryWaitWithoutHeaderMs: 60_000,
} as const;

export const httpOptions: Options = {
  timeout: HTTP_DEFAULTS.timeoutMs,
  retry: {
    limit: HTTP_DEFAULTS.retryLimit,
    methods: [...HTTP_DEFAULTS.retryMethods],
    statusCodes: [...HTTP_DEFAULTS.retryStatusCodes],
    afterStatusCodes: [...HTTP_DEFAULTS.retryStatusCodes],
    delay: () => HTTP_DEFAULTS.retryWaitWithoutHeaderMs,
    jitter: false,
  },
};

export const http: KyInstance = ky.create(httpOptions);

export const backendOptions: Options = {
  retry: 0,
  timeout: false,
  headers: { Accept: "application/json, text/plain, */*" },
};

/**
 * A client for the content backend at `baseUrl`; `getToken` supplies the Bearer token. `fetch` can
 * be replaced (tests).
 */
export function createBackendClient(
  baseUrl: string,
  getToken: () => string | null,
  fetchImpl?: typeof fetch,
): KyInstance {
  return ky.create({
    ...backendOptions,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    prefix: baseUrl.replace(/\/+$/, "") + "/",
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken();
          if (token) request.headers.set("Authorization", `Bearer ${token}`);
        },
      ],
    },
  });
}
