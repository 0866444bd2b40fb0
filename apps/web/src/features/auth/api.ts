/**
 * Typed calls to the content backend (product-spec §7): authentication, the current user, any
 * collection and GraphQL. No retry and no timeout (the shared backend client); the stored token is
 * sent as Bearer on every call. Every failure is turned into an `ApiError`: `unreachable` when no
 * answer came (offline, server down, CORS), otherwise the status and Strapi's message.
 */
import { HTTPError, type KyInstance } from "ky";
import { createBackendClient } from "@/lib/http";
import { BOT_CHECK_HEADER } from "@/features/bot-check/config";
import { extractBackendError, type BackendErrorInfo } from "./backend-error";
import { readSession } from "./session";

export const BACKEND_URL = (process.env.NEXT_PUBLIC_BACKEND_URL || "http://localhost:1337").replace(/\/+$/, "");

export interface User {
  id: number;
  documentId?: string;
  username: string;
  email: string;
  confirmed: boolean;
  blocked: boolean;
  createdAt?: string;
}

export interface AuthResult {
  jwt: string;
  user: User;
}

/** Register answers without a token while the e-mail is not confirmed. */
export interface RegisterResult {
  jwt?: string;
  user: User;
}

export interface StrapiList<T> {
  data: T[];
  meta?: { pagination?: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface StrapiOne<T> {
  data: T;
}

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly kind: "unreachable" | "http",
    readonly status: number | null,
    readonly info: BackendErrorInfo | null,
    /** The parsed response body (a 409 carries the stored document). */
    readonly body: unknown,
  ) {
    super(info?.message ?? (kind === "unreachable" ? "The backend is unreachable" : `HTTP ${status}`));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Any failure of a backend call as an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body = error.data;
    return new ApiError("http", status, extractBackendError(typeof body === "string" && body.trimStart().startsWith("<") ? null : body, status), body);
  }
  return new ApiError("unreachable", null, null, null);
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toApiError(error);
  }
}

const botHeaders = (token: string | null | undefined) => (token ? { [BOT_CHECK_HEADER]: token } : undefined);

export function createAccountApi(client: KyInstance) {
  const collection = <T>(name: string) => ({
    find: (query?: Record<string, string>) => call(() => client.get(`api/${name}`, { searchParams: query }).json<StrapiList<T>>()),
    count: () => call(() => client.get(`api/${name}/count`).json<{ count: number }>()),
    findOne: (id: string) => call(() => client.get(`api/${name}/${encodeURIComponent(id)}`).json<StrapiOne<T>>()),
    create: (data: Record<string, unknown>) => call(() => client.post(`api/${name}`, { json: { data } }).json<StrapiOne<T>>()),
    update: (id: string, data: Record<string, unknown>) =>
      call(() => client.put(`api/${name}/${encodeURIComponent(id)}`, { json: { data } }).json<StrapiOne<T>>()),
    delete: (id: string) => call(() => client.delete(`api/${name}/${encodeURIComponent(id)}`).then(() => undefined)),
  });

  return {
    register: (data: { username: string; email: string; password: string }, botToken?: string | null) =>
      call(() => client.post("api/auth/local/register", { json: data, headers: botHeaders(botToken) }).json<RegisterResult>()),
    login: (data: { identifier: string; password: string }) => call(() => client.post("api/auth/local", { json: data }).json<AuthResult>()),
    forgotPassword: (data: { email: string }, botToken?: string | null) =>
      call(() => client.post("api/auth/forgot-password", { json: data, headers: botHeaders(botToken) }).json<{ ok: boolean }>()),
    resetPassword: (data: { code: string; password: string; passwordConfirmation: string }) =>
      call(() => client.post("api/auth/reset-password", { json: data }).json<AuthResult>()),
    sendEmailConfirmation: (data: { email: string }) =>
      call(() => client.post("api/auth/send-email-confirmation", { json: data }).json<{ email: string; sent: boolean }>()),
    changePassword: (data: { currentPassword: string; password: string; passwordConfirmation: string }) =>
      call(() => client.post("api/auth/change-password", { json: data }).json<AuthResult>()),
    me: () => call(() => client.get("api/users/me").json<User>()),
    deleteAccount: () => call(() => client.delete("api/account").then(() => undefined)),
    collection,
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      call(() => client.post("graphql", { json: { query, variables } }).json<{ data?: T; errors?: { message: string }[] }>()),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

export const accountApi: AccountApi = createAccountApi(createBackendClient(BACKEND_URL, () => readSession()?.token ?? null));
