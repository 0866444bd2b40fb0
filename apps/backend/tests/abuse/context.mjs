// Shared state of the abuse tests (abuse.test.mjs starts the instances once for all groups).
import { call, mailsTo, startBackend, startSink } from "../harness.mjs";

export { call, mailsTo };

export const DATABASE = process.env.BACKEND_TEST_DB ?? "sqlite";
export const INSTANCES = Number(process.env.BACKEND_TEST_INSTANCES ?? 1);
const BASE_PORT = Number(process.env.BACKEND_TEST_PORT ?? 1400) + 10;
const SMTP_PORT = BASE_PORT + 20;
export const MAIL_HTTP = BASE_PORT + 25;
export const ACCOUNT_LIMIT = 5;
export const LOGIN_LIMIT = 6;
export const FORM_LIMIT = 4;
export const MIN_MS = 400;

let sink;
export const backends = [];
/** The i-th request's instance: alternating when there are two. */
export const api = (i = 0) => backends[i % backends.length].api;
const graphqlUrl = (i = 0) => `${backends[i % backends.length].url}/graphql`;

let nextClient = 1;
/** A client address of its own for each test (TEST-NET-2). */
export const newClient = () => `198.51.100.${nextClient++}`;
export const from = (ip) => ({ "X-Forwarded-For": ip });

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const newUser = (prefix = "ab") => {
  const id = unique();
  return {
    username: `${prefix}${id}`,
    email: `${prefix}${id}@example.test`,
    password: "Quiet-harbour-42",
  };
};

export async function messagesTo(address) {
  const response = await fetch(
    `http://127.0.0.1:${MAIL_HTTP}/api/messages?to=${encodeURIComponent(address)}`,
  );
  return response.json();
}

export async function gql(i, ip, query, variables = {}) {
  const response = await fetch(graphqlUrl(i), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...from(ip) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

export async function timed(request) {
  const start = performance.now();
  const response = await request();
  return { ...response, ms: performance.now() - start };
}

/** Status of a GraphQL answer: 429 when the limit refused it. */
export const gqlStatus = (response) =>
  response.status === 429 || response.body.errors?.some((e) => /too many requests/i.test(e.message))
    ? 429
    : response.status;

export async function startAll() {
  sink = startSink(SMTP_PORT, MAIL_HTTP);
  for (let i = 0; i < INSTANCES; i++) {
    backends.push(
      await startBackend({
        port: BASE_PORT + i,
        database: DATABASE,
        smtpPort: SMTP_PORT,
        env: {
          IS_PROXIED: "true",
          ACCOUNT_RATE_LIMIT_MAX: String(ACCOUNT_LIMIT),
          AUTH_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
          FORM_RATE_LIMIT_MAX: String(FORM_LIMIT),
          ACCOUNT_RESPONSE_MIN_MS: String(MIN_MS),
        },
      }),
    );
  }
}

export async function stopAll() {
  await Promise.all(backends.map((b) => b.stop()));
  await sink?.close();
}
