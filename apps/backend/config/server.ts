export default ({ env }) => ({
  host: env("HOST", "0.0.0.0"),
  port: env.int("PORT", 1337),
  // Behind a reverse proxy in production: trust X-Forwarded-* for client IPs (rate limits).
  proxy: env.bool("IS_PROXIED", false),
  app: { keys: env.array("APP_KEYS") },
});
