/**
 * The contact form's fields with the limits of the backend's contact-message schema, and what a
 * failed send means for the user: fields the backend refused (shown beside them), or a message
 * about the whole form (unreachable, rate limit, bot check, server error).
 */
import type { ApiError } from "@/platform/auth/model";
import { describeApiError } from "@/platform/auth/error-message";
import type { RuleSet } from "@/lib/forms/rules";

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactField = keyof ContactValues;
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];

/** apps/backend/src/api/contact-message/content-types/contact-message/schema.json */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

export const CONTACT_RULES: Record<ContactField, RuleSet> = {
  name: { required: true, max: CONTACT_LIMITS.name },
  email: { required: true, email: true, max: CONTACT_LIMITS.email },
  subject: { required: true, max: CONTACT_LIMITS.subject },
  message: { required: true, max: CONTACT_LIMITS.message },
};

export type ContactErrorKey =
  "unreachable" | "rateLimited" | "botCheck" | "invalid" | "serverError" | "unknown";

export interface ContactFailure {
  /** Fields the backend refused. */
  fields: ContactField[];
  key: ContactErrorKey;
  values?: Record<string, string | number>;
}

function refusedFields(body: unknown): ContactField[] {
  const errors = (body as { error?: { details?: { errors?: unknown } } } | null)?.error?.details
    ?.errors;
  if (!Array.isArray(errors)) return [];
  const fields = errors
    .map((e) => (e as { path?: unknown })?.path)
    .map((path) => (Array.isArray(path) ? path[0] : undefined))
    .filter((field): field is ContactField =>
      (CONTACT_FIELDS as readonly unknown[]).includes(field),
    );
  return [...new Set(fields)];
}

export function describeContactFailure(error: ApiError): ContactFailure {
  const fields = error.status === 400 ? refusedFields(error.body) : [];
  if (fields.length > 0) return { fields, key: "invalid" };
  const { key, values } = describeApiError(error);
  switch (key) {
    case "unreachable":
    case "rateLimited":
    case "botCheck":
    case "serverError":
    case "unknown":
      return { fields: [], key, values };
    default:
      // An account message cannot come from this form; show what the server said.
      return {
        fields: [],
        key: "unknown",
        values: { message: error.info?.message ?? String(error.status) },
      };
  }
}
