/**
 * The user's settings document (one per user). Updates carry the revision the client based its
 * change on; a stale revision answers 409 with the stored document, so a change made on another
 * device is never silently overwritten. The check and the write are one conditional UPDATE, which
 * stays correct with several backend instances on one database.
 */
import { factories } from "@strapi/strapi";
import { requireData, requireRevision, requireSettings } from "../../../utils/validate";

const UID = "api::user-setting.user-setting";
/** The fields of a settings document in an answer (the owner relation is private). */
const READ_FIELDS = [
  "id",
  "documentId",
  "settings",
  "revision",
  "createdAt",
  "updatedAt",
  "publishedAt",
];

export default factories.createCoreController(UID, ({ strapi }) => ({
  async count(ctx) {
    // The document middleware restricts the count to the caller's own documents.
    const count = await strapi.documents(UID).count({});
    ctx.body = { count };
  },

  async findOne(ctx) {
    // The site reads its document without query parameters: one owner-scoped query instead of the
    // generic path (query checks, the owner check and the read in a transaction, the output
    // sanitizer). Requests with parameters take the generic path.
    if (Object.keys(ctx.query ?? {}).length > 0) return super.findOne(ctx);
    const user = ctx.state.user as { id: number };
    const row = await strapi.db.query(UID).findOne({
      where: { documentId: ctx.params.id, owner: { id: user.id } },
      select: READ_FIELDS,
    });
    if (!row) return ctx.notFound("Not Found");
    return { data: row, meta: {} };
  },

  async create(ctx) {
    const data = requireData(ctx.request.body);
    const settings = requireSettings(data.settings);
    const user = ctx.state.user as { id: number };
    const existing = await strapi.db.query(UID).findOne({ where: { owner: { id: user.id } } });
    if (existing) {
      return ctx.conflict("This account already has a settings document", {
        documentId: existing.documentId,
        revision: existing.revision,
      });
    }
    const document = await strapi.documents(UID).create({ data: { settings, revision: 0 } });
    const sanitized = await this.sanitizeOutput(document, ctx);
    ctx.status = 201;
    return this.transformResponse(sanitized);
  },

  async update(ctx) {
    const data = requireData(ctx.request.body);
    const settings = requireSettings(data.settings);
    const baseRevision = requireRevision(data.revision);
    const user = ctx.state.user as { id: number };
    const row = await strapi.db.query(UID).findOne({
      where: { documentId: ctx.params.id, owner: { id: user.id } },
      select: ["id", "documentId", "createdAt"],
    });
    if (!row) return ctx.notFound("Not Found");
    const updatedAt = new Date();
    const { count } = await strapi.db.query(UID).updateMany({
      where: { id: row.id, revision: baseRevision },
      data: { settings, revision: baseRevision + 1, updatedAt },
    });
    if (count === 0) {
      const current = await strapi.db
        .query(UID)
        .findOne({ where: { id: row.id }, select: ["revision", "settings"] });
      return ctx.conflict("The settings were changed on another device", {
        revision: current?.revision,
        settings: current?.settings,
      });
    }
    // The stored document is exactly what was just written: answering without reading it back
    // through the document service saves two queries and the output sanitizer on every sync.
    return {
      data: {
        id: row.id,
        documentId: row.documentId,
        settings,
        revision: baseRevision + 1,
        createdAt: row.createdAt,
        updatedAt,
      },
      meta: {},
    };
  },
}));
