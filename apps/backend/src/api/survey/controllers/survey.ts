/**
 * Public list of the surveys that are open now (active, opened, not closed). The caller's own
 * filters are kept, so the site can leave out the surveys it already answered
 * (`filters[key][$notIn][0]=…`). Oldest first unless the caller sorts.
 */
import { factories } from "@strapi/strapi";

const UID = "api::survey.survey";

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
    const query = ctx.query as Record<string, unknown>;
    const open = openFilter(new Date());
    ctx.query = {
      ...query,
      filters: query.filters ? { $and: [query.filters, open] } : open,
      sort: query.sort ?? ["createdAt:asc", "id:asc"],
    };
    return super.find(ctx);
  },
}));
