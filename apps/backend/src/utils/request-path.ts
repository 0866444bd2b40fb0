/**
 * One spelling per route for the checks that look at the path (bot check, rate limits): Koa's
 * router also serves `/API//auth/local/register/`, so the checks compare a normalized form —
 * dot segments resolved, repeated and trailing slashes removed, lower case.
 */
import path from "node:path";

export function normalizePath(requestPath: string): string {
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // Malformed escapes: compare the raw path.
  }
  const normalized = path.posix.normalize(`/${decoded}`).replace(/\/+/g, "/");
  return normalized.toLowerCase().replace(/\/+$/, "") || "/";
}
