/**
 * Everything the site stores in the browser, as the cookie policy and the about page list it.
 * Names and lifetimes come from the code that writes them where it exports them, so the policy
 * cannot silently drift from what the site does (storage-inventory.test.ts checks the others).
 */
import { SESSION_KEY, SESSION_LIFETIME_MS } from "@/platform/auth/session";
import { LOCALE_COOKIE } from "@/i18n/locales";

const DAY_MS = 24 * 60 * 60 * 1000;

export type StorageKind = "cookie" | "localStorage" | "sessionStorage" | "cacheStorage";

export type Lifetime =
  | { kind: "days"; days: number }
  | { kind: "untilDeleted" }
  | { kind: "untilLogout"; maxDays: number }
  | { kind: "tab" };

export interface StoredItem {
  /** Message key of the purpose: `cookiePolicy.purposes.<id>`. */
  id: string;
  /** The cookie, key or cache name(s) as the browser shows them. */
  names: readonly string[];
  kind: StorageKind;
  lifetime: Lifetime;
  /** Only set while logged in to an account. */
  loggedInOnly?: boolean;
}

/** The account token lives until logout, and at most as long as the session (platform/auth/session.ts). */
const SESSION_LIFETIME: Lifetime = {
  kind: "untilLogout",
  maxDays: Math.floor(SESSION_LIFETIME_MS / DAY_MS),
};

/** Consent is asked again a year after it was given (docs/site.md §10). */
export const CONSENT_LIFETIME_DAYS = 365;

export const STORED_ITEMS: readonly StoredItem[] = [
  {
    id: "locale",
    names: [LOCALE_COOKIE.name],
    kind: "cookie",
    lifetime: { kind: "days", days: LOCALE_COOKIE.maxAgeSeconds / (24 * 60 * 60) },
  },
  {
    id: "sessionCookie",
    names: [SESSION_KEY],
    kind: "cookie",
    lifetime: SESSION_LIFETIME,
    loggedInOnly: true,
  },
  {
    id: "profiles",
    names: ["foe-toolbox:profile"],
    kind: "localStorage",
    lifetime: { kind: "untilDeleted" },
  },
  {
    id: "global",
    names: ["foe-toolbox:global"],
    kind: "localStorage",
    lifetime: { kind: "untilDeleted" },
  },
  {
    id: "consent",
    names: ["foe-toolbox:consent"],
    kind: "localStorage",
    lifetime: { kind: "days", days: CONSENT_LIFETIME_DAYS },
  },
  {
    id: "theme",
    names: ["foe-toolbox:theme"],
    kind: "localStorage",
    lifetime: { kind: "untilDeleted" },
  },
  {
    id: "sessionToken",
    names: [SESSION_KEY],
    kind: "localStorage",
    lifetime: SESSION_LIFETIME,
    loggedInOnly: true,
  },
  {
    id: "chunkReload",
    names: ["foe-toolbox:chunk-reload-at"],
    kind: "sessionStorage",
    lifetime: { kind: "tab" },
  },
  // Cache names of the service worker (sw.ts) and serwist's precache of the app shell.
  {
    id: "offlinePages",
    names: ["pages"],
    kind: "cacheStorage",
    lifetime: { kind: "days", days: 30 },
  },
  {
    id: "offlineAssets",
    names: ["serwist-precache", "static", "data", "assets"],
    kind: "cacheStorage",
    // Older files expire or are replaced by updates, but nothing bounds the whole cache.
    lifetime: { kind: "untilDeleted" },
  },
];

export function itemsOfKind(kinds: readonly StorageKind[]): StoredItem[] {
  return STORED_ITEMS.filter((item) => kinds.includes(item.kind));
}
