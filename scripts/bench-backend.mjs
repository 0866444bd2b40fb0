#!/usr/bin/env node
// Backend load figures (docs/architecture.md budget: login and settings sync p95 < 100 ms at 50
// concurrent users): 50 users, each with a settings document; autocannon with 50 connections
// runs logins (POST /api/auth/local) and then settings syncs (PUT /api/user-settings/:id with the
// user's current revision, as the site does), on SQLite and on PostgreSQL. Prints JSON.
import autocannon from "autocannon";
import { ROOT } from "./lib.mjs";
import { startPostgres } from "./postgres.mjs";

const { startBackend, startSink, mailsTo, call } = await import(
  `${ROOT}/apps/backend/tests/harness.mjs`
);
const USERS = 50;
const DURATION_S = Number(process.env.BENCH_BACKEND_SECONDS ?? 10);
// Each run also uses its port + 25 (SMTP) and + 80 (mail inbox).
const SQLITE_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 1600);
const POSTGRES_BACKEND_PORT = Number(process.env.BENCH_BACKEND_PG_PORT ?? 1700);

async function prepareUsers(api, mailHttp) {
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const user = {
      username: `bench${i}x${Date.now()}`,
      email: `bench${i}-${Date.now()}@example.test`,
      password: "Bench-pass-1",
    };
    await call(api, "POST", "/auth/local/register", { body: user });
    const [mail] = await mailsTo(mailHttp, user.email);
    const token = /confirmation=([\w-]+)/.exec(mail.text + mail.html)[1];
    await call(api, "GET", `/auth/email-confirmation?confirmation=${token}`);
    const login = await call(api, "POST", "/auth/local", {
      body: { identifier: user.email, password: user.password },
    });
    const jwt = login.body.jwt;
    const created = await call(api, "POST", "/user-settings", {
      token: jwt,
      body: { data: { settings: { profiles: { p: { name: "Bench" } } } } },
    });
    users.push({ ...user, jwt, documentId: created.body.data.documentId, revision: 0 });
  }
  return users;
}

function summary(result) {
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP90Ms: result.latency.p90,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Runs autocannon and computes the p95 from every response time it reports. */
async function load(options) {
  const latencies = [];
  const instance = autocannon({ ...options, connections: USERS, duration: DURATION_S });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const p95 = latencies.length
    ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))]
    : null;
  return { ...summary(result), latencyP95Ms: p95 };
}

async function benchDatabase(database, extraEnv, basePort) {
  const sink = startSink(basePort + 25, basePort + 80);
  const backend = await startBackend({
    port: basePort,
    database,
    smtpPort: basePort + 25,
    env: { ...extraEnv, AUTH_RATE_LIMIT_ENABLED: "false" },
  });
  try {
    const users = await prepareUsers(backend.api, basePort + 80);
    let loginCounter = 0;
    const login = await load({
      url: `${backend.api}/auth/local`,
      method: "POST",
      headers: { "content-type": "application/json" },
      setupClient(client) {
        const user = users[loginCounter++ % USERS];
        client.setBody(JSON.stringify({ identifier: user.email, password: user.password }));
      },
    });
    let syncCounter = 0;
    const sync = await load({
      url: backend.api,
      setupClient(client) {
        const user = users[syncCounter++ % USERS];
        client.setHeaders({
          "content-type": "application/json",
          authorization: `Bearer ${user.jwt}`,
        });
        client.on("body", (body) => {
          try {
            user.revision = JSON.parse(body).data.revision;
          } catch {
            /* keep the last revision */
          }
        });
        client.setRequests([
          {
            method: "PUT",
            path: `/api/user-settings/${user.documentId}`,
            setupRequest(request) {
              return {
                ...request,
                body: JSON.stringify({
                  data: {
                    settings: { profiles: { p: { name: `Bench ${user.revision}` } } },
                    revision: user.revision,
                  },
                }),
              };
            },
          },
        ]);
      },
    });
    return { login, settingsSync: sync };
  } finally {
    await backend.stop();
    await sink.close();
  }
}

const report = { users: USERS, durationSecondsPerRun: DURATION_S, sqlite: null, postgres: null };
report.sqlite = await benchDatabase("sqlite", {}, SQLITE_PORT);
const pg = startPostgres(Number(process.env.BENCH_POSTGRES_PORT ?? 55433));
try {
  report.postgres = await benchDatabase("postgres", pg.env, POSTGRES_BACKEND_PORT);
} finally {
  pg.stop();
}
report.budgetP95Under100ms = [report.sqlite, report.postgres].every(
  (r) => r.login.latencyP95Ms < 100 && r.settingsSync.latencyP95Ms < 100,
);
console.log(JSON.stringify(report, null, 2));
process.exit(0);
