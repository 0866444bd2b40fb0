/**
 * The backend's user and answers, and the error every failed backend call becomes. Kept apart from
 * the client so that the header and the session store can use them without loading the client.
 */
import { extractBackendError, type BackendErrorInfo } from "./backend-error";

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
  /** The access token (short-lived). */
  jwt: string;
  /** Renews `jwt`; the backend sends it in its refresh mode. */
  refreshToken?: string;
  user: User;
}

/** Register answers without a token while the e-mail is not confirmed. */
export interface RegisterResult {
  jwt?: string;
  refreshToken?: string;
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
    super(
      info?.message ?? (kind === "unreachable" ? "The backend is unreachable" : `HTTP ${status}`),
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface HttpErrorLike {
  name: "HTTPError";
  response: { status: number };
  data: unknown;
}

/** ky's HTTPError, recognised by shape so that this module does not load ky. */
function isHttpError(error: unknown): error is HttpErrorLike {
  return (
    error instanceof Error && error.name === "HTTPError" && "response" in error && "data" in error
  );
}

/** Any failure of a backend call as an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHttpError(error)) {
    const status = error.response.status;
    const body = error.data;
    return new ApiError(
      "http",
      status,
      extractBackendError(
        typeof body === "string" && body.trimStart().startsWith("<") ? null : body,
        status,
      ),
      body,
    );
  }
  return new ApiError("unreachable", null, null, null);
}
