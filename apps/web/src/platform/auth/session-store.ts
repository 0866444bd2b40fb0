/**
 * The session (docs/site.md §18): logged out ↔ logged in. On start the stored token is read and the
 * user fetched from /users/me; a 401/403 clears the token, while no answer (offline, backend down)
 * keeps it and marks the backend unreachable, so that a later start or "try again" can still use
 * it. Register (after the e-mail is confirmed), login and reset password log in; logout clears the
 * user and the tokens, and "Log out" (`endSession`) also ends the session on the server.
 */
import type { AccountApi } from "./api";
import { toApiError, type AuthResult } from "./model";
import { clearSession, newSession, readSession, writeSession } from "./session";
import { sessionStore } from "./session-state";

/** Reads the stored token and fetches its user (start, another tab logging in or out, "try again"). */
export async function startSession(api: Pick<AccountApi, "me">): Promise<void> {
  const session = readSession();
  if (!session) {
    sessionStore.setState({ status: "loggedOut", user: null, problem: null });
    return;
  }
  try {
    const user = await api.me();
    // A logout that happened meanwhile wins.
    if (readSession()?.token !== session.token) return;
    sessionStore.setState({ status: "loggedIn", user, problem: null });
  } catch (error) {
    const problem = toApiError(error);
    if (problem.status === 401 || problem.status === 403) {
      clearSession();
      sessionStore.setState({ status: "loggedOut", user: null, problem: null });
    } else {
      sessionStore.setState({ status: "loggedIn", user: sessionStore.getState().user, problem });
    }
  }
}

export function logIn({ jwt, refreshToken, user }: AuthResult): void {
  writeSession(newSession(jwt, refreshToken));
  sessionStore.setState({ status: "loggedIn", user, problem: null });
}

/** Forgets the session here (it has ended on the server, or `endSession` ends it there). */
export function logOut(): void {
  clearSession();
  sessionStore.setState({ status: "loggedOut", user: null, problem: null });
}

/**
 * "Log out": at once here, then on the server so that the tokens stop working everywhere. Without
 * an answer the session still ends here; the server forgets it when its refresh token expires.
 */
export async function endSession(api: Pick<AccountApi, "logout">): Promise<void> {
  const session = readSession();
  logOut();
  if (session) await api.logout(session).catch(() => undefined);
}
