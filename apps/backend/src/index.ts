import type { Core } from "@strapi/strapi";
import { registerOwnerScope } from "./utils/owner-scope";
import { registerSurveyChecks } from "./utils/survey-checks";
import { seedSurveys } from "./utils/seed-surveys";
import { closeAdminRegistration } from "./utils/admin-setup";
import { registerGraphqlAccountGuard } from "./utils/graphql-account-guard";
import { registerSurveyListCache } from "./utils/survey-list-cache";
import { installAuthCache, registerAuthCacheInvalidation } from "./utils/auth-cache";
import { ensureLookupIndexes } from "./utils/lookup-indexes";

/** Permissions of the users-permissions roles, granted on every start (idempotent). */
const PERMISSIONS: Record<"public" | "authenticated", string[]> = {
  public: [
    "api::survey.survey.find",
    "api::survey-response.survey-response.create",
    "api::contact-message.contact-message.create",
    "plugin::users-permissions.auth.refresh",
  ],
  authenticated: [
    "api::user-setting.user-setting.find",
    "api::user-setting.user-setting.findOne",
    "api::user-setting.user-setting.create",
    "api::user-setting.user-setting.update",
    "api::user-setting.user-setting.delete",
    "api::user-setting.user-setting.count",
    "api::survey.survey.find",
    "api::survey-response.survey-response.create",
    "api::contact-message.contact-message.create",
    "api::account.account.destroy",
    "plugin::users-permissions.auth.changePassword",
    "plugin::users-permissions.auth.logout",
  ],
};

async function grantPermissions(strapi: Core.Strapi) {
  for (const [type, actions] of Object.entries(PERMISSIONS)) {
    const role = await strapi.db
      .query("plugin::users-permissions.role")
      .findOne({ where: { type } });
    if (!role) continue;
    for (const action of actions) {
      const exists = await strapi.db
        .query("plugin::users-permissions.permission")
        .findOne({ where: { action, role: role.id } });
      if (!exists) {
        await strapi.db
          .query("plugin::users-permissions.permission")
          .create({ data: { action, role: role.id } });
      }
    }
  }
}

/** E-mail confirmation on, with links back to the site (SITE_URL). */
async function configureAccounts(strapi: Core.Strapi) {
  const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
  const store = strapi.store({ type: "plugin", name: "users-permissions" });
  const advanced = ((await store.get({ key: "advanced" })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: "advanced",
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      email_confirmation: true,
      email_confirmation_redirection: `${siteUrl}/user-settings?confirmed=1`,
      email_reset_password: `${siteUrl}/reset-password`,
      default_role: "authenticated",
    },
  });
  const from = process.env.EMAIL_FROM || "FoE Toolbox <no-reply@localhost>";
  const match = /^(.*)<([^>]+)>\s*$/.exec(from);
  const sender = { name: (match?.[1] ?? "FoE Toolbox").trim(), email: (match?.[2] ?? from).trim() };
  const emailTemplates = ((await store.get({ key: "email" })) ?? {}) as Record<
    string,
    { options?: Record<string, unknown> }
  >;
  for (const key of Object.keys(emailTemplates)) {
    const template = emailTemplates[key];
    if (template?.options)
      template.options = {
        ...template.options,
        from: sender,
        response_email: process.env.EMAIL_REPLY_TO || sender.email,
      };
  }
  if (Object.keys(emailTemplates).length > 0)
    await store.set({ key: "email", value: emailTemplates });
}

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    closeAdminRegistration(strapi);
    registerOwnerScope(strapi);
    registerSurveyChecks(strapi);
    registerGraphqlAccountGuard(strapi);
    registerSurveyListCache(strapi);
    installAuthCache(strapi);
    // The settings document is written only through the REST controller (revision check, one per
    // user); GraphQL may read it (owner-scoped) but not write it. Surveys, responses and contact
    // messages are REST only: their controllers list only open surveys, check the bot check and the
    // answers, and mail the contact message, none of which GraphQL resolvers would do.
    const extension = strapi.plugin("graphql").service("extension");
    extension.shadowCRUD("api::user-setting.user-setting").disableMutations();
    for (const uid of [
      "api::survey.survey",
      "api::survey-response.survey-response",
      "api::contact-message.contact-message",
    ]) {
      extension.shadowCRUD(uid).disable();
    }
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    registerAuthCacheInvalidation(strapi);
    await ensureLookupIndexes(strapi);
    await grantPermissions(strapi);
    await configureAccounts(strapi);
    if (process.env.SEED_SURVEYS !== "false") await seedSurveys(strapi);
  },
};
