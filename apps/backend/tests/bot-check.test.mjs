/**
 * The bot check on register, forgot password and the confirmation mail, whatever the path's
 * spelling, and on the GraphQL register / forgotPassword mutations: a backend with HCAPTCHA_SECRET
 * set verifies the token against a fake provider served by this test (HCAPTCHA_VERIFY_URL), which
 * accepts only "good-token" sent with the right secret. Login needs no token.
 */
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, describe, test } from "node:test";
import { call, mailsTo, startBackend, startSink } from "./harness.mjs";

const DATABASE = process.env.BACKEND_TEST_DB ?? "sqlite";
const BASE_PORT = Number(process.env.BACKEND_TEST_PORT ?? 1400) + 50;
const VERIFY_PORT = BASE_PORT + 5;
const SMTP_PORT = BASE_PORT + 15;
const MAIL_HTTP = BASE_PORT + 40;
const SECRET = "test-secret";

let backend;
let sink;
let verifier;
const verifications = [];

before(async () => {
  verifier = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      verifications.push(Object.fromEntries(form));
      const success = form.get("secret") === SECRET && form.get("response") === "good-token";
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ success }));
    });
  });
  await new Promise((resolve) => verifier.listen(VERIFY_PORT, "127.0.0.1", resolve));
  sink = startSink(SMTP_PORT, MAIL_HTTP);
  backend = await startBackend({
    port: BASE_PORT,
    database: DATABASE,
    smtpPort: SMTP_PORT,
    env: {
      HCAPTCHA_SECRET: SECRET,
      HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${VERIFY_PORT}/siteverify`,
      AUTH_RATE_LIMIT_MAX: "100",
      ACCOUNT_RATE_LIMIT_MAX: "100",
    },
  });
});

after(async () => {
  await backend?.stop();
  await sink?.close();
  await new Promise((resolve) => verifier?.close(resolve));
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const newUser = () => {
  const id = unique();
  return { username: `bot${id}`, email: `bot${id}@example.test`, password: "Secret-pass-1" };
};

describe(`bot check on the auth routes (${DATABASE})`, () => {
  test("register without a token or with a rejected one is refused and sends no mail", async () => {
    const user = newUser();
    const missing = await call(backend.api, "POST", "/auth/local/register", { body: user });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error.name, "ValidationError");
    assert.match(missing.body.error.message, /bot check is missing/);
    const rejected = await call(backend.api, "POST", "/auth/local/register", {
      body: user,
      headers: { "X-Captcha-Token": "bad-token" },
    });
    assert.equal(rejected.status, 400);
    assert.match(rejected.body.error.message, /bot check failed/);
    assert.deepEqual(verifications.at(-1), {
      secret: SECRET,
      response: "bad-token",
      remoteip: verifications.at(-1).remoteip,
    });
    const login = await call(backend.api, "POST", "/auth/local", {
      body: { identifier: user.email, password: user.password },
    });
    assert.equal(login.status, 400, "no account was created");
    const mails = await (
      await fetch(`http://127.0.0.1:${MAIL_HTTP}/api/messages?to=${encodeURIComponent(user.email)}`)
    ).json();
    assert.deepEqual(mails, []);
  });

  test("register with an accepted token in the header or in the body", async () => {
    const first = newUser();
    const viaHeader = await call(backend.api, "POST", "/auth/local/register", {
      body: first,
      headers: { "X-Captcha-Token": "good-token" },
    });
    assert.equal(viaHeader.status, 200, JSON.stringify(viaHeader.body));
    assert.equal(viaHeader.body.user.email, first.email);
    await mailsTo(MAIL_HTTP, first.email);
    const second = newUser();
    const viaBody = await call(backend.api, "POST", "/auth/local/register", {
      body: { ...second, captchaToken: "good-token" },
    });
    assert.equal(viaBody.status, 200, JSON.stringify(viaBody.body));
  });

  test("forgot password and the confirmation mail need the check too; login does not", async () => {
    const user = newUser();
    await call(backend.api, "POST", "/auth/local/register", {
      body: user,
      headers: { "X-Captcha-Token": "good-token" },
    });
    const missing = await call(backend.api, "POST", "/auth/forgot-password", {
      body: { email: user.email },
    });
    assert.equal(missing.status, 400);
    assert.match(missing.body.error.message, /bot check/);
    const ok = await call(backend.api, "POST", "/auth/forgot-password", {
      body: { email: user.email },
      headers: { "X-Captcha-Token": "good-token" },
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const login = await call(backend.api, "POST", "/auth/local", {
      body: { identifier: user.email, password: "wrong-pass" },
    });
    assert.equal(login.status, 400);
    assert.doesNotMatch(login.body.error.message, /bot check/);
    const resendMissing = await call(backend.api, "POST", "/auth/send-email-confirmation", {
      body: { email: user.email },
    });
    assert.equal(resendMissing.status, 400);
    assert.match(resendMissing.body.error.message, /bot check/);
    const resend = await call(backend.api, "POST", "/auth/send-email-confirmation", {
      body: { email: user.email },
      headers: { "X-Captcha-Token": "good-token" },
    });
    assert.equal(resend.status, 200);
  });

  test("other spellings of the paths are checked too", async () => {
    for (const path of [
      "/auth/local/register/",
      "/auth/local//register",
      "/Auth/Local/Register",
      "/auth/forgot-password/",
      "/auth/send-email-confirmation//",
    ]) {
      const user = newUser();
      const response = await call(backend.api, "POST", path, { body: user });
      assert.equal(response.status === 404 || response.status === 405 ? 400 : response.status, 400);
      if (response.status === 400) assert.match(response.body.error.message, /bot check/, path);
      const login = await call(backend.api, "POST", "/auth/local", {
        body: { identifier: user.email, password: user.password },
      });
      assert.equal(login.status, 400, `${path}: no account was created`);
    }
  });

  test("the GraphQL register and forgotPassword mutations need the check", async () => {
    const user = newUser();
    const mutation = `mutation($input: UsersPermissionsRegisterInput!) {
      register(input: $input) { user { username } } }`;
    const gql = (query, variables, headers = {}) =>
      fetch(`${backend.url}/graphql`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      }).then((r) => r.json());
    const missing = await gql(mutation, { input: user });
    assert.match(JSON.stringify(missing.errors), /bot check is missing/);
    const forgot = await gql(`mutation { forgotPassword(email: "${user.email}") { ok } }`, {});
    assert.match(JSON.stringify(forgot.errors), /bot check is missing/);
    const accepted = await gql(mutation, { input: user }, { "X-Captcha-Token": "good-token" });
    assert.equal(accepted.errors, undefined, JSON.stringify(accepted));
    await mailsTo(MAIL_HTTP, user.email);
  });

  test("without IS_PROXIED the client IP is the connection's, not X-Forwarded-For", async () => {
    await call(backend.api, "POST", "/auth/forgot-password", {
      body: { email: "someone@example.test" },
      headers: { "X-Captcha-Token": "bad-token", "X-Forwarded-For": "203.0.113.7" },
    });
    assert.equal(verifications.at(-1).response, "bad-token");
    assert.equal(verifications.at(-1).remoteip, "127.0.0.1");
  });

  test("the site may send the token header across origins (CORS)", async () => {
    const preflight = await fetch(`${backend.api}/auth/local/register`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-captcha-token",
      },
    });
    assert.match(preflight.headers.get("access-control-allow-headers") ?? "", /x-captcha-token/i);
  });
});
