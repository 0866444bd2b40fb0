/**
 * The stored session (docs/site.md §18, §22): the backend token under `strapi_jwt` in local storage
 * and in a cookie, with an expiry 315576e5 ms (≈ 1 year) after login. A token is expired when its
 * stored expiry is not later than now.
 */
export const SESSION_KEY = "strapi_jwt";
export const SESSION_LIFETIME_MS = 315576e5;

export interface StoredSession {
  token: string;
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
    return { token: value.token, expires: value.expires };
  } catch {
    return null;
  }
}

export function newSession(token: string, now = Date.now()): StoredSession {
  return { token, expires: now + SESSION_LIFETIME_MS };
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
