/**
 * Typed calls to the content backend (docs/site.md §20): authentication, the current user, any
 * collection and GraphQL. No retry and no timeout (the shared backend client); the stored access
 * token is sent as Bearer on every call except the sign-in ones. A call refused with 401 renews the
 * token once with the stored refresh token (renewal.ts) and is sent again, anonymously if the
 * session has ended. Every failure is turned into an `ApiError`: `unreachable` when no answer came
 * (offline, server down, CORS), otherwise the status and Strapi's message. Calls that make the
 * backend send mail carry the page's `locale`: the mail is written in it.
 */
import type { KyInstance } from "ky";
import { createBackendClient } from "@/lib/http";
import { BOT_CHECK_HEADER } from "@/platform/bot-check/config";
import {
  toApiError,
  type AuthResult,
  type RegisterResult,
  type StrapiList,
  type StrapiOne,
  type User,
} from "./model";
import { readSession } from "./session";
import { BACKEND_URL } from "./backend-url";
import { createRenewal, type RefreshResult, type Renew } from "./renewal";

export { ApiError, isApiError, toApiError } from "./model";
export type { AuthResult, User } from "./model";

const botHeaders = (token: string | null | undefined) =>
  token ? { [BOT_CHECK_HEADER]: token } : undefined;

export interface AccountApiOptions {
  /** A client that sends no token, for signing in and renewing (default: `client`). */
  anonymous?: KyInstance;
  /** The token `client` sends; with it a 401 renews the session once. */
  token?: () => string | null;
}

export function createAccountApi(client: KyInstance, options: AccountApiOptions = {}) {
  const anonymous = options.anonymous ?? client;
  const refresh = (refreshToken: string) =>
    anonymous.post("api/auth/refresh", { json: { refreshToken } }).json<RefreshResult>();
  const renew: Renew | null = options.token ? createRenewal(refresh) : null;

  async function call<T>(request: () => Promise<T>): Promise<T> {
    const used = options.token?.() ?? null;
    try {
      return await request();
    } catch (error) {
      const problem = toApiError(error);
      if (problem.status !== 401 || !used || !renew) throw problem;
      await renew(used);
      try {
        return await request();
      } catch (retryError) {
        const again = toApiError(retryError);
        // Sent anonymously because the session ended: report that rather than "forbidden".
        throw again.status === 403 && !options.token?.() ? problem : again;
      }
    }
  }

  /** Calls that never renew a token: signing in, renewing and logging out. */
  const plain = <T>(request: () => Promise<T>) =>
    request().catch((error: unknown) => {
      throw toApiError(error);
    });

  const collection = <T>(name: string) => ({
    find: (query?: Record<string, string>) =>
      call(() => client.get(`api/${name}`, { searchParams: query }).json<StrapiList<T>>()),
    count: () => call(() => client.get(`api/${name}/count`).json<{ count: number }>()),
    findOne: (id: string) =>
      call(() => client.get(`api/${name}/${encodeURIComponent(id)}`).json<StrapiOne<T>>()),
    create: (data: Record<string, unknown>, botToken?: string | null) =>
      call(() =>
        client
          .post(`api/${name}`, { json: { data }, headers: botHeaders(botToken) })
          .json<StrapiOne<T>>(),
      ),
    update: (id: string, data: Record<string, unknown>) =>
      call(() =>
        client
          .put(`api/${name}/${encodeURIComponent(id)}`, { json: { data } })
          .json<StrapiOne<T>>(),
      ),
    delete: (id: string) =>
      call(() => client.delete(`api/${name}/${encodeURIComponent(id)}`).then(() => undefined)),
  });

  return {
    register: (
      data: { username: string; email: string; password: string; locale?: string },
      botToken?: string | null,
    ) =>
      plain(() =>
        anonymous
          .post("api/auth/local/register", { json: data, headers: botHeaders(botToken) })
          .json<RegisterResult>(),
      ),
    login: (data: { identifier: string; password: string }) =>
      plain(() => anonymous.post("api/auth/local", { json: data }).json<AuthResult>()),
    forgotPassword: (data: { email: string; locale?: string }, botToken?: string | null) =>
      plain(() =>
        anonymous
          .post("api/auth/forgot-password", { json: data, headers: botHeaders(botToken) })
          .json<{ ok: boolean }>(),
      ),
    resetPassword: (data: { code: string; password: string; passwordConfirmation: string }) =>
      plain(() => anonymous.post("api/auth/reset-password", { json: data }).json<AuthResult>()),
    sendEmailConfirmation: (data: { email: string; locale?: string }, botToken?: string | null) =>
      plain(() =>
        anonymous
          .post("api/auth/send-email-confirmation", { json: data, headers: botHeaders(botToken) })
          .json<{ email: string; sent: boolean }>(),
      ),
    changePassword: (data: {
      currentPassword: string;
      password: string;
      passwordConfirmation: string;
    }) => call(() => client.post("api/auth/change-password", { json: data }).json<AuthResult>()),
    me: () => call(() => client.get("api/users/me").json<User>()),
    /**
     * Ends `session` on the server (it may be cleared locally already). An access token that has
     * expired meanwhile is renewed first, so that the refresh token is revoked too.
     */
    logout: async (session: { token: string; refreshToken?: string }) => {
      const send = (token: string, refreshToken?: string) =>
        anonymous
          .post("api/auth/logout", {
            json: refreshToken ? { refreshToken } : {},
            headers: { Authorization: `Bearer ${token}` },
          })
          .json<{ ok: boolean }>();
      try {
        return await send(session.token, session.refreshToken);
      } catch (error) {
        const problem = toApiError(error);
        const { refreshToken } = session;
        if (problem.status !== 401 || !refreshToken) throw problem;
        const renewed = await plain(() => refresh(refreshToken));
        return plain(() => send(renewed.jwt, renewed.refreshToken));
      }
    },
    deleteAccount: () => call(() => client.delete("api/account").then(() => undefined)),
    collection,
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      call(() =>
        client
          .post("graphql", { json: { query, variables } })
          .json<{ data?: T; errors?: { message: string }[] }>(),
      ),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

const storedToken = () => readSession()?.token ?? null;

export const accountApi: AccountApi = createAccountApi(
  createBackendClient(BACKEND_URL, storedToken),
  { anonymous: createBackendClient(BACKEND_URL, () => null), token: storedToken },
);
