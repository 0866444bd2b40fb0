import { graphqlServerOptions } from "../src/utils/graphql-limits";
import { sharedRateLimitStore } from "../src/utils/rate-limit-store";
import { validatePassword } from "../src/utils/password-policy";

export default ({ env }) => ({
  "users-permissions": {
    config: {
      jwtSecret: env("JWT_SECRET"),
      // Short access tokens renewed with a refresh token; every token ends with its session
      // (logout, password change or reset, account deletion: src/extensions/users-permissions).
      jwtManagement: "refresh",
      sessions: {
        accessTokenLifespan: env.int("ACCESS_TOKEN_LIFESPAN_S", 15 * 60),
        maxRefreshTokenLifespan: env.int("SESSION_MAX_LIFESPAN_S", 30 * 86_400),
        idleRefreshTokenLifespan: env.int("SESSION_IDLE_LIFESPAN_S", 14 * 86_400),
      },
      register: { allowedFields: [] },
      // On register, reset and change password: length and common passwords.
      validationRules: { validatePassword },
      // Rate limit of the auth routes (login, register, forgot password…): on by default,
      // configurable so that tests can raise it.
      ratelimit: {
        enabled: env.bool("AUTH_RATE_LIMIT_ENABLED", true),
        interval: env.int("AUTH_RATE_LIMIT_INTERVAL_MS", 60_000),
        max: env.int("AUTH_RATE_LIMIT_MAX", 10),
        // Counters in the database: every instance counts the same requests.
        store: sharedRateLimitStore,
      },
    },
  },
  email: {
    config: {
      provider: "nodemailer",
      providerOptions: {
        host: env("SMTP_HOST", "localhost"),
        port: env.int("SMTP_PORT", 1025),
        secure: env.bool("SMTP_SECURE", false),
        ignoreTLS: !env.bool("SMTP_SECURE", false) && env("SMTP_HOST", "localhost") === "localhost",
        ...(env("SMTP_USERNAME", "")
          ? { auth: { user: env("SMTP_USERNAME"), pass: env("SMTP_PASSWORD") } }
          : {}),
      },
      settings: {
        defaultFrom: env("EMAIL_FROM", "FoE Toolbox <no-reply@localhost>"),
        defaultReplyTo: env("EMAIL_REPLY_TO", "no-reply@localhost"),
      },
    },
  },
  graphql: {
    config: {
      endpoint: "/graphql",
      shadowCRUD: true,
      playgroundAlways: false,
      depthLimit: 7,
      defaultLimit: 25,
      maxLimit: 100,
      landingPage: false,
      apolloServer: graphqlServerOptions({ production: env("NODE_ENV") === "production" }),
    },
  },
});
