// Answers that do not reveal accounts, the password rule, the public survey list (abuse.test.mjs).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  DATABASE,
  MAIL_HTTP,
  MIN_MS,
  api,
  call,
  from,
  gql,
  mailsTo,
  newClient,
  newUser,
  timed,
  unique,
} from "./context.mjs";

export function privacyTests() {
  describe(`answers that do not reveal accounts (${DATABASE})`, () => {
    // Timing: every answer is padded to at least MIN_MS and the account work (mail) runs after
    // it, so a real account cannot answer sooner than an unknown one. The tests check the floor
    // only: comparing durations would fail on a loaded machine (timings are for benchmarks).
    const padded = (...answers) =>
      assert.ok(
        answers.every((a) => a.ms >= MIN_MS - 5),
        answers.map((a) => a.ms).join(" / "),
      );

    test("register with a taken e-mail answers like a new account; the owner is told by mail", async () => {
      const ip = newClient();
      const user = newUser("taken");
      const first = await timed(() =>
        call(api(0), "POST", "/auth/local/register", { body: user, headers: from(ip) }),
      );
      const again = await timed(() =>
        call(api(1), "POST", "/auth/local/register", { body: user, headers: from(ip) }),
      );
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.deepEqual(again.body, first.body);
      assert.equal(first.body.jwt, undefined);
      padded(first, again);
      const mails = await mailsTo(MAIL_HTTP, user.email, 2);
      assert.ok(
        mails.some((m) => /confirmation=/.test(m.text)),
        "the confirmation mail",
      );
      assert.ok(
        mails.some((m) => /already has one/.test(m.text)),
        "the notice to the owner",
      );

      // A taken username with a new address: the same answer, and that address is told.
      const other = { ...user, email: `other${unique()}@example.test` };
      const sameName = await call(api(0), "POST", "/auth/local/register", {
        body: other,
        headers: from(ip),
      });
      assert.equal(sameName.status, 200);
      assert.deepEqual(Object.keys(sameName.body.user).sort(), Object.keys(first.body.user).sort());
      const [notice] = await mailsTo(MAIL_HTTP, other.email);
      assert.match(notice.text, /username chosen is already taken/);
    });

    test("GraphQL register answers the same for a taken e-mail", async () => {
      const ip = newClient();
      const user = newUser("gqltaken");
      const mutation = `mutation($input: UsersPermissionsRegisterInput!) {
      register(input: $input) { jwt user { username email confirmed } } }`;
      const first = await gql(0, ip, mutation, { input: user });
      const again = await gql(1, ip, mutation, { input: user });
      assert.equal(first.body.errors, undefined, JSON.stringify(first.body));
      assert.deepEqual(again.body, first.body);
    });

    test("resending the confirmation answers the same for unknown, unconfirmed and confirmed accounts", async () => {
      const ip = newClient();
      const user = newUser("resend");
      await call(api(0), "POST", "/auth/local/register", { body: user, headers: from(ip) });
      const [mail] = await mailsTo(MAIL_HTTP, user.email);
      const unknown = await timed(() =>
        call(api(1), "POST", "/auth/send-email-confirmation", {
          body: { email: `nobody${unique()}@example.test` },
          headers: from(ip),
        }),
      );
      const unconfirmed = await timed(() =>
        call(api(0), "POST", "/auth/send-email-confirmation", {
          body: { email: user.email },
          headers: from(ip),
        }),
      );
      const token = /confirmation=([\w-]+)/.exec(mail.text)[1];
      await call(api(1), "GET", `/auth/email-confirmation?confirmation=${token}`);
      const confirmed = await timed(() =>
        call(api(1), "POST", "/auth/send-email-confirmation", {
          body: { email: user.email },
          headers: from(ip),
        }),
      );
      for (const answer of [unknown, unconfirmed, confirmed]) {
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.deepEqual(Object.keys(answer.body).sort(), ["email", "sent"]);
        assert.equal(answer.body.sent, true);
      }
      assert.deepEqual(confirmed.body, unconfirmed.body);
      padded(unknown, unconfirmed, confirmed);
    });

    test("forgot password answers a real account and an unknown address alike, both padded", async () => {
      const ip = newClient();
      const user = newUser("forgot");
      await call(api(0), "POST", "/auth/local/register", { body: user, headers: from(ip) });
      const real = await timed(() =>
        call(api(1), "POST", "/auth/forgot-password", {
          body: { email: user.email },
          headers: from(ip),
        }),
      );
      const unknown = await timed(() =>
        call(api(0), "POST", "/auth/forgot-password", {
          body: { email: `nobody${unique()}@example.test` },
          headers: from(ip),
        }),
      );
      assert.deepEqual(real.body, { ok: true });
      assert.deepEqual(unknown.body, { ok: true });
      padded(real, unknown);
      const mails = await mailsTo(MAIL_HTTP, user.email, 2);
      assert.ok(
        mails.some((m) => /reset-password\?code=/.test(m.text)),
        "the reset mail is sent",
      );
    });
  });

  describe(`password rule (${DATABASE})`, () => {
    test("short and common passwords are refused on register, reset and change password", async () => {
      const ip = newClient();
      for (const [password, reason] of [
        ["123456", /at least 8 characters/],
        ["Secret1", /at least 8 characters/],
        ["12345678", /too common/],
        ["QwertyUIOP", /too common/],
      ]) {
        const response = await call(api(0), "POST", "/auth/local/register", {
          body: { ...newUser("weak"), password },
          headers: from(ip),
        });
        assert.equal(response.status, 400, password);
        assert.match(response.body.error.message, reason);
      }

      const user = newUser("rule");
      const client = newClient();
      await call(api(0), "POST", "/auth/local/register", { body: user, headers: from(client) });
      const [mail] = await mailsTo(MAIL_HTTP, user.email);
      const token = /confirmation=([\w-]+)/.exec(mail.text)[1];
      await call(api(1), "GET", `/auth/email-confirmation?confirmation=${token}`);
      const login = await call(api(1), "POST", "/auth/local", {
        body: { identifier: user.email, password: user.password },
        headers: from(client),
      });
      const change = await call(api(0), "POST", "/auth/change-password", {
        token: login.body.jwt,
        headers: from(client),
        body: {
          currentPassword: user.password,
          password: "baseball",
          passwordConfirmation: "baseball",
        },
      });
      assert.equal(change.status, 400);
      assert.match(change.body.error.message, /too common/);

      await call(api(1), "POST", "/auth/forgot-password", {
        body: { email: user.email },
        headers: from(client),
      });
      const reset = (await mailsTo(MAIL_HTTP, user.email, 2)).find((m) => /code=/.test(m.text));
      const code = /reset-password\?code=([\w-]+)/.exec(reset.text)[1];
      const weak = await call(api(0), "POST", "/auth/reset-password", {
        headers: from(client),
        body: { code, password: "short", passwordConfirmation: "short" },
      });
      assert.equal(weak.status, 400);
      assert.match(weak.body.error.message, /at least 8 characters/);
      const strong = await call(api(1), "POST", "/auth/reset-password", {
        headers: from(client),
        body: {
          code,
          password: "Lantern-over-ridge-7",
          passwordConfirmation: "Lantern-over-ridge-7",
        },
      });
      assert.equal(strong.status, 200, JSON.stringify(strong.body));
    });
  });

  describe(`public survey list (${DATABASE})`, () => {
    test("is cacheable by browsers and proxies, and sends one locale when asked", async () => {
      const all = await fetch(`${api(0)}/surveys`, {
        headers: { Origin: "http://localhost:3000" },
      });
      assert.equal(all.status, 200);
      assert.match(all.headers.get("cache-control") ?? "", /public, max-age=\d+/);
      assert.match(all.headers.get("vary") ?? "", /Origin/i);
      const allBody = await all.text();
      const de = await fetch(`${api(1)}/surveys?locale=de`);
      assert.match(de.headers.get("cache-control") ?? "", /public/);
      const deBody = await de.text();
      const [survey] = JSON.parse(deBody).data;
      assert.ok(survey, "the seeded survey is listed");
      assert.deepEqual(Object.keys(survey.title).sort(), ["de", "en"]);
      for (const question of survey.questions)
        for (const key of Object.keys(question.label ?? question.html ?? {}))
          assert.ok(["de", "en"].includes(key), key);
      assert.ok(deBody.length * 2 < allBody.length, `${deBody.length} of ${allBody.length} bytes`);
    });
  });
}
