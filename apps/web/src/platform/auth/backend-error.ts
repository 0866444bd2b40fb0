/**
 * The message of a backend error response (docs/site.md §21): an array of groups (the first
 * group's first message), an object with a `message` field, or a plain string. Strapi 5 wraps
 * errors as `{ data: null, error: { status, name, message, details } }`; older bodies use
 * `{ message: [{ messages: [{ id, message }] }] }`. Returns null when nothing readable is found.
 */
export interface BackendErrorInfo {
  message: string;
  /** Strapi's error name (ValidationError, ApplicationError, …) when present. */
  name: string | null;
  status: number | null;
}

function firstMessage(value: unknown, depth = 0): string | null {
  if (depth > 8 || value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const found = firstMessage(entry, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const key of ["message", "messages", "error"]) {
      if (key in record) {
        const found = firstMessage(record[key], depth + 1);
        if (found) return found;
      }
    }
  }
  return null;
}

export function extractBackendError(
  body: unknown,
  status: number | null = null,
): BackendErrorInfo | null {
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    const error = record.error;
    if (error && typeof error === "object" && !Array.isArray(error)) {
      const e = error as Record<string, unknown>;
      const message = firstMessage(e.message) ?? firstMessage(e);
      if (message) {
        return {
          message,
          name: typeof e.name === "string" ? e.name : null,
          status: typeof e.status === "number" ? e.status : status,
        };
      }
    }
  }
  const message = firstMessage(body);
  return message ? { message, name: null, status } : null;
}
