/**
 * Which open surveys the visitor has not answered yet (docs/site.md §3, §14). The backend lists only
 * open surveys; the answered ones (global setting `survey`, by key) are left out with Strapi's
 * filter — the product's `?_id_nin=` — and again here, since answers given later in the session
 * must hide a survey without asking the backend again.
 *
 * The notice asks at most once per browser session (the keys are kept in sessionStorage) with a
 * plain fetch, so that it adds almost nothing to every page; any failure means "no survey".
 */
import { BACKEND_URL } from "@/platform/auth/backend-url";
import { OPEN_SURVEYS_CACHE_KEY } from "@/lib/storage/keys";

/** Query parameters of the list of open surveys, answered ones left out. */
export function openSurveysQuery(
  answered: readonly string[],
  extra: Record<string, string> = {},
): Record<string, string> {
  const query: Record<string, string> = { ...extra };
  answered.forEach((key, i) => {
    query[`filters[key][$notIn][${i}]`] = key;
  });
  return query;
}

export function unanswered(keys: readonly string[], answered: readonly string[]): string[] {
  return keys.filter((key) => !answered.includes(key));
}

function readCache(storage: Storage | null): string[] | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(OPEN_SURVEYS_CACHE_KEY) ?? "null");
    return Array.isArray(value) && value.every((k) => typeof k === "string") ? value : null;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keys of the open surveys not answered yet: from this session's cache, else from the backend. */
export async function openSurveyKeys(
  answered: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const storage = session();
  const cached = readCache(storage);
  if (cached) return unanswered(cached, answered);
  let keys: string[] = [];
  try {
    const query = new URLSearchParams(
      openSurveysQuery(answered, { "fields[0]": "key", "pagination[pageSize]": "10" }),
    );
    const response = await fetchImpl(`${BACKEND_URL}/api/surveys?${query}`, {
      headers: { Accept: "application/json" },
    });
    if (response.ok) {
      const body = (await response.json()) as { data?: { key?: unknown }[] };
      keys = (body.data ?? []).map((s) => s.key).filter((k): k is string => typeof k === "string");
    }
  } catch {
    // Unreachable backend or a bad answer: no notice.
  }
  try {
    storage?.setItem(OPEN_SURVEYS_CACHE_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or off: the next page asks again.
  }
  return unanswered(keys, answered);
}
