/**
 * The stored session (docs/site.md §18, §22): the backend's access token under `strapi_jwt` in local
 * storage and in a cookie, with the refresh token that renews it (local storage only) and an expiry
 * 30 days after login, when the backend ends the session at the latest. A session is expired when
 * its stored expiry is not later than now.
 */
export const SESSION_KEY = "strapi_jwt";
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredSession {
  /** The short-lived access token sent as Bearer. */
  token: string;
  /** Renews `token` (POST /api/auth/refresh); absent in sessions stored before refresh tokens. */
  refreshToken?: string;
  /** Epoch milliseconds. */
  expires: number;
}

export function isExpired(session: StoredSession, now = Date.now()): boolean {
  return !(session.expires > now);
}

export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof value.token !== "string" || value.token === "" || typeof value.expires !== "number")
      return null;
    return typeof value.refreshToken === "string" && value.refreshToken !== ""
      ? { token: value.token, refreshToken: value.refreshToken, expires: value.expires }
      : { token: value.token, expires: value.expires };
  } catch {
    return null;
  }
}

export function newSession(token: string, refreshToken?: string, now = Date.now()): StoredSession {
  return refreshToken
    ? { token, refreshToken, expires: now + SESSION_LIFETIME_MS }
    : { token, expires: now + SESSION_LIFETIME_MS };
}

/** Reads the stored session; an expired or unreadable one is removed. */
export function readSession(): StoredSession | null {
  try {
    const session = parseSession(localStorage.getItem(SESSION_KEY));
    if (session && !isExpired(session)) return session;
    if (session) clearSession();
    return null;
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    /* private mode: the cookie still carries the session for this visit */
  }
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${SESSION_KEY}=${encodeURIComponent(session.token)}; path=/; expires=${new Date(session.expires).toUTCString()}; samesite=lax${secure}`;
}

export function clearSession(): void {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    /* ignore */
  }
  document.cookie = `${SESSION_KEY}=; path=/; max-age=0; samesite=lax`;
}
