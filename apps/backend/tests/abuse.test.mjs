/**
 * Abuse of the public account and form routes against real instances (two sharing PostgreSQL with
 * BACKEND_TEST_INSTANCES=2, requests alternating between them): per-IP limits whatever the e-mail
 * addresses, path spellings or GraphQL, counted in the database; escaped contact mail; answers and
 * timings that do not reveal accounts; the password rule. The instances run with IS_PROXIED, so
 * each test is its own client through X-Forwarded-For (proving the header is used).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { call, mailsTo, startBackend, startSink } from "./harness.mjs";

const DATABASE = process.env.BACKEND_TEST_DB ?? "sqlite";
const INSTANCES = Number(process.env.BACKEND_TEST_INSTANCES ?? 1);
const BASE_PORT = Number(process.env.BACKEND_TEST_PORT ?? 1400) + 10;
const SMTP_PORT = BASE_PORT + 20;
const MAIL_HTTP = BASE_PORT + 25;
const ACCOUNT_LIMIT = 5;
const LOGIN_LIMIT = 6;
const FORM_LIMIT = 4;
const MIN_MS = 400;

let sink;
const backends = [];
/** The i-th request's instance: alternating when there are two. */
const api = (i = 0) => backends[i % backends.length].api;
const graphqlUrl = (i = 0) => `${backends[i % backends.length].url}/graphql`;

let nextClient = 1;
/** A client address of its own for each test (TEST-NET-2). */
const newClient = () => `198.51.100.${nextClient++}`;
const from = (ip) => ({ "X-Forwarded-For": ip });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const newUser = (prefix = "ab") => {
  const id = unique();
  return {
    username: `${prefix}${id}`,
    email: `${prefix}${id}@example.test`,
    password: "Quiet-harbour-42",
  };
};

async function messagesTo(address) {
  const response = await fetch(
    `http://127.0.0.1:${MAIL_HTTP}/api/messages?to=${encodeURIComponent(address)}`,
  );
  return response.json();
}

async function gql(i, ip, query, variables = {}) {
  const response = await fetch(graphqlUrl(i), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...from(ip) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

async function timed(request) {
  const start = performance.now();
  const response = await request();
  return { ...response, ms: performance.now() - start };
}

/** Status of a GraphQL answer: 429 when the limit refused it. */
const gqlStatus = (response) =>
  response.status === 429 || response.body.errors?.some((e) => /too many requests/i.test(e.message))
    ? 429
    : response.status;

before(async () => {
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
});

after(async () => {
  await Promise.all(backends.map((b) => b.stop()));
  await sink?.close();
});

describe(`per-IP limits shared by the instances (${DATABASE}, ${INSTANCES} instance(s))`, () => {
  test("registrations with many addresses from one IP stop at the limit and mail no more", async () => {
    const ip = newClient();
    const users = Array.from({ length: ACCOUNT_LIMIT + 3 }, () => newUser("spray"));
    const statuses = [];
    for (const [i, user] of users.entries()) {
      const response = await call(api(i), "POST", "/auth/local/register", {
        body: user,
        headers: from(ip),
      });
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [
      ...Array(ACCOUNT_LIMIT).fill(200),
      ...Array(users.length - ACCOUNT_LIMIT).fill(429),
    ]);
    await mailsTo(MAIL_HTTP, users[ACCOUNT_LIMIT - 1].email);
    await new Promise((r) => setTimeout(r, 500));
    for (const user of users.slice(ACCOUNT_LIMIT))
      assert.deepEqual(await messagesTo(user.email), [], "no mail beyond the limit");
  });

  test("every path spelling and the GraphQL mutations count toward the same limit", async () => {
    const ip = newClient();
    const attempts = [
      () =>
        call(api(0), "POST", "/auth/forgot-password/", {
          body: { email: "a@example.test" },
          headers: from(ip),
        }),
      () =>
        call(api(1), "POST", "/AUTH/Forgot-Password", {
          body: { email: "b@example.test" },
          headers: from(ip),
        }),
      () =>
        call(api(0), "POST", "/auth//send-email-confirmation", {
          body: { email: "c@example.test" },
          headers: from(ip),
        }),
      () =>
        call(`${backends.at(-1).url}/API`, "POST", "/auth/local/register/", {
          body: newUser(),
          headers: from(ip),
        }),
      () => gql(0, ip, `mutation { forgotPassword(email: "d@example.test") { ok } }`),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      assert.notEqual(gqlStatus(response), 429, JSON.stringify(response.body));
    }
    const overLimit = [
      () =>
        call(api(1), "POST", "/auth/forgot-password", {
          body: { email: "e@example.test" },
          headers: from(ip),
        }),
      () => call(api(0), "POST", "/auth/local/register//", { body: newUser(), headers: from(ip) }),
      () =>
        gql(
          1,
          ip,
          `mutation { register(input: { username: "x${unique()}", email: "x${unique()}@example.test", password: "Quiet-harbour-42" }) { user { username } } }`,
        ),
    ];
    for (const attempt of overLimit) assert.equal(gqlStatus(await attempt()), 429);
  });

  test("one GraphQL request cannot hold several account mutations", async () => {
    const response = await gql(
      0,
      newClient(),
      `mutation {
      a: forgotPassword(email: "f@example.test") { ok }
      b: forgotPassword(email: "g@example.test") { ok }
    }`,
    );
    assert.ok(
      response.status === 400 || response.body.errors?.length,
      JSON.stringify(response.body),
    );
    assert.match(JSON.stringify(response.body), /one account request at a time/i);
  });

  test("the login limit is counted once for all instances", async () => {
    const ip = newClient();
    const statuses = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      const response = await call(api(i), "POST", "/auth/local", {
        body: { identifier: "nobody@example.test", password: "wrong-pass" },
        headers: from(ip),
      });
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [...Array(LOGIN_LIMIT).fill(400), 429]);
  });

  test("the contact form limit is counted once, whatever the path's spelling", async () => {
    const ip = newClient();
    const paths = ["/contact-messages", "/contact-messages/", "/Contact-Messages"];
    const statuses = [];
    for (let i = 0; i <= FORM_LIMIT; i++) {
      const response = await call(api(i), "POST", paths[i % paths.length], {
        body: { data: { name: "", email: "x" } },
        headers: from(ip),
      });
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [...Array(FORM_LIMIT).fill(400), 429]);
  });

  test("the client IP is the rightmost X-Forwarded-For entry, not one the client wrote", async () => {
    const ip = newClient();
    let last;
    for (let i = 0; i <= ACCOUNT_LIMIT; i++) {
      last = await call(api(i), "POST", "/auth/forgot-password", {
        body: { email: "h@example.test" },
        headers: { "X-Forwarded-For": `203.0.113.${i + 1}, ${ip}` },
      });
    }
    assert.equal(last.status, 429);
    // Another client behind the same proxy has its own allowance.
    const other = await call(api(0), "POST", "/auth/forgot-password", {
      body: { email: "h@example.test" },
      headers: from(newClient()),
    });
    assert.equal(other.status, 200);
  });
});

describe(`contact mail (${DATABASE})`, () => {
  test("markup from the form arrives escaped and a name cannot forge lines", async () => {
    const ip = newClient();
    const message =
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">hi</a>';
    const response = await call(api(0), "POST", "/contact-messages", {
      headers: from(ip),
      body: {
        data: {
          name: "Eve\nLanguage: forged\r\nBcc: victim@example.test",
          email: "eve@example.test",
          subject: "Hi\r\nBcc: victim@example.test",
          message,
          language: "en",
        },
      },
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const mails = await mailsTo(MAIL_HTTP, "owner@example.test");
    const mail = mails.find((m) => m.text.includes("alert(1)"));
    assert.ok(mail, "the contact mail");
    assert.doesNotMatch(mail.html, /<script|<img|<a\s|onerror="/i);
    assert.match(mail.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(mail.html, /javascript:alert\(3\)/, "shown as text");
    assert.doesNotMatch(mail.text, /^Language: forged/m);
    assert.doesNotMatch(mail.text, /^Bcc:/m);
    assert.match(
      mail.text,
      /^From: Eve Language: forged Bcc: victim@example\.test <eve@example\.test>$/m,
    );
    assert.equal(mail.subject, "[FoE Toolbox contact] Hi Bcc: victim@example.test");
    assert.deepEqual(await messagesTo("victim@example.test"), []);
  });
});

describe(`answers that do not reveal accounts (${DATABASE})`, () => {
  const spread = (a, b) => Math.abs(a - b);

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
    assert.ok(first.ms >= MIN_MS - 5 && again.ms >= MIN_MS - 5, `${first.ms} / ${again.ms}`);
    assert.ok(spread(first.ms, again.ms) < 250, `${first.ms} vs ${again.ms} ms`);
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
    const times = [unknown.ms, unconfirmed.ms, confirmed.ms];
    assert.ok(Math.max(...times) - Math.min(...times) < 200, times.join(" / "));
  });

  test("forgot password takes as long for a real account as for an unknown address", async () => {
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
    assert.ok(spread(real.ms, unknown.ms) < 150, `${real.ms} vs ${unknown.ms} ms`);
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
    const all = await fetch(`${api(0)}/surveys`, { headers: { Origin: "http://localhost:3000" } });
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
