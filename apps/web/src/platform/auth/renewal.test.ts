// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { createBackendClient } from "@/lib/http";
import { ApiError, createAccountApi } from "./api";
import { readSession, writeSession } from "./session";

interface Seen {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const user = { id: 1, username: "alice", email: "a@x.test", confirmed: true, blocked: false };

/** The account API as the site builds it, on a fake backend that answers with `answer`. */
function fakeBackend(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname,
      auth: request.headers.get("authorization"),
      body: text ? JSON.parse(text) : null,
    };
    seen.push(entry);
    return answer(entry);
  }) as typeof fetch;
  const token = () => readSession()?.token ?? null;
  const api = createAccountApi(createBackendClient("http://backend.test/", token, fetchImpl), {
    anonymous: createBackendClient("http://backend.test/", () => null, fetchImpl),
    token,
  });
  return { api, seen };
}

/** A backend whose only valid access token is `valid`; refresh turns r1 into (new, r2). */
const backendWith =
  (valid: string, refresh: (body: unknown) => Response | Promise<Response>) => (s: Seen) => {
    if (s.path === "/api/auth/refresh") return refresh(s.body);
    if (s.auth === `Bearer ${valid}`) return json(200, s.path === "/api/users/me" ? user : {});
    if (s.auth)
      return json(401, { error: { status: 401, message: "Missing or invalid credentials" } });
    return s.path === "/api/surveys"
      ? json(200, { data: [] })
      : json(403, { error: { status: 403 } });
  };
const renewed = () => json(200, { jwt: "new", refreshToken: "r2" });

beforeEach(() => {
  localStorage.clear();
  writeSession({ token: "old", refreshToken: "r1", expires: Date.now() + 60_000 });
});

describe("access token renewal", () => {
  it("a 401 renews the token once and sends the call again with the new one", async () => {
    const expires = readSession()!.expires;
    const { api, seen } = fakeBackend(backendWith("new", renewed));
    expect(await api.me()).toEqual(user);
    expect(seen.map((s) => `${s.method} ${s.path} ${s.auth}`)).toEqual([
      "GET /api/users/me Bearer old",
      "POST /api/auth/refresh null",
      "GET /api/users/me Bearer new",
    ]);
    expect(seen[1]!.body).toEqual({ refreshToken: "r1" });
    expect(readSession()).toEqual({ token: "new", refreshToken: "r2", expires });
  });

  it("concurrent calls share one renewal", async () => {
    const { api, seen } = fakeBackend(backendWith("new", renewed));
    await Promise.all([api.me(), api.collection("user-settings").find(), api.me()]);
    expect(seen.filter((s) => s.path === "/api/auth/refresh")).toHaveLength(1);
  });

  it("a refused refresh token ends the session: public calls go on anonymously", async () => {
    const { api, seen } = fakeBackend(backendWith("none", () => json(401, { error: {} })));
    expect(await api.collection("surveys").find()).toEqual({ data: [] });
    expect(readSession()).toBeNull();
    expect(seen.at(-1)!.auth).toBeNull();
  });

  it("a refused refresh token ends the session: account calls fail with 401", async () => {
    const { api } = fakeBackend(backendWith("none", () => json(401, { error: {} })));
    const error = (await api.me().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(readSession()).toBeNull();
  });

  it("no answer to the refresh keeps the session and reports the backend unreachable", async () => {
    const { api } = fakeBackend(
      backendWith("new", () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = (await api.me().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("unreachable");
    expect(readSession()?.refreshToken).toBe("r1");
  });

  it("a token another tab renewed meanwhile is used without a second renewal", async () => {
    const { api, seen } = fakeBackend((s) => {
      if (s.auth === "Bearer old") {
        writeSession({ token: "other", refreshToken: "r9", expires: Date.now() + 60_000 });
        return json(401, { error: {} });
      }
      return backendWith("other", renewed)(s);
    });
    expect(await api.me()).toEqual(user);
    expect(seen.some((s) => s.path === "/api/auth/refresh")).toBe(false);
  });

  it("sign-in calls send no stored token", async () => {
    const { api, seen } = fakeBackend(() => json(200, { jwt: "j", refreshToken: "r", user }));
    await api.login({ identifier: "a", password: "b" });
    await api.resetPassword({ code: "c", password: "p", passwordConfirmation: "p" });
    expect(seen.map((s) => s.auth)).toEqual([null, null]);
  });
});

describe("server logout", () => {
  it("revokes the session with its tokens", async () => {
    const { api, seen } = fakeBackend(() => json(200, { ok: true }));
    await api.logout({ token: "old", refreshToken: "r1" });
    expect(seen).toEqual([
      {
        method: "POST",
        path: "/api/auth/logout",
        auth: "Bearer old",
        body: { refreshToken: "r1" },
      },
    ]);
  });

  it("renews an expired access token first", async () => {
    const { api, seen } = fakeBackend((s) =>
      s.path === "/api/auth/refresh"
        ? renewed()
        : s.auth === "Bearer new"
          ? json(200, { ok: true })
          : json(401, { error: {} }),
    );
    await api.logout({ token: "old", refreshToken: "r1" });
    expect(seen.at(-1)).toEqual({
      method: "POST",
      path: "/api/auth/logout",
      auth: "Bearer new",
      body: { refreshToken: "r2" },
    });
  });
});
