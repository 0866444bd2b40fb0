/**
 * Renewal of the short-lived access token with the stored refresh token (the backend's refresh
 * mode). Calls that fail with 401 ask for one renewal of the token they used; concurrent callers
 * share it, and a token already replaced (another call or tab renewed it, or the user logged out)
 * needs none. A refused refresh token ends the stored session; no answer, a rate limit or a server
 * error keeps it and fails with that problem instead.
 */
import { toApiError } from "./model";
import { clearSession, readSession, writeSession, type StoredSession } from "./session";

export interface RefreshResult {
  jwt: string;
  refreshToken: string;
}

export type Renew = (failedToken: string) => Promise<void>;

export function createRenewal(refresh: (refreshToken: string) => Promise<RefreshResult>): Renew {
  let pending: Promise<void> | null = null;

  async function run(current: StoredSession): Promise<void> {
    if (!current.refreshToken) {
      clearSession();
      return;
    }
    try {
      const next = await refresh(current.refreshToken);
      // A logout meanwhile wins; the session keeps its expiry (the backend's limit from login).
      if (readSession()?.refreshToken !== current.refreshToken) return;
      writeSession({ ...current, token: next.jwt, refreshToken: next.refreshToken });
    } catch (error) {
      const problem = toApiError(error);
      if (problem.kind === "unreachable" || problem.status === 429 || (problem.status ?? 0) >= 500)
        throw problem;
      // Another tab may have used the same refresh token first and stored its successor.
      if (readSession()?.refreshToken !== current.refreshToken) return;
      clearSession();
    }
  }

  return async (failedToken) => {
    const current = readSession();
    if (!current || current.token !== failedToken) return;
    pending ??= run(current).finally(() => {
      pending = null;
    });
    return pending;
  };
}
