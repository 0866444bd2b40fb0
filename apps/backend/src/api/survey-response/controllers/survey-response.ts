/** Survey answers (no account needed): stored after the optional bot check. */
import { factories } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { verifyBotCheck } from "../../../utils/bot-check";
import { isPlainObject, requireData } from "../../../utils/validate";

const UID = "api::survey-response.survey-response";

export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = requireData(ctx.request.body);
    await verifyBotCheck(data.captchaToken ?? ctx.get("x-captcha-token"), ctx.request.ip);
    if (!isPlainObject(data.answers) || JSON.stringify(data.answers).length > 64 * 1024) {
      throw new errors.ValidationError("answers must be a JSON object of at most 64 KB", { field: "answers" });
    }
    const input = {
      survey: data.survey,
      answers: data.answers,
      language: data.language,
      owner: (ctx.state.user as { id: number } | undefined)?.id,
    };
    // The owner (private) is set by the server, after the caller's fields are validated.
    const { owner, ...fromCaller } = input;
    await strapi.contentAPI.validate.input(fromCaller, strapi.getModel(UID), { auth: ctx.state.auth });
    const created = await strapi.documents(UID).create({ data: { ...fromCaller, owner } as never });
    ctx.status = 201;
    return { data: { documentId: created.documentId } };
  },
}));
