export default ({ env }) => ({
  host: env("HOST", "0.0.0.0"),
  port: env.int("PORT", 1337),
  // Behind a reverse proxy in production (IS_PROXIED=true): the client IP of the rate limits is
  // taken from X-Forwarded-For, counting PROXY_HOPS entries from its right end (the addresses our
  // own proxies appended), so an address a client put in the header itself is never used.
  proxy: {
    koa: env.bool("IS_PROXIED", false),
    maxIpsCount: env.int("PROXY_HOPS", 1),
  },
  app: { keys: env.array("APP_KEYS") },
});
