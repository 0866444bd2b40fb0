import { describe, expect, it } from "vitest";
import { createBackendClient } from "@/lib/http";
import { ApiError, createAccountApi, toApiError } from "./api";
import { describeApiError } from "./error-message";

interface Seen {
  method: string;
  url: string;
  auth: string | null;
  captcha: string | null;
  body: unknown;
}

function fakeBackend(
  answer: (req: Request) => Response | Promise<Response>,
  token: string | null = "tok",
) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    seen.push({
      method: request.method,
      url: request.url,
      auth: request.headers.get("authorization"),
      captcha: request.headers.get("x-captcha-token"),
      body: text ? JSON.parse(text) : null,
    });
    return answer(request);
  }) as typeof fetch;
  return {
    api: createAccountApi(createBackendClient("http://backend.test/", () => token, fetchImpl)),
    seen,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("account API client", () => {
  it("calls the paths of docs/site.md §20 with the Bearer token", async () => {
    const { api, seen } = fakeBackend(() => json(200, { data: [], meta: {} }));
    await api.me();
    await api.collection("user-settings").find({ "filters[x][$eq]": "1" });
    await api.collection("user-settings").count();
    await api.collection("user-settings").findOne("doc 1");
    await api.collection("user-settings").create({ settings: {} });
    await api.collection("user-settings").update("d1", { settings: {}, revision: 2 });
    await api.collection("user-settings").delete("d1");
    await api.graphql("{ userSettings { revision } }");
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      "GET http://backend.test/api/users/me",
      "GET http://backend.test/api/user-settings?filters%5Bx%5D%5B%24eq%5D=1",
      "GET http://backend.test/api/user-settings/count",
      "GET http://backend.test/api/user-settings/doc%201",
      "POST http://backend.test/api/user-settings",
      "PUT http://backend.test/api/user-settings/d1",
      "DELETE http://backend.test/api/user-settings/d1",
      "POST http://backend.test/graphql",
    ]);
    expect(seen.every((s) => s.auth === "Bearer tok")).toBe(true);
    expect(seen[5]!.body).toEqual({ data: { settings: {}, revision: 2 } });
    expect(seen[7]!.body).toEqual({ query: "{ userSettings { revision } }", variables: {} });
  });

  it("sends the auth calls' bodies and the bot-check token as a header", async () => {
    const { api, seen } = fakeBackend(() => json(200, { ok: true }), null);
    await api.register({ username: "u", email: "e@x.test", password: "p" }, "captcha-1");
    await api.login({ identifier: "e@x.test", password: "p" });
    await api.forgotPassword({ email: "e@x.test" }, null);
    await api.resetPassword({ code: "c", password: "p", passwordConfirmation: "p" });
    await api.sendEmailConfirmation({ email: "e@x.test" });
    await api.changePassword({ currentPassword: "a", password: "b", passwordConfirmation: "b" });
    await api.deleteAccount();
    expect(seen.map((s) => s.url.replace("http://backend.test", ""))).toEqual([
      "/api/auth/local/register",
      "/api/auth/local",
      "/api/auth/forgot-password",
      "/api/auth/reset-password",
      "/api/auth/send-email-confirmation",
      "/api/auth/change-password",
      "/api/account",
    ]);
    expect(seen[0]!.captcha).toBe("captcha-1");
    expect(seen[2]!.captcha).toBeNull();
    expect(seen.every((s) => s.auth === null)).toBe(true);
    expect(seen[1]!.body).toEqual({ identifier: "e@x.test", password: "p" });
  });

  it("turns a Strapi error body into an ApiError with its message", async () => {
    const { api } = fakeBackend(() =>
      json(400, {
        data: null,
        error: {
          status: 400,
          name: "ValidationError",
          message: "Invalid identifier or password",
          details: {},
        },
      }),
    );
    const error = await api.login({ identifier: "a", password: "b" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: "http",
      status: 400,
      info: { message: "Invalid identifier or password", name: "ValidationError" },
    });
    expect(describeApiError(error as ApiError)).toEqual({ key: "invalidCredentials" });
  });

  it("keeps the body of a 409 (the stored document)", async () => {
    const body = {
      data: null,
      error: {
        status: 409,
        name: "ConflictError",
        message: "changed",
        details: { revision: 4, settings: { a: 1 } },
      },
    };
    const { api } = fakeBackend(() => json(409, body));
    const error = (await api
      .collection("user-settings")
      .update("d", {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.body).toEqual(body);
  });

  it("no answer means unreachable; an HTML error page is not shown as a message", async () => {
    const { api } = fakeBackend(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = (await api.me().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("unreachable");
    expect(describeApiError(error)).toEqual({ key: "unreachable" });
    const html = fakeBackend(
      () =>
        new Response("<html>Bad gateway</html>", {
          status: 502,
          headers: { "Content-Type": "text/html" },
        }),
    );
    const gateway = (await html.api.me().catch((e: unknown) => e)) as ApiError;
    expect(describeApiError(gateway)).toEqual({ key: "serverError", values: { status: 502 } });
    expect(toApiError(gateway)).toBe(gateway);
  });
});

describe("describeApiError", () => {
  const http = (status: number, message: string | null) =>
    new ApiError("http", status, message ? { message, name: null, status } : null, null);
  it("maps Strapi's known messages to our own texts", () => {
    const cases: [number, string, string][] = [
      [400, "Email or Username are already taken", "taken"],
      [400, "Your account email is not confirmed", "notConfirmed"],
      [400, "Your account has been blocked by an administrator", "blocked"],
      [400, "Incorrect code provided", "invalidCode"],
      [400, "Passwords do not match", "passwordsDiffer"],
      [400, "The provided current password is invalid", "currentPasswordInvalid"],
      [400, "Your new password must be different than your current password", "samePassword"],
      [400, "Already confirmed", "alreadyConfirmed"],
      [403, "Register action is currently disabled", "registerDisabled"],
      [400, "The bot check failed; please try again", "botCheck"],
      [400, "Password must be at least 8 characters", "passwordShort"],
      [400, "This password is too common; choose another one", "passwordCommon"],
      [429, "Too many requests, please try again later.", "rateLimited"],
    ];
    for (const [status, message, key] of cases)
      expect(describeApiError(http(status, message)).key, message).toBe(key);
  });
  it("rate limit without a body, expired session, unknown messages and server errors", () => {
    expect(describeApiError(http(429, null))).toEqual({ key: "rateLimited" });
    expect(describeApiError(http(401, "Missing or invalid credentials"))).toEqual({
      key: "sessionEnded",
    });
    expect(describeApiError(http(400, "username must be at least 3 characters"))).toEqual({
      key: "unknown",
      values: { message: "username must be at least 3 characters" },
    });
    expect(describeApiError(http(500, "Internal Server Error"))).toEqual({
      key: "serverError",
      values: { status: 500 },
    });
  });
});
