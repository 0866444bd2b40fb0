/** The backend's public URL, built into the site (kept apart so that small callers need not load the client). */
export const BACKEND_URL = (process.env.NEXT_PUBLIC_BACKEND_URL || "http://localhost:1337").replace(
  /\/+$/,
  "",
);
