/**
 * A short in-process cache of the public survey list: the answer is the same for everyone, so
 * each instance computes it at most once per SURVEYS_CACHE_MS (5 s) and query string instead of
 * once per visitor. A survey written through this instance clears it at once; a write through
 * another instance sharing the database shows after at most that time (browsers and the proxy keep
 * the list for a minute anyway).
 */
import type { Core } from "@strapi/strapi";
import { SURVEY_UID } from "./survey-checks";

const MAX_ENTRIES = 200;
const entries = new Map<string, { at: number; body: unknown }>();

const ttl = () => Number(process.env.SURVEYS_CACHE_MS ?? 5000);

export async function cachedSurveyList(key: string, compute: () => Promise<unknown>) {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < ttl()) return hit.body;
  const body = await compute();
  entries.delete(key);
  // Query strings are the caller's: keep the number of entries bounded.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { at: now, body });
  return body;
}

export function registerSurveyListCache(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (
      context.uid === SURVEY_UID &&
      !["findMany", "findOne", "findFirst", "count"].includes(context.action)
    )
      entries.clear();
    return result;
  });
}
