/**
 * Public list of the surveys that are open now (active, opened, not closed). The caller's own
 * filters are kept, so the site can leave out the surveys it already answered
 * (`filters[key][$notIn][0]=…`). Oldest first unless the caller sorts. `locale=de` keeps only the
 * texts of that locale (and its fallbacks). The answer is the same for everyone, so browsers and
 * the proxy may keep it for a minute (the site asks once per visit), and each instance computes it
 * once per few seconds (src/utils/survey-list-cache.ts).
 */
import { factories } from "@strapi/strapi";
import { isLocale, surveyForLocale } from "../../../utils/survey-locale";
import { cachedSurveyList } from "../../../utils/survey-list-cache";

const UID = "api::survey.survey";
export const SURVEYS_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export function openFilter(now: Date) {
  const at = now.toISOString();
  return {
    $and: [
      { active: true },
      { $or: [{ opensAt: { $null: true } }, { opensAt: { $lte: at } }] },
      { $or: [{ closesAt: { $null: true } }, { closesAt: { $gt: at } }] },
    ],
  };
}

export default factories.createCoreController(UID, () => ({
  async find(ctx) {
    ctx.set("Cache-Control", SURVEYS_CACHE_CONTROL);
    // CORS answers differ by Origin.
    ctx.vary("Origin");
    const { locale, ...query } = ctx.query as Record<string, unknown>;
    return cachedSurveyList(ctx.querystring, async () => {
      const open = openFilter(new Date());
      ctx.query = {
        ...query,
        filters: query.filters ? { $and: [query.filters, open] } : open,
        sort: query.sort ?? ["createdAt:asc", "id:asc"],
      };
      const result = (await super.find(ctx)) as { data?: Record<string, unknown>[] };
      if (isLocale(locale) && Array.isArray(result?.data))
        return { ...result, data: result.data.map((survey) => surveyForLocale(survey, locale)) };
      return result;
    });
  },
}));
