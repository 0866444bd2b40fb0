// Per-IP limits counted once for all instances, and the contact mail (see abuse.test.mjs).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  ACCOUNT_LIMIT,
  DATABASE,
  FORM_LIMIT,
  INSTANCES,
  LOGIN_LIMIT,
  MAIL_HTTP,
  api,
  backends,
  call,
  from,
  gql,
  gqlStatus,
  mailsTo,
  messagesTo,
  newClient,
  newUser,
  unique,
} from "./context.mjs";

export function limitTests() {
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
        () =>
          call(api(0), "POST", "/auth/local/register//", { body: newUser(), headers: from(ip) }),
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
}
