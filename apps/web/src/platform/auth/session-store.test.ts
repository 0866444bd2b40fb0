// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError, type AccountApi, type User } from "./api";
import { SESSION_KEY, newSession, readSession, writeSession } from "./session";
import { sessionStore } from "./session-state";
import { endSession, logIn, logOut, startSession } from "./session-store";

const user: User = {
  id: 1,
  username: "alice",
  email: "alice@example.test",
  confirmed: true,
  blocked: false,
};
const apiWith = (me: () => Promise<User>) => ({ me }) as unknown as AccountApi;

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ status: "starting", user: null, problem: null });
});

describe("session start-up", () => {
  it("without a stored token the user is logged out and nothing is fetched", async () => {
    let called = false;
    await startSession(apiWith(async () => ((called = true), user)));
    expect(sessionStore.getState().status).toBe("loggedOut");
    expect(called).toBe(false);
  });

  it("a stored token is checked with /users/me", async () => {
    writeSession(newSession("tok"));
    await startSession(apiWith(async () => user));
    expect(sessionStore.getState()).toMatchObject({ status: "loggedIn", user, problem: null });
  });

  it("a refused token (401/403) is cleared", async () => {
    for (const status of [401, 403]) {
      writeSession(newSession("tok"));
      await startSession(apiWith(() => Promise.reject(new ApiError("http", status, null, null))));
      expect(sessionStore.getState().status).toBe("loggedOut");
      expect(readSession()).toBeNull();
    }
  });

  it("an unreachable backend keeps the token and says so", async () => {
    writeSession(newSession("tok"));
    await startSession(apiWith(() => Promise.reject(new TypeError("Failed to fetch"))));
    const state = sessionStore.getState();
    expect(state.status).toBe("loggedIn");
    expect(state.problem?.kind).toBe("unreachable");
    expect(readSession()?.token).toBe("tok");
  });

  it("an expired stored session counts as none", async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: "old", expires: Date.now() - 1 }));
    await startSession(apiWith(async () => user));
    expect(sessionStore.getState().status).toBe("loggedOut");
  });
});

describe("login and logout", () => {
  it("login stores the token and the user; logout clears both", () => {
    logIn({ jwt: "jwt-1", user });
    expect(readSession()?.token).toBe("jwt-1");
    expect(document.cookie).toContain(`${SESSION_KEY}=jwt-1`);
    expect(sessionStore.getState()).toMatchObject({ status: "loggedIn", user });
    logOut();
    expect(readSession()).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ status: "loggedOut", user: null });
  });

  it("login keeps the refresh token; endSession logs out here and on the server", async () => {
    logIn({ jwt: "jwt-2", refreshToken: "ref-2", user });
    expect(readSession()).toMatchObject({ token: "jwt-2", refreshToken: "ref-2" });
    expect(document.cookie).not.toContain("ref-2");
    const ended: unknown[] = [];
    await endSession({ logout: async (session) => (ended.push(session), { ok: true }) });
    expect(ended).toEqual([expect.objectContaining({ token: "jwt-2", refreshToken: "ref-2" })]);
    expect(readSession()).toBeNull();
    expect(sessionStore.getState().status).toBe("loggedOut");
  });

  it("endSession logs out here even when the server does not answer", async () => {
    logIn({ jwt: "jwt-3", refreshToken: "ref-3", user });
    await endSession({ logout: () => Promise.reject(new TypeError("Failed to fetch")) });
    expect(readSession()).toBeNull();
    expect(sessionStore.getState().status).toBe("loggedOut");
  });
});
