/**
 * The confirmation link of the mail is opened in a browser: it lands on the site in the mail's
 * language (`locale` in the link), and a used, expired or broken link lands on the login page,
 * which says so and offers a new mail, instead of a JSON error. GraphQL's emailConfirmation
 * (`returnUser`) keeps its errors.
 */
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { type MailLocale, sitePage, siteUrl, toMailLocale } from "./account-mail/locale";

interface ConfirmationContext {
  query?: Record<string, unknown>;
  status: number;
  response?: { get(header: string): string };
  redirect(url: string): void;
}
type Controller = (ctx: ConfirmationContext, next?: unknown, returnUser?: boolean) => unknown;
type AuthFactory = (deps: { strapi: Core.Strapi }) => Record<string, Controller>;

/** `url` on the site, moved under the locale's prefix (English has none). */
function inLocale(url: string, locale: MailLocale): string {
  const site = siteUrl();
  if (locale === "en" || !url.startsWith(`${site}/`)) return url;
  return `${site}/${locale}${url.slice(site.length)}`;
}

export function withConfirmationLanding(factory: AuthFactory): AuthFactory {
  return ({ strapi }) => {
    const base = factory({ strapi });
    return {
      ...base,
      async emailConfirmation(ctx, next, returnUser) {
        if (returnUser) return base.emailConfirmation(ctx, next, returnUser);
        const locale = toMailLocale(ctx.query?.locale);
        try {
          await base.emailConfirmation(ctx, next, returnUser);
        } catch (error) {
          if (!(error instanceof errors.ValidationError)) throw error;
          ctx.redirect(`${sitePage(locale, "/login")}?confirmation=invalid`);
          return;
        }
        const location = ctx.response?.get("Location");
        if (ctx.status === 302 && location) ctx.redirect(inLocale(location, locale));
      },
    };
  };
}
