#!/usr/bin/env node
// Backend load figures (the budget: settings read and sync p95 < 100 ms at 50 concurrent users
// on PostgreSQL with two instances): 50 users, each with a settings document; autocannon with 50
// connections runs logins (POST /api/auth/local), settings reads (GET /api/user-settings/:id),
// settings syncs (PUT with the user's current revision, as the site does), the smallest
// authenticated route as a floor for both (GET /api/users/me) and the public survey list (GET
// /api/surveys, one locale and all of them), on SQLite with one instance and on PostgreSQL with
// two (connections spread over both), then the survey list through nginx with
// deploy/nginx/backend.conf when nginx is installed. The rate limits stay on (counted in the
// database, as in production) with maxima no run reaches, so their cost is in the figures.
// Prints JSON.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { ROOT } from "./lib.mjs";
import { startBackendProxy, NGINX } from "./backend-nginx.mjs";
import { startPostgres } from "./postgres.mjs";

const { startBackend, startSink, mailsTo, call } = await import(
  `${ROOT}/apps/backend/tests/harness.mjs`
);
const USERS = 50;
const DURATION_S = Number(process.env.BENCH_BACKEND_SECONDS ?? 10);
// Each run also uses its port + 25 (SMTP), + 80 (mail inbox) and + 90 (nginx).
const SQLITE_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 1600);
const POSTGRES_BACKEND_PORT = Number(process.env.BENCH_BACKEND_PG_PORT ?? 1700);
const LIMITS_ON = {
  AUTH_RATE_LIMIT_ENABLED: "true",
  AUTH_RATE_LIMIT_MAX: "100000000",
  ACCOUNT_RATE_LIMIT_MAX: "100000",
  FORM_RATE_LIMIT_MAX: "100000",
};

async function prepareUsers(apis, mailHttp) {
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const api = apis[i % apis.length];
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

/** CPU time (ms) the processes have used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pids) {
  try {
    let total = 0;
    for (const pid of pids) {
      // utime and stime, in clock ticks (100 per second on Linux).
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    }
    return total;
  } catch {
    return null;
  }
}

/**
 * autocannon with 50 connections over the given bases; p95 from every response time. Requests
 * still running when a run ends keep the backend busy, so each run first waits until every base
 * answers its health check.
 */
async function load(bases, options, pids = []) {
  await Promise.all(bases.map((base) => fetch(`${base}/_health`).catch(() => null)));
  const cpuBefore = cpuMs(pids);
  const latencies = [];
  const instance = autocannon({
    ...options,
    url: bases.length === 1 ? bases[0] : bases,
    connections: USERS,
    duration: DURATION_S,
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const cpuAfter = cpuMs(pids);
  latencies.sort((a, b) => a - b);
  const p95 = latencies.length
    ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))]
    : null;
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP95Ms: p95,
    latencyP99Ms: result.latency.p99,
    bytesPerResponse: result.requests.total
      ? Math.round(result.throughput.total / result.requests.total)
      : null,
    // The backend processes' CPU per request (the database server's is not counted).
    backendCpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && pids.length > 0 && result.requests.total
        ? Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 100) / 100
        : null,
    non2xx: result.non2xx,
    errors: result.errors,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

const surveys = (bases, query = "", pids = []) =>
  load(bases, { requests: [{ method: "GET", path: `/api/surveys${query}` }] }, pids);

async function benchDatabase(database, extraEnv, basePort, instances) {
  const sink = startSink(basePort + 25, basePort + 80);
  const backends = [];
  try {
    for (let i = 0; i < instances; i++)
      backends.push(
        await startBackend({
          port: basePort + i,
          database,
          smtpPort: basePort + 25,
          env: { ...extraEnv, ...LIMITS_ON },
        }),
      );
    const apis = backends.map((b) => b.api);
    const bases = backends.map((b) => b.url);
    const pids = backends.map((b) => b.pid);
    const run = (options) => load(bases, options, pids);
    const users = await prepareUsers(apis, basePort + 80);
    const perUser = (build) => {
      let counter = 0;
      return (client) => build(client, users[counter++ % USERS]);
    };
    const result = { instances };
    result.settingsRead = await run({
      setupClient: perUser((client, user) =>
        client.setRequests([
          {
            method: "GET",
            path: `/api/user-settings/${user.documentId}`,
            headers: { authorization: `Bearer ${user.jwt}` },
          },
        ]),
      ),
    });
    result.authenticatedMe = await run({
      setupClient: perUser((client, user) =>
        client.setRequests([
          {
            method: "GET",
            path: "/api/users/me",
            headers: { authorization: `Bearer ${user.jwt}` },
          },
        ]),
      ),
    });
    result.settingsSync = await run({
      setupClient: perUser((client, user) => {
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
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${user.jwt}`,
            },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                data: {
                  settings: { profiles: { p: { name: `Bench ${user.revision}` } } },
                  revision: user.revision,
                },
              }),
            }),
          },
        ]);
      }),
    });
    // Logins last but the survey list: requests still hashing passwords when a run ends (bcrypt on
    // an overloaded machine outlasts autocannon's timeout) would slow the settings runs.
    result.login = await run({
      setupClient: perUser((client, user) =>
        client.setRequests([
          {
            method: "POST",
            path: "/api/auth/local",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ identifier: user.email, password: user.password }),
          },
        ]),
      ),
    });
    result.surveysOneLocale = await surveys(bases, "?locale=de", pids);
    result.surveysAllLocales = await surveys(bases, "", pids);
    const proxy = await startBackendProxy(
      basePort + 90,
      backends.map((_, i) => basePort + i),
    );
    if (proxy) {
      try {
        result.surveysThroughNginx = await surveys([proxy.url], "?locale=de", pids);
      } finally {
        await proxy.stop();
      }
    } else result.surveysThroughNginx = `not measured: no nginx at ${NGINX}`;
    return result;
  } finally {
    await Promise.all(backends.map((b) => b.stop()));
    await sink.close();
  }
}

const report = {
  users: USERS,
  connections: USERS,
  durationSecondsPerRun: DURATION_S,
  loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
  sqlite: null,
  postgres: null,
};
report.sqlite = await benchDatabase("sqlite", {}, SQLITE_PORT, 1);
const pg = startPostgres(Number(process.env.BENCH_POSTGRES_PORT ?? 55433));
try {
  report.postgres = await benchDatabase("postgres", pg.env, POSTGRES_BACKEND_PORT, 2);
} finally {
  pg.stop();
}
report.budgetP95Under100ms =
  report.postgres.settingsRead.latencyP95Ms < 100 &&
  report.postgres.settingsSync.latencyP95Ms < 100;
console.log(JSON.stringify(report, null, 2));
process.exit(0);
