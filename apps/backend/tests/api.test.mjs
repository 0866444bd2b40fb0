/**
 * Integration tests of the backend API against real Strapi instances and the mail sink:
 * register → confirm by mail → login → me → settings CRUD with revisions → count → owner scoping
 * on REST and GraphQL → malformed bodies → forgot/reset password by mail → contact/survey → account
 * deletion → CORS → rate limit; surveys: only open ones are listed, responses are checked against
 * their survey (admin-made surveys through the admin API, the seeded one from data/surveys).
 *
 * BACKEND_TEST_DB=sqlite|postgres chooses the database; BACKEND_TEST_INSTANCES=2 starts two
 * instances on one database and writes through the first while reading through the second.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { call, createAdmin, mailsTo, startBackend, startSink } from "./harness.mjs";

const DATABASE = process.env.BACKEND_TEST_DB ?? "sqlite";
const INSTANCES = Number(process.env.BACKEND_TEST_INSTANCES ?? 1);
const BASE_PORT = Number(process.env.BACKEND_TEST_PORT ?? 1400);
const SMTP_PORT = BASE_PORT + 25;
const MAIL_HTTP = BASE_PORT + 80;
const RATE_LIMIT = 40;
const FORM_RATE_LIMIT = 30;
const SEEDED_SURVEY = "toolbox-feedback-2026";

/** Valid answers to the seeded survey (the conditional question is shown and answered). */
const SEEDED_ANSWERS = {
  tools: ["gb-investment", "trade"],
  frequency: "weekly",
  usefulness: { "gb-investment": "very" },
  device: "phone",
  missing: "yes",
  "missing-details": "A planner for events.",
  ideas: ["events", "city", "guilds", "army", "goods"],
};

let sink;
const backends = [];
/** Writes go to the first instance, reads to the last (the same one with a single instance). */
const write = () => backends[0].api;
const read = () => backends[backends.length - 1].api;
const graphql = () => `${backends[backends.length - 1].url}/graphql`;

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const userA = {
  username: `alice${unique}`,
  email: `alice${unique}@example.test`,
  password: "Secret-pass-1",
};
const userB = {
  username: `bob${unique}`,
  email: `bob${unique}@example.test`,
  password: "Secret-pass-2",
};

async function registerAndConfirm(user) {
  const registered = await call(write(), "POST", "/auth/local/register", { body: user });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  assert.equal(registered.body.user.confirmed, false);
  assert.equal(registered.body.jwt, undefined, "no session before the e-mail is confirmed");
  const [mail] = await mailsTo(MAIL_HTTP, user.email);
  const link = /https?:\/\/\S+\/api\/auth\/email-confirmation\?confirmation=([\w-]+)/.exec(
    mail.text + mail.html,
  );
  assert.ok(link, `confirmation link in: ${mail.text}`);
  const confirmed = await call(read(), "GET", `/auth/email-confirmation?confirmation=${link[1]}`);
  assert.equal(confirmed.status, 302);
  assert.equal(
    confirmed.headers.get("location"),
    "http://localhost:3000/user-settings?confirmed=1",
  );
}

async function login(user, password = user.password) {
  const response = await call(read(), "POST", "/auth/local", {
    body: { identifier: user.email, password },
  });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.ok(response.body.jwt);
  return response.body.jwt;
}

async function gql(token, query, variables = {}) {
  const response = await fetch(graphql(), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

before(async () => {
  sink = startSink(SMTP_PORT, MAIL_HTTP);
  for (let i = 0; i < INSTANCES; i++) {
    backends.push(
      await startBackend({
        port: BASE_PORT + i,
        database: DATABASE,
        smtpPort: SMTP_PORT,
        env: {
          AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT),
          FORM_RATE_LIMIT_MAX: String(FORM_RATE_LIMIT),
          // The account mail limit has its own test (abuse/limits.mjs).
          ACCOUNT_RATE_LIMIT_MAX: "100",
        },
      }),
    );
  }
});

after(async () => {
  await Promise.all(backends.map((b) => b.stop()));
  await sink?.close();
});

describe(`backend API (${DATABASE}, ${INSTANCES} instance${INSTANCES > 1 ? "s" : ""})`, () => {
  let tokenA;
  let tokenB;
  let settingsId;

  test("register, confirm by e-mail, log in and fetch /users/me", async () => {
    await registerAndConfirm(userA);
    tokenA = await login(userA);
    const me = await call(read(), "GET", "/users/me", { token: tokenA });
    assert.equal(me.status, 200);
    assert.equal(me.body.email, userA.email);
    assert.equal(me.body.password, undefined);
    // Strapi 5 answers an anonymous /users/me with 403 (the public role has no "me" permission).
    const anonymous = await call(read(), "GET", "/users/me");
    assert.ok([401, 403].includes(anonymous.status), String(anonymous.status));
  });

  test("an unconfirmed account cannot log in and can ask for the mail again", async () => {
    const user = {
      username: `carol${unique}`,
      email: `carol${unique}@example.test`,
      password: "Secret-pass-3",
    };
    await call(write(), "POST", "/auth/local/register", { body: user });
    // The account is made beside the answer (which does not tell whether it is new): its mail says
    // it exists.
    await mailsTo(MAIL_HTTP, user.email);
    const denied = await call(read(), "POST", "/auth/local", {
      body: { identifier: user.email, password: user.password },
    });
    assert.equal(denied.status, 400);
    assert.match(denied.body.error.message, /not (been )?confirmed/i);
    const resend = await call(write(), "POST", "/auth/send-email-confirmation", {
      body: { email: user.email },
    });
    assert.equal(resend.status, 200);
    await mailsTo(MAIL_HTTP, user.email, 2);
  });

  test("account mails are in the language the site sent, as HTML with links and plain text", async () => {
    const user = {
      username: `dora<i>${unique}`,
      email: `dora${unique}@example.test`,
      password: "Secret-pass-3",
    };
    const registered = await call(write(), "POST", "/auth/local/register", {
      body: { ...user, locale: "de" },
    });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));
    const [mail] = await mailsTo(MAIL_HTTP, user.email);
    assert.equal(mail.subject, "Bestätige dein FoE-Toolbox-Konto");
    assert.match(mail.html, /^<!doctype html><html lang="de">/);
    assert.ok(mail.html.includes(`Hallo dora&lt;i&gt;${unique},`), "values escaped in HTML");
    assert.ok(mail.text.includes(`Hallo dora<i>${unique},`));
    assert.doesNotMatch(mail.text.replace(user.username, ""), /<\/?[a-z]/i, "no markup in text");
    const href = /<a href="([^"]+)"/.exec(mail.html)[1].replaceAll("&amp;", "&");
    assert.ok(mail.text.includes(href), "the same link in both parts");
    const link = new URL(href);
    assert.equal(link.searchParams.get("locale"), "de");
    const confirmed = await call(read(), "GET", `/auth/email-confirmation${link.search}`);
    assert.equal(confirmed.status, 302);
    assert.equal(
      confirmed.headers.get("location"),
      "http://localhost:3000/de/user-settings?confirmed=1",
    );
    // A used link lands on the login page, which says so and offers a new mail.
    const used = await call(read(), "GET", `/auth/email-confirmation${link.search}`);
    assert.equal(used.status, 302);
    assert.equal(
      used.headers.get("location"),
      "http://localhost:3000/de/login?confirmation=invalid",
    );

    const forgot = await call(write(), "POST", "/auth/forgot-password", {
      body: { email: user.email, locale: "pt-br" },
    });
    assert.equal(forgot.status, 200, JSON.stringify(forgot.body));
    const reset = (await mailsTo(MAIL_HTTP, user.email, 2)).find((m) => /code=/.test(m.text));
    assert.equal(reset.subject, "Redefina sua senha do FoE Toolbox");
    assert.match(reset.html, /<a href="http:\/\/localhost:3000\/pt-BR\/reset-password\?code=\w+"/);
    assert.match(reset.text, /http:\/\/localhost:3000\/pt-BR\/reset-password\?code=\w+/);

    // An unknown language gets English; an existing address is told by mail, in that language.
    const again = await call(write(), "POST", "/auth/local/register", {
      body: { ...user, username: `other${unique}`, locale: "xx" },
    });
    assert.equal(again.status, 200);
    const taken = (await mailsTo(MAIL_HTTP, user.email, 3)).find((m) =>
      /already has one/.test(m.text),
    );
    assert.equal(taken.subject, "Your FoE Toolbox account");
    assert.match(taken.html, /<a href="http:\/\/localhost:3000\/login"/);
  });

  test("settings document: create, read, count, update with revisions, conflict", async () => {
    const created = await call(write(), "POST", "/user-settings", {
      token: tokenA,
      body: { data: { settings: { profiles: { p1: { name: "Main" } } } } },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.data.revision, 0);
    assert.equal(created.body.data.owner, undefined, "the owner relation is private");
    settingsId = created.body.data.documentId;

    const again = await call(write(), "POST", "/user-settings", {
      token: tokenA,
      body: { data: { settings: {} } },
    });
    assert.equal(again.status, 409, "one settings document per user");

    const list = await call(read(), "GET", "/user-settings", { token: tokenA });
    assert.equal(list.status, 200);
    assert.equal(list.body.data.length, 1);
    assert.deepEqual(list.body.data[0].settings, { profiles: { p1: { name: "Main" } } });

    const count = await call(read(), "GET", "/user-settings/count", { token: tokenA });
    assert.deepEqual(count.body, { count: 1 });

    const updated = await call(write(), "PUT", `/user-settings/${settingsId}`, {
      token: tokenA,
      body: { data: { settings: { profiles: { p1: { name: "Renamed" } } }, revision: 0 } },
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.data.revision, 1);
    assert.equal(updated.body.data.documentId, settingsId);
    assert.deepEqual(updated.body.data.settings, { profiles: { p1: { name: "Renamed" } } });
    assert.equal(updated.body.data.owner, undefined, "the owner relation is private");

    const stale = await call(write(), "PUT", `/user-settings/${settingsId}`, {
      token: tokenA,
      body: { data: { settings: { profiles: {} }, revision: 0 } },
    });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.error.details.revision, 1);
    assert.deepEqual(stale.body.error.details.settings, { profiles: { p1: { name: "Renamed" } } });

    const one = await call(read(), "GET", `/user-settings/${settingsId}`, { token: tokenA });
    assert.equal(one.body.data.revision, 1);
    assert.deepEqual(one.body.data.settings, { profiles: { p1: { name: "Renamed" } } });
  });

  test("malformed bodies get 400 with a message and change nothing", async () => {
    const cases = [
      { method: "POST", path: "/user-settings", body: {} },
      {
        method: "PUT",
        path: `/user-settings/${settingsId}`,
        body: { data: { settings: "text", revision: 1 } },
      },
      {
        method: "PUT",
        path: `/user-settings/${settingsId}`,
        body: { data: { settings: {}, revision: -1 } },
      },
      { method: "PUT", path: `/user-settings/${settingsId}`, body: { data: { settings: {} } } },
      { method: "PUT", path: `/user-settings/${settingsId}`, body: "{not json" },
    ];
    for (const c of cases) {
      const response = await call(write(), c.method, c.path, { token: tokenA, body: c.body });
      assert.equal(
        response.status,
        400,
        `${c.method} ${JSON.stringify(c.body)} -> ${response.status}`,
      );
      assert.equal(typeof (response.body?.error?.message ?? response.body), "string");
    }
    const one = await call(read(), "GET", `/user-settings/${settingsId}`, { token: tokenA });
    assert.equal(one.body.data.revision, 1);
    assert.deepEqual(one.body.data.settings, { profiles: { p1: { name: "Renamed" } } });
  });

  test("another user can neither see nor change the document (REST)", async () => {
    await registerAndConfirm(userB);
    tokenB = await login(userB);
    assert.deepEqual(
      (await call(read(), "GET", "/user-settings", { token: tokenB })).body.data,
      [],
    );
    assert.deepEqual((await call(read(), "GET", "/user-settings/count", { token: tokenB })).body, {
      count: 0,
    });
    assert.equal(
      (await call(read(), "GET", `/user-settings/${settingsId}`, { token: tokenB })).status,
      404,
    );
    const put = await call(write(), "PUT", `/user-settings/${settingsId}`, {
      token: tokenB,
      body: { data: { settings: { stolen: true }, revision: 1 } },
    });
    assert.equal(put.status, 404);
    assert.equal(
      (await call(write(), "DELETE", `/user-settings/${settingsId}`, { token: tokenB })).status,
      404,
    );
    const filtered = await call(
      read(),
      "GET",
      `/user-settings?filters[documentId][$eq]=${settingsId}`,
      { token: tokenB },
    );
    assert.deepEqual(filtered.body.data, []);
    // Anonymous callers get nothing either.
    assert.equal((await call(read(), "GET", "/user-settings")).status, 403);
    const one = await call(read(), "GET", `/user-settings/${settingsId}`, { token: tokenA });
    assert.deepEqual(one.body.data.settings, { profiles: { p1: { name: "Renamed" } } });
  });

  test("another user can neither see nor change the document (GraphQL)", async () => {
    const own = await gql(tokenA, "{ userSettings { documentId revision settings } }");
    assert.equal(own.body.data.userSettings.length, 1);
    assert.equal(own.body.data.userSettings[0].documentId, settingsId);

    const other = await gql(tokenB, "{ userSettings { documentId settings } }");
    assert.deepEqual(other.body.data.userSettings, []);
    const direct = await gql(
      tokenB,
      "query($id: ID!) { userSetting(documentId: $id) { documentId settings } }",
      { id: settingsId },
    );
    assert.equal(direct.body.data?.userSetting ?? null, null);

    const mutation = await gql(
      tokenB,
      "mutation($id: ID!) { updateUserSetting(documentId: $id, data: { revision: 9 }) { documentId } }",
      { id: settingsId },
    );
    assert.ok(mutation.body.errors?.length, "writes through GraphQL are not offered");
    const one = await call(read(), "GET", `/user-settings/${settingsId}`, { token: tokenA });
    assert.equal(one.body.data.revision, 1);
  });

  test("a synced profile with the thread helper at its largest is stored and read back unchanged", async () => {
    // The site keeps up to 30,000 characters of pasted thread and 500 marks per profile
    // (apps/web/src/tools/thread-helper/thread-helper-state.ts).
    const marks = Object.fromEntries(
      Array.from({ length: 500 }, (_, k) => [
        `Observatory|${k + 1}|${(k % 5) + 1}|${k * 7}`,
        k % 2 ? "taken" : "skipped",
      ]),
    );
    const entry = {
      text: "Obs 9 → 10 P1(124) P2(67)\n".repeat(1200).slice(0, 30000),
      marks,
      rules: "live",
      arcBonusGold: 0,
    };
    const settings = {
      version: 1,
      profiles: [{ id: "p1", name: "Main", data: { tools: { "thread-helper": entry } } }],
      global: {},
    };
    const put = await call(write(), "PUT", `/user-settings/${settingsId}`, {
      token: tokenA,
      body: { data: { settings, revision: 1 } },
    });
    assert.equal(put.status, 200, JSON.stringify(put.body?.error));
    const one = await call(read(), "GET", `/user-settings/${settingsId}`, { token: tokenA });
    assert.equal(one.body.data.revision, 2);
    assert.deepEqual(one.body.data.settings, settings);
  });

  test("forgot and reset password through the mailed link", async () => {
    const forgot = await call(write(), "POST", "/auth/forgot-password", {
      body: { email: userA.email },
    });
    assert.equal(forgot.status, 200);
    const mails = await mailsTo(MAIL_HTTP, userA.email, 2);
    const reset = mails.find((m) => /reset-password\?code=/.test(m.text + m.html));
    assert.ok(reset, "reset mail");
    const code = /reset-password\?code=([\w-]+)/.exec(reset.text + reset.html)[1];
    assert.match(reset.text + reset.html, /http:\/\/localhost:3000\/reset-password\?code=/);
    const newPassword = "New-secret-pass-9";
    const done = await call(write(), "POST", "/auth/reset-password", {
      body: { code, password: newPassword, passwordConfirmation: newPassword },
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.ok(done.body.jwt);
    const old = await call(read(), "POST", "/auth/local", {
      body: { identifier: userA.email, password: userA.password },
    });
    assert.equal(old.status, 400);
    tokenA = await login(userA, newPassword);
    userA.password = newPassword;
  });

  test("change password while logged in", async () => {
    const changed = await call(write(), "POST", "/auth/change-password", {
      token: tokenA,
      body: {
        currentPassword: userA.password,
        password: "Third-pass-77",
        passwordConfirmation: "Third-pass-77",
      },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    userA.password = "Third-pass-77";
    tokenA = await login(userA);
  });

  test("a logged out token is refused at once by the instance that ended it, by others within the auth cache's TTL", async () => {
    const session = await call(read(), "POST", "/auth/local", {
      body: { identifier: userA.email, password: userA.password },
    });
    assert.equal(session.status, 200, JSON.stringify(session.body));
    const { jwt, refreshToken } = session.body;
    const works = async (api) => {
      const response = await call(api, "GET", "/user-settings", { token: jwt });
      assert.ok([200, 401].includes(response.status), String(response.status));
      return response.status === 200;
    };
    // Each instance has authenticated the token (and keeps that for a while).
    assert.ok(await works(write()));
    assert.ok(await works(read()));
    const out = await call(write(), "POST", "/auth/logout", { token: jwt, body: { refreshToken } });
    assert.equal(out.status, 200, JSON.stringify(out.body));
    const ended = Date.now();
    assert.equal(await works(write()), false, "refused at once where it was logged out");
    // AUTH_CACHE_TTL_MS defaults to 5 s.
    while (await works(read())) {
      assert.ok(Date.now() - ended < 5000 + 1000, "still accepted after the TTL");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const other = await call(read(), "GET", "/users/me", { token: tokenA });
    assert.equal(other.status, 200, "the user's other session stays");
  });

  test("contact messages and survey responses are accepted without an account; contact is mailed", async () => {
    const contact = await call(write(), "POST", "/contact-messages", {
      body: {
        data: {
          name: "Dana",
          email: "dana@example.test",
          subject: "Hello",
          message: "Great tools!",
          language: "de",
        },
      },
    });
    assert.equal(contact.status, 201, JSON.stringify(contact.body));
    const [mail] = await mailsTo(MAIL_HTTP, "owner@example.test");
    assert.match(mail.subject, /Hello/);
    assert.match(mail.text, /Great tools!/);

    const badContact = await call(write(), "POST", "/contact-messages", {
      body: { data: { name: "", email: "nope", subject: "x", message: "y" } },
    });
    assert.equal(badContact.status, 400);

    const survey = await call(write(), "POST", "/survey-responses", {
      body: { data: { survey: SEEDED_SURVEY, answers: SEEDED_ANSWERS, language: "en" } },
    });
    assert.equal(survey.status, 201, JSON.stringify(survey.body));
    const badSurvey = await call(write(), "POST", "/survey-responses", {
      body: { data: { survey: "x", answers: "text" } },
    });
    assert.equal(badSurvey.status, 400);

    // Nobody can read them back through the API.
    assert.ok([403, 404, 405].includes((await call(read(), "GET", "/contact-messages")).status));
    assert.ok(
      [403, 404, 405].includes(
        (await call(read(), "GET", "/contact-messages", { token: tokenA })).status,
      ),
    );
  });

  test("deleting an account removes the user and their data", async () => {
    const created = await call(write(), "POST", "/user-settings", {
      token: tokenB,
      body: { data: { settings: { mine: 1 } } },
    });
    assert.equal(created.status, 201);
    assert.equal((await call(write(), "DELETE", "/account", { token: tokenB })).status, 204);
    const login = await call(read(), "POST", "/auth/local", {
      body: { identifier: userB.email, password: userB.password },
    });
    assert.equal(login.status, 400);
    // A still has exactly their own document.
    assert.equal(
      (await call(read(), "GET", "/user-settings/count", { token: tokenA })).body.count,
      1,
    );
  });

  test("CORS answers only the site's origin", async () => {
    const preflight = (origin) =>
      fetch(`${read()}/auth/local`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
    const site = await preflight("http://localhost:3000");
    assert.equal(site.headers.get("access-control-allow-origin"), "http://localhost:3000");
    const other = await preflight("http://evil.example");
    assert.notEqual(other.headers.get("access-control-allow-origin"), "http://evil.example");
    assert.notEqual(other.headers.get("access-control-allow-origin"), "*");
  });

  test("the auth routes are rate limited (429)", async () => {
    let limited = false;
    for (let i = 0; i < RATE_LIMIT * 2 * INSTANCES && !limited; i++) {
      const response = await call(backends[0].api, "POST", "/auth/local", {
        body: { identifier: "nobody@example.test", password: "wrong-pass" },
      });
      if (response.status === 429) limited = true;
    }
    assert.ok(limited, "a 429 after the limit");
  });
});

/** An admin of the admin panel (created on first use) and calls to its content-manager API. */
const admin = {
  email: "admin@example.test",
  password: "Admin-pass-123",
  firstname: "Ada",
  lastname: "Admin",
};
let adminToken;
async function adminCall(method, path, body) {
  if (!adminToken) {
    await createAdmin({ port: BASE_PORT, database: DATABASE }, admin);
    const loggedIn = await call(backends[0].url, "POST", "/admin/login", {
      body: { email: admin.email, password: admin.password },
    });
    assert.equal(loggedIn.status, 200, JSON.stringify(loggedIn.body));
    adminToken = loggedIn.body.data.token;
  }
  return call(backends[0].url, method, `/content-manager/collection-types/${path}`, {
    token: adminToken,
    body,
  });
}

async function storedResponses() {
  const list = await adminCall("GET", "api::survey-response.survey-response?page=1&pageSize=1");
  assert.equal(list.status, 200, JSON.stringify(list.body));
  return list.body.pagination.total;
}

const choice = (value) => ({ value, label: { en: value } });
const question = (id, type, extra = {}) => ({
  id,
  type,
  label: { en: `Question ${id}` },
  ...extra,
});

describe(`surveys (${DATABASE}, ${INSTANCES} instance${INSTANCES > 1 ? "s" : ""})`, () => {
  const day = 86_400_000;
  const key = (name) => `${name}-${unique}`;
  const openSurvey = {
    key: key("open"),
    title: { en: "Open", de: "Offen" },
    active: true,
    questions: [
      { id: "intro", type: "html", html: { en: "<p>Hello</p>" } },
      question("colour", "single", { required: true, choices: [choice("red"), choice("blue")] }),
      question("why-blue", "short-text", {
        required: true,
        maxLength: 10,
        when: { question: "colour", values: ["blue"] },
      }),
      question("pets", "multiple", { choices: [choice("cat"), choice("dog")] }),
      question("grid", "matrix", {
        required: true,
        rows: [choice("a"), choice("b")],
        columns: [choice("yes"), choice("no")],
      }),
      question("order", "sortable", {
        required: true,
        items: [choice("x"), choice("y"), choice("z")],
      }),
      question("notes", "long-text", { maxLength: 20 }),
    ],
  };

  test("surveys written through the admin panel are checked", async () => {
    const created = await adminCall("POST", "api::survey.survey", openSurvey);
    assert.ok([200, 201].includes(created.status), JSON.stringify(created.body));
    for (const [name, extra] of [
      ["closed", { closesAt: new Date(Date.now() - day).toISOString() }],
      ["future", { opensAt: new Date(Date.now() + day).toISOString() }],
      ["inactive", { active: false }],
    ]) {
      const other = await adminCall("POST", "api::survey.survey", {
        ...openSurvey,
        key: key(name),
        ...extra,
      });
      assert.ok([200, 201].includes(other.status), JSON.stringify(other.body));
    }
    const broken = await adminCall("POST", "api::survey.survey", {
      ...openSurvey,
      key: key("broken"),
      questions: [question("a", "single", { choices: [] })],
    });
    assert.equal(broken.status, 400);
    assert.match(broken.body.error.message, /choices/);
    const late = await adminCall("POST", "api::survey.survey", {
      ...openSurvey,
      key: key("late"),
      questions: [
        question("b", "short-text", { when: { question: "c" } }),
        question("c", "short-text"),
      ],
    });
    assert.equal(late.status, 400, "a condition must name an earlier question");
  });

  test("only open surveys are listed, and answered ones can be left out", async () => {
    const list = await call(read(), "GET", "/surveys?pagination[pageSize]=100");
    assert.equal(list.status, 200, JSON.stringify(list.body));
    const keys = list.body.data.map((s) => s.key);
    assert.ok(keys.includes(SEEDED_SURVEY), "the seeded survey is open");
    assert.ok(keys.includes(key("open")));
    for (const name of ["closed", "future", "inactive", "broken"])
      assert.ok(!keys.includes(key(name)), `${name} is not listed`);
    const listed = list.body.data.find((s) => s.key === key("open"));
    assert.deepEqual(listed.title, { en: "Open", de: "Offen" });
    assert.equal(listed.questions.length, openSurvey.questions.length);

    const filtered = await call(
      read(),
      "GET",
      `/surveys?filters[key][$notIn][0]=${SEEDED_SURVEY}&filters[key][$notIn][1]=${key("open")}&pagination[pageSize]=100`,
    );
    assert.ok(!filtered.body.data.some((s) => [SEEDED_SURVEY, key("open")].includes(s.key)));
    // A caller's filter cannot reach past the open ones.
    const sneaky = await call(
      read(),
      "GET",
      `/surveys?filters[$or][0][key][$eq]=${key("closed")}&filters[$or][1][active][$eq]=false`,
    );
    assert.deepEqual(sneaky.body.data, []);
    assert.ok(
      [403, 404, 405].includes((await call(read(), "GET", `/surveys/${listed.documentId}`)).status),
      "no single-survey route",
    );
  });

  test("valid answers are stored; invalid ones get 400 with the problems and store nothing", async () => {
    const before = await storedResponses();
    const valid = {
      colour: "blue",
      "why-blue": " calm ",
      grid: { a: "yes", b: "no" },
      order: ["z", "x", "y"],
    };
    const ok = await call(write(), "POST", "/survey-responses", {
      body: { data: { survey: key("open"), answers: valid, language: "de" } },
    });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal(await storedResponses(), before + 1);
    const [stored] = (
      await adminCall("GET", "api::survey-response.survey-response?page=1&pageSize=1&sort=id:DESC")
    ).body.results;
    assert.deepEqual(stored.answers, { ...valid, "why-blue": "calm" });

    const cases = [
      [
        "required question missing",
        { ...valid, colour: undefined, "why-blue": undefined },
        "colour",
        "required",
      ],
      ["unknown choice", { ...valid, colour: "green" }, "colour", "unknownChoice"],
      ["text too long", { ...valid, "why-blue": "much too long text" }, "why-blue", "tooLong"],
      [
        "conditional question hidden but answered",
        { ...valid, colour: "red" },
        "why-blue",
        "notShown",
      ],
      [
        "conditional question shown but missing",
        { ...valid, "why-blue": "" },
        "why-blue",
        "required",
      ],
      ["unknown question", { ...valid, extra: "x" }, "extra", "unknownQuestion"],
      ["matrix row missing", { ...valid, grid: { a: "yes" } }, "grid", "incomplete"],
      [
        "matrix column unknown",
        { ...valid, grid: { a: "yes", b: "maybe" } },
        "grid",
        "unknownChoice",
      ],
      [
        "sortable list not a permutation",
        { ...valid, order: ["x", "x", "y"] },
        "order",
        "incomplete",
      ],
      ["multiple choice not a list", { ...valid, pets: "cat" }, "pets", "invalid"],
    ];
    for (const [name, answers, questionId, problem] of cases) {
      const response = await call(write(), "POST", "/survey-responses", {
        body: { data: { survey: key("open"), answers } },
      });
      assert.equal(response.status, 400, `${name}: ${response.status}`);
      assert.equal(typeof response.body.error.message, "string");
      assert.ok(
        response.body.error.details.errors.some(
          (e) => e.question === questionId && e.problem === problem,
        ),
        `${name}: ${JSON.stringify(response.body.error.details)}`,
      );
    }
    for (const body of [
      { data: { survey: key("closed"), answers: valid } },
      { data: { survey: key("future"), answers: valid } },
      { data: { survey: "no-such-survey", answers: valid } },
      { data: { answers: valid } },
      { data: { survey: key("open"), answers: "text" } },
      { data: { survey: key("open"), answers: { ...valid, notes: "x".repeat(70 * 1024) } } },
    ]) {
      const response = await call(write(), "POST", "/survey-responses", { body });
      assert.equal(response.status, 400, JSON.stringify(body).slice(0, 100));
      assert.equal(typeof response.body.error.message, "string");
    }
    assert.equal(await storedResponses(), before + 1, "nothing else was stored");
  });

  test("surveys, responses and contact messages are not reachable through GraphQL", async () => {
    const response = await fetch(graphql(), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        query: `mutation { createSurveyResponse(data: { answers: {} }) { documentId } }`,
      }),
    });
    const body = await response.json();
    assert.ok(body.errors?.length, "no createSurveyResponse mutation");
    const contact = await (
      await fetch(graphql(), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          query: `mutation { createContactMessage(data: { name: "x", email: "x@example.test", subject: "s", message: "m" }) { documentId } }`,
        }),
      })
    ).json();
    assert.ok(contact.errors?.length, "no createContactMessage mutation");
    const surveys = await (
      await fetch(graphql(), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ query: "{ surveys { key } }" }),
      })
    ).json();
    assert.ok(surveys.errors?.length, "no surveys query");
  });

  test("the contact form is rate limited (429)", async () => {
    let limited = null;
    for (let i = 0; i < FORM_RATE_LIMIT * 2 && !limited; i++) {
      // Invalid messages count too, and send no mail.
      const response = await call(backends[0].api, "POST", "/contact-messages", {
        body: { data: { name: "", email: "x" } },
      });
      if (response.status === 429) limited = response;
    }
    assert.ok(limited, "a 429 after the limit");
    assert.equal(typeof limited.body.error.message, "string");
  });
});
