/**
 * What the user reads when a backend call fails: Strapi's known messages get our own translated
 * text (`account.errors.<key>`); an unknown one is shown as it came, after a translated prefix; no
 * answer at all means the account server is unreachable.
 */
import type { ApiError } from "./model";

export type ErrorKey =
  | "unreachable"
  | "invalidCredentials"
  | "taken"
  | "notConfirmed"
  | "blocked"
  | "rateLimited"
  | "invalidCode"
  | "passwordsDiffer"
  | "currentPasswordInvalid"
  | "samePassword"
  | "passwordShort"
  | "passwordCommon"
  | "alreadyConfirmed"
  | "registerDisabled"
  | "botCheck"
  | "sessionEnded"
  | "serverError"
  | "unknown";

export interface ErrorDescription {
  key: ErrorKey;
  values?: Record<string, string | number>;
}

const KNOWN: [RegExp, ErrorKey][] = [
  [/invalid identifier or password/i, "invalidCredentials"],
  [/already taken/i, "taken"],
  [/not (been )?confirmed/i, "notConfirmed"],
  [/blocked/i, "blocked"],
  [/too many requests/i, "rateLimited"],
  [/incorrect code/i, "invalidCode"],
  [/passwords do not match/i, "passwordsDiffer"],
  [/current password is invalid/i, "currentPasswordInvalid"],
  [/must be different/i, "samePassword"],
  // The backend's password rule (apps/backend/src/utils/password-policy.ts).
  [/password must be at least \d+ characters/i, "passwordShort"],
  [/password is too common/i, "passwordCommon"],
  [/already confirmed/i, "alreadyConfirmed"],
  [/register action is (currently )?disabled/i, "registerDisabled"],
  [/bot check/i, "botCheck"],
];

export function describeApiError(error: ApiError): ErrorDescription {
  if (error.kind === "unreachable") return { key: "unreachable" };
  if (error.status === 429) return { key: "rateLimited" };
  const message = error.info?.message;
  if (message) {
    const known = KNOWN.find(([pattern]) => pattern.test(message));
    if (known) return { key: known[1] };
  }
  if (error.status === 401) return { key: "sessionEnded" };
  if (message && (error.status === null || error.status < 500))
    return { key: "unknown", values: { message } };
  return { key: "serverError", values: { status: error.status ?? 500 } };
}
