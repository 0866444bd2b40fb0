/**
 * Typed calls to the content backend (docs/site.md §20): authentication, the current user, any
 * collection and GraphQL. No retry and no timeout (the shared backend client); the stored token is
 * sent as Bearer on every call. Every failure is turned into an `ApiError`: `unreachable` when no
 * answer came (offline, server down, CORS), otherwise the status and Strapi's message.
 */
import type { KyInstance } from "ky";
import { createBackendClient } from "@/lib/http";
import { BOT_CHECK_HEADER } from "@/features/bot-check/config";
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

export { ApiError, isApiError, toApiError } from "./model";
export type { AuthResult, User } from "./model";

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toApiError(error);
  }
}

const botHeaders = (token: string | null | undefined) =>
  token ? { [BOT_CHECK_HEADER]: token } : undefined;

export function createAccountApi(client: KyInstance) {
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
      data: { username: string; email: string; password: string },
      botToken?: string | null,
    ) =>
      call(() =>
        client
          .post("api/auth/local/register", { json: data, headers: botHeaders(botToken) })
          .json<RegisterResult>(),
      ),
    login: (data: { identifier: string; password: string }) =>
      call(() => client.post("api/auth/local", { json: data }).json<AuthResult>()),
    forgotPassword: (data: { email: string }, botToken?: string | null) =>
      call(() =>
        client
          .post("api/auth/forgot-password", { json: data, headers: botHeaders(botToken) })
          .json<{ ok: boolean }>(),
      ),
    resetPassword: (data: { code: string; password: string; passwordConfirmation: string }) =>
      call(() => client.post("api/auth/reset-password", { json: data }).json<AuthResult>()),
    sendEmailConfirmation: (data: { email: string }) =>
      call(() =>
        client
          .post("api/auth/send-email-confirmation", { json: data })
          .json<{ email: string; sent: boolean }>(),
      ),
    changePassword: (data: {
      currentPassword: string;
      password: string;
      passwordConfirmation: string;
    }) => call(() => client.post("api/auth/change-password", { json: data }).json<AuthResult>()),
    me: () => call(() => client.get("api/users/me").json<User>()),
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

export const accountApi: AccountApi = createAccountApi(
  createBackendClient(BACKEND_URL, () => readSession()?.token ?? null),
);
