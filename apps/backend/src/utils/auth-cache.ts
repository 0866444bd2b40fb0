/**
 * A short per-token cache of users-permissions authentication. Without it every authenticated
 * request looks its token up among the API tokens, verifies its signature, looks the user up twice,
 * checks the session, reads the advanced settings and the role's permissions and builds the
 * permission ability: seven queries and most of the CPU time of a settings read or sync.
 *
 * A successful authentication is kept for AUTH_CACHE_TTL_MS (5 s; 0 turns the cache off), never
 * past the token's own expiry, for at most AUTH_CACHE_MAX tokens. Writes through this instance
 * that can end or change an authentication (a session retired or deleted by logout, refresh,
 * password change or reset, account deletion; a user, role, permission or the users-permissions
 * settings changed) drop the entries concerned at once. A write made through another instance
 * sharing the database is seen here within the TTL (SECURITY.md, "Sessions").
 */
import type { Core } from "@strapi/strapi";
import { LRUCache } from "lru-cache";

interface AuthState {
  strategy?: { name?: string };
  credentials?: unknown;
  ability?: unknown;
}

export interface AuthContext {
  request?: { header?: { authorization?: string } };
  state: {
    route?: { info?: { type?: string }; config?: { auth?: false | { strategies?: unknown } } };
    auth?: AuthState;
    user?: unknown;
    session?: { id?: string };
    isAuthenticated?: boolean;
    [key: string]: unknown;
  };
}

type Next = () => Promise<unknown>;
export type Authenticate = (ctx: AuthContext, next: Next) => Promise<unknown>;

interface Entry {
  userId: string;
  sessionId: string | undefined;
  strategy: AuthState["strategy"];
  credentials: unknown;
  ability: unknown;
}

export interface AuthCacheOptions {
  ttlMs: number;
  max: number;
}

export function authCacheOptions(env: NodeJS.ProcessEnv = process.env): AuthCacheOptions {
  const number = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return value !== undefined && value !== "" && Number.isFinite(parsed) && parsed >= 0
      ? parsed
      : fallback;
  };
  return {
    ttlMs: number(env.AUTH_CACHE_TTL_MS, 5000),
    max: Math.max(1, number(env.AUTH_CACHE_MAX, 10_000)),
  };
}

/** The bearer token of the request, read as users-permissions reads it, or null. */
export function bearerToken(ctx: AuthContext): string | null {
  const header = ctx.request?.header?.authorization;
  if (!header) return null;
  const parts = header.split(/\s+/);
  return parts.length === 2 && parts[0].toLowerCase() === "bearer" ? parts[1] : null;
}

/** The expiry (ms) of a token that was just verified, or null when it has none. */
function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    return typeof payload?.exp === "number" ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function createAuthCache({ ttlMs, max }: AuthCacheOptions) {
  const entries = new LRUCache<string, Entry>({ max, ttl: Math.max(1, ttlMs) });
  // Bumped by every invalidation: an authentication that was running meanwhile may have read the
  // state from before the write, so it is not kept.
  let generation = 0;

  const dropWhere = (match: (entry: Entry) => boolean) => {
    generation++;
    const keys = [...entries.entries()].filter(([, entry]) => match(entry)).map(([key]) => key);
    for (const key of keys) entries.delete(key);
  };

  return {
    get size() {
      return entries.size;
    },
    clear() {
      generation++;
      entries.clear();
    },
    dropUser(userId: number | string) {
      dropWhere((entry) => entry.userId === String(userId));
    },
    dropSession(sessionId: string) {
      dropWhere((entry) => entry.sessionId === sessionId);
    },

    /**
     * The auth service's `authenticate` with users-permissions authentications kept: a cached
     * token skips every strategy (an API token never has a JWT's form, so the content-API token
     * strategy that runs first would not have accepted it either).
     */
    wrap(authenticate: Authenticate): Authenticate {
      if (ttlMs <= 0) return authenticate;
      return async (ctx, next) => {
        const token = bearerToken(ctx);
        const route = ctx.state.route;
        const config = route?.config?.auth;
        // Only content-API routes that use the default strategies, as users-permissions does.
        if (!token || route?.info?.type !== "content-api" || config === false || config?.strategies)
          return authenticate(ctx, next);
        const hit = entries.get(token);
        if (hit) {
          // A copy per request: a controller may change its user object.
          const user = structuredClone(hit.credentials);
          ctx.state.user = user;
          if (hit.sessionId) ctx.state.session = { id: hit.sessionId };
          ctx.state.isAuthenticated = true;
          ctx.state.auth = { strategy: hit.strategy, credentials: user, ability: hit.ability };
          return next();
        }
        const started = generation;
        return authenticate(ctx, () => {
          const auth = ctx.state.auth;
          const user = auth?.credentials as { id?: number | string } | null | undefined;
          const expiry = tokenExpiry(token);
          const ttl = Math.min(ttlMs, expiry === null ? ttlMs : expiry - Date.now());
          if (
            generation === started &&
            auth?.strategy?.name === "users-permissions" &&
            user?.id !== undefined &&
            ttl > 0
          )
            entries.set(
              token,
              {
                userId: String(user.id),
                sessionId: ctx.state.session?.id,
                strategy: auth.strategy,
                credentials: structuredClone(user),
                ability: auth.ability,
              },
              { ttl },
            );
          return next();
        });
      };
    },
  };
}

export type AuthCache = ReturnType<typeof createAuthCache>;

/** The cache of this process. */
export const authCache = createAuthCache(authCacheOptions());

/** Puts the cache in front of the auth service's authentication (REST and GraphQL use it). */
export function installAuthCache(strapi: Core.Strapi, cache: AuthCache = authCache) {
  const auth = strapi.get("auth") as { authenticate: Authenticate };
  auth.authenticate = cache.wrap(auth.authenticate.bind(auth));
}

type Where = Record<string, unknown> | undefined;
const plain = (value: unknown): value is string | number =>
  typeof value === "string" || typeof value === "number";

/**
 * Drops the cached authentications that a write through this instance may have ended: sessions by
 * their id or user, users by id; anything else (a bulk write, roles, permissions, settings) clears
 * the whole cache.
 */
export function registerAuthCacheInvalidation(strapi: Core.Strapi, cache: AuthCache = authCache) {
  const onSession = (event: { params?: { where?: Where } }) => {
    const where = event.params?.where;
    if (plain(where?.sessionId)) cache.dropSession(String(where.sessionId));
    else if (plain(where?.userId)) cache.dropUser(where.userId);
    else cache.clear();
  };
  const onUser = (event: { params?: { where?: Where } }) => {
    const where = event.params?.where;
    if (plain(where?.id)) cache.dropUser(where.id);
    else cache.clear();
  };
  const writes = ["afterUpdate", "afterUpdateMany", "afterDelete", "afterDeleteMany"] as const;
  const subscriber = (models: string[], handler: (event: object) => void, actions: string[]) => ({
    models,
    ...Object.fromEntries(actions.map((action) => [action, handler])),
  });
  strapi.db.lifecycles.subscribe(subscriber(["admin::session"], onSession, [...writes]));
  strapi.db.lifecycles.subscribe(
    subscriber(["plugin::users-permissions.user"], onUser, [...writes]),
  );
  strapi.db.lifecycles.subscribe(
    subscriber(
      [
        "plugin::users-permissions.role",
        "plugin::users-permissions.permission",
        "strapi::core-store",
      ],
      () => cache.clear(),
      ["afterCreate", "afterCreateMany", ...writes],
    ),
  );
}
