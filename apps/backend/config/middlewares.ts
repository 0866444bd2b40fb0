/**
 * CORS is limited to the site's own origin(s) (SITE_ORIGINS, comma separated). Once the body is
 * parsed: its depth check, then the per-IP limit and the bot check of the account routes
 * (register, forgot password, confirmation mail). No X-Powered-By header (strapi::poweredBy is
 * left out).
 */
export default ({ env }) => [
  "strapi::logger",
  "strapi::errors",
  "strapi::security",
  {
    name: "strapi::cors",
    config: {
      origin: env.array("SITE_ORIGINS", ["http://localhost:3000"]),
      methods: ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"],
      headers: ["Content-Type", "Authorization", "Origin", "Accept", "X-Captcha-Token"],
      keepHeaderOnError: true,
    },
  },
  "strapi::query",
  { name: "strapi::body", config: { jsonLimit: "1mb", formLimit: "256kb", textLimit: "256kb" } },
  "global::body-depth",
  "global::account-limit",
  "global::bot-check",
  "strapi::session",
  "strapi::favicon",
  "strapi::public",
];
