/**
 * Hardening of the backend against abuse, on an instance started the way `npm start` starts it
 * (`npm run start` in apps/backend, NODE_ENV unset): GraphQL operation limits refused before
 * execution while other requests are served, production mode (no stack traces, no introspection,
 * no X-Powered-By), no admin registration from the web (the admin comes from `npm run
 * admin:create`), a depth limit on JSON bodies, and sessions that end with a logout, a password
 * change, a password reset or the account's deletion.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { BACKEND_DIR, call, mailsTo, startSink } from "./harness.mjs";
import { startNpmBackend } from "./npm-start.mjs";

const PORT = Number(process.env.BACKEND_TEST_PORT ?? 1400) + 30;
const SMTP_PORT = PORT + 1;
const MAIL_HTTP = PORT + 2;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const API = `${URL_BASE}/api`;

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let sink;
let backend;

before(async () => {
  sink = startSink(SMTP_PORT, MAIL_HTTP);
  backend = await startNpmBackend({
    port: PORT,
    database: process.env.BACKEND_TEST_DB ?? "sqlite",
    smtpPort: SMTP_PORT,
  });
});

after(async () => {
  await backend?.stop();
  await sink?.close();
});

async function graphql(query, { token, variables } = {}) {
  const started = performance.now();
  const response = await fetch(`${URL_BASE}/graphql`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text),
    ms: performance.now() - started,
  };
}

async function registerConfirmAndLogin(user) {
  const registered = await call(API, "POST", "/auth/local/register", { body: user });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const [mail] = await mailsTo(MAIL_HTTP, user.email);
  const link = /\/api\/auth\/email-confirmation\?confirmation=([\w-]+)/.exec(mail.text + mail.html);
  assert.ok(link, "confirmation link");
  const confirmed = await call(API, "GET", `/auth/email-confirmation?confirmation=${link[1]}`);
  assert.equal(confirmed.status, 302);
  return login(user);
}

async function login(user, password = user.password) {
  const response = await call(API, "POST", "/auth/local", {
    body: { identifier: user.email, password },
  });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.ok(response.body.jwt);
  return response.body;
}

const payloadOf = (jwt) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString());

/** Whether `token` still opens /users/me and the settings. */
async function tokenWorks(token) {
  const me = await call(API, "GET", "/users/me", { token });
  const settings = await call(API, "GET", "/user-settings", { token });
  assert.equal(me.status === 200, settings.status === 200, "both or neither");
  if (me.status !== 200) assert.equal(me.status, 401, JSON.stringify(me.body));
  return me.status === 200;
}

describe("GraphQL operation limits", () => {
  let token;
  before(async () => {
    const user = {
      username: `gql${unique}`,
      email: `gql${unique}@example.test`,
      password: "Secret-pass-1",
    };
    token = (await registerConfirmAndLogin(user)).jwt;
  });

  test("an ordinary query with a few aliases is answered", async () => {
    const result = await graphql(
      "{ a: userSettings { documentId } b: userSettings { documentId } me { username } }",
      { token },
    );
    assert.equal(result.status, 200, result.text);
    assert.deepEqual(result.body.data.a, []);
    assert.equal(result.body.data.me.username, `gql${unique}`);
  });

  test("1,000 aliases are refused at once while /_health is served", async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: userSettings { documentId }`).join(" ")} }`;
    const pending = graphql(query, { token });
    await new Promise((r) => setTimeout(r, 20));
    const healthStart = performance.now();
    const health = await fetch(`${URL_BASE}/_health`);
    const healthMs = performance.now() - healthStart;
    const result = await pending;
    assert.equal(result.status, 400, result.text.slice(0, 300));
    assert.equal(result.body.data, undefined);
    assert.ok(result.body.errors.length <= 3, `${result.body.errors.length} errors`);
    assert.ok(result.text.length < 2_000, `${result.text.length} bytes`);
    assert.ok(result.ms < 2_000, `refused after ${Math.round(result.ms)} ms`);
    assert.ok(health.status < 300);
    assert.ok(healthMs < 2_000, `/_health after ${Math.round(healthMs)} ms`);
  });

  test("5,000 anonymous `me` are refused quickly with a short answer", async () => {
    const query = `{ ${Array.from({ length: 5000 }, (_, i) => `m${i}: me { id }`).join(" ")} }`;
    const result = await graphql(query);
    assert.equal(result.status, 400, result.text.slice(0, 300));
    assert.ok(result.text.length < 2_000, `${result.text.length} bytes`);
    assert.ok(result.ms < 2_000, `refused after ${Math.round(result.ms)} ms`);
  });

  test("more than a few aliases of one field are refused", async () => {
    const query = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: me { id }`).join(" ")} }`;
    const result = await graphql(query, { token });
    assert.equal(result.status, 400, result.text.slice(0, 300));
    assert.match(result.body.errors[0].message, /alias/i);
  });

  test("deep queries and batched requests are refused", async () => {
    let selection = "documentId";
    for (let i = 0; i < 12; i++) selection = `owner { role { users { ${selection} } } }`;
    const deep = await graphql(`{ userSettings { ${selection} } }`, { token });
    assert.equal(deep.status, 400, deep.text.slice(0, 300));
    const batch = await fetch(`${URL_BASE}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify([{ query: "{ me { id } }" }, { query: "{ me { id } }" }]),
    });
    assert.equal(batch.status, 400);
  });
});

describe("production mode of `npm run start`", () => {
  test("no X-Powered-By header", async () => {
    for (const path of ["/_health", "/api/surveys", "/graphql"]) {
      const response = await fetch(`${URL_BASE}${path}`, { method: "GET" });
      assert.equal(response.headers.get("x-powered-by"), null, path);
    }
  });

  test("GraphQL errors carry neither stack traces nor paths", async () => {
    for (const query of ["{ userSettings { nope } }", "{ userSettings { documentId } }", "{"]) {
      const result = await graphql(query);
      assert.ok(result.body.errors?.length, result.text);
      assert.doesNotMatch(result.text, /stacktrace|node_modules|\/dist\/|at [\w.]+ \(/i);
      assert.ok(!result.text.includes(BACKEND_DIR), "no absolute path");
    }
  });

  test("introspection is off", async () => {
    const result = await graphql("{ __schema { queryType { name } types { name } } }");
    assert.equal(result.body.data?.__schema, undefined, result.text.slice(0, 300));
    assert.ok(result.body.errors?.length);
    const typeQuery = await graphql('{ __type(name: "UsersPermissionsMe") { fields { name } } }');
    assert.equal(typeQuery.body.data?.__type ?? null, null, typeQuery.text.slice(0, 300));
  });
});

describe("body depth limit", () => {
  const nested = (depth, leaf = "1") => "[".repeat(depth) + leaf + "]".repeat(depth);

  for (const depth of [5000, 3000]) {
    test(`a JSON body nested ${depth} levels gets a short 400`, async () => {
      for (const [path, body] of [
        ["/api/auth/local", `{"identifier":${nested(depth)},"password":"x"}`],
        ["/api/contact-messages", `{"data":{"message":${nested(depth, '"deep"')}}}`],
        ["/graphql", `{"query":"{ me { id } }","variables":{"v":${nested(depth)}}}`],
      ]) {
        const response = await fetch(`${URL_BASE}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
        });
        const text = await response.text();
        assert.equal(response.status, 400, `${path}: ${text.slice(0, 200)}`);
        assert.ok(text.length < 500, `${path}: ${text.length} bytes`);
        assert.ok(!text.includes("[[["), `${path}: the input is not echoed`);
      }
    });
  }

  test("ordinary nesting is still accepted", async () => {
    const response = await call(API, "POST", "/auth/local", {
      body: { identifier: "nobody@example.test", password: "wrong-pass-1" },
    });
    assert.equal(response.status, 400);
    assert.match(response.body.error.message, /invalid identifier or password/i);
  });
});

describe("admin registration", () => {
  const admin = {
    email: `admin${unique}@example.test`,
    password: "Admin-pass-123",
    firstname: "Ada",
    lastname: "Admin",
  };

  test("the web offers no admin registration, even before an admin exists", async () => {
    const init = await call(URL_BASE, "GET", "/admin/init");
    assert.equal(init.status, 200);
    assert.equal(init.body.data.hasAdmin, true, "the admin panel shows its login, not a sign-up");
    const registered = await call(URL_BASE, "POST", "/admin/register-admin", { body: admin });
    assert.equal(registered.status, 403, JSON.stringify(registered.body));
    const loginAttempt = await call(URL_BASE, "POST", "/admin/login", {
      body: { email: admin.email, password: admin.password },
    });
    assert.notEqual(loginAttempt.status, 200);
  });

  test("`npm run admin:create` needs its credentials", async () => {
    const { code, output } = await backend.run("admin:create", {
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    });
    assert.notEqual(code, 0);
    assert.match(output, /ADMIN_EMAIL/);
  });

  test("`npm run admin:create` makes a super admin from ADMIN_EMAIL / ADMIN_PASSWORD", async () => {
    const { code, output } = await backend.run("admin:create", {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_FIRSTNAME: admin.firstname,
    });
    assert.equal(code, 0, output);
    const loggedIn = await call(URL_BASE, "POST", "/admin/login", {
      body: { email: admin.email, password: admin.password },
    });
    assert.equal(loggedIn.status, 200, JSON.stringify(loggedIn.body));
    assert.ok(loggedIn.body.data.token);
    const again = await backend.run("admin:create", {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    assert.equal(again.code, 0, "running it again keeps the admin");
    assert.match(again.output, /already exists/);
  });
});

describe("sessions", () => {
  const user = {
    username: `sess${unique}`,
    email: `sess${unique}@example.test`,
    password: "Secret-pass-1",
  };
  let session;

  before(async () => {
    session = await registerConfirmAndLogin(user);
  });

  test("logins give a short access token and a refresh token of at most 30 days", async () => {
    assert.ok(session.refreshToken, "a refresh token");
    const access = payloadOf(session.jwt);
    assert.ok(access.exp - access.iat <= 30 * 60, "access token ≤ 30 minutes");
    const refresh = payloadOf(session.refreshToken);
    assert.ok(refresh.exp - Date.now() / 1000 <= 30 * 86_400 + 60, "refresh token ≤ 30 days");
    assert.ok(await tokenWorks(session.jwt));
  });

  test("a refresh gives a working token and retires the old pair", async () => {
    const refreshed = await call(API, "POST", "/auth/refresh", {
      body: { refreshToken: session.refreshToken },
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.ok(await tokenWorks(refreshed.body.jwt));
    assert.equal(await tokenWorks(session.jwt), false, "the replaced access token");
    const reused = await call(API, "POST", "/auth/refresh", {
      body: { refreshToken: session.refreshToken },
    });
    assert.equal(reused.status, 401, "a used refresh token");
    session = refreshed.body;
  });

  test("logout ends the session on the server", async () => {
    const other = await login(user);
    const out = await call(API, "POST", "/auth/logout", {
      token: session.jwt,
      body: { refreshToken: session.refreshToken },
    });
    assert.equal(out.status, 200, JSON.stringify(out.body));
    assert.equal(await tokenWorks(session.jwt), false);
    const refresh = await call(API, "POST", "/auth/refresh", {
      body: { refreshToken: session.refreshToken },
    });
    assert.equal(refresh.status, 401);
    assert.ok(await tokenWorks(other.jwt), "another device stays logged in");
    session = other;
  });

  test("a password change ends every earlier session", async () => {
    const other = await login(user);
    const changed = await call(API, "POST", "/auth/change-password", {
      token: session.jwt,
      body: {
        currentPassword: user.password,
        password: "Second-pass-2",
        passwordConfirmation: "Second-pass-2",
      },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    user.password = "Second-pass-2";
    assert.equal(await tokenWorks(session.jwt), false, "the token that changed it");
    assert.equal(await tokenWorks(other.jwt), false, "another device");
    const refresh = await call(API, "POST", "/auth/refresh", {
      body: { refreshToken: other.refreshToken },
    });
    assert.equal(refresh.status, 401);
    assert.ok(await tokenWorks(changed.body.jwt), "the new session");
    session = changed.body;
  });

  test("a password reset ends every earlier session", async () => {
    const forgot = await call(API, "POST", "/auth/forgot-password", {
      body: { email: user.email },
    });
    assert.equal(forgot.status, 200);
    const mails = await mailsTo(MAIL_HTTP, user.email, 2);
    const code = /reset-password\?code=([\w-]+)/.exec(
      mails.map((m) => m.text + m.html).join("\n"),
    )?.[1];
    assert.ok(code, "reset link");
    const reset = await call(API, "POST", "/auth/reset-password", {
      body: { code, password: "Third-pass-3", passwordConfirmation: "Third-pass-3" },
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    user.password = "Third-pass-3";
    assert.equal(await tokenWorks(session.jwt), false);
    assert.ok(await tokenWorks(reset.body.jwt));
    session = reset.body;
  });

  test("deleting the account ends every session", async () => {
    const other = await login(user);
    const deleted = await call(API, "DELETE", "/account", { token: session.jwt });
    assert.equal(deleted.status, 204);
    assert.equal(await tokenWorks(other.jwt), false);
    const refresh = await call(API, "POST", "/auth/refresh", {
      body: { refreshToken: other.refreshToken },
    });
    assert.equal(refresh.status, 401);
  });
});
