/**
 * Survey answers (no account needed): after the optional bot check, the answers are checked
 * against their survey (an open one, named by its key): every answered question exists and is
 * shown for these answers, choices exist, texts fit, required questions are answered. Any problem
 * answers 400 with every problem in `details.errors`, and nothing is stored.
 */
import { factories } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { verifyBotCheck } from "../../../utils/bot-check";
import { requireData } from "../../../utils/validate";
import {
  isOpen,
  parseQuestions,
  validateAnswers,
  MAX_ANSWERS_BYTES,
} from "@foe-toolbox/survey-schema";

const UID = "api::survey-response.survey-response";

export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = requireData(ctx.request.body);
    await verifyBotCheck(data.captchaToken ?? ctx.get("x-captcha-token"), ctx.request.ip);
    if (typeof data.survey !== "string" || data.survey === "") {
      throw new errors.ValidationError("survey must name a survey by its key", { field: "survey" });
    }
    const survey = await strapi.db
      .query("api::survey.survey")
      .findOne({ where: { key: data.survey } });
    if (!survey || !isOpen(survey, new Date())) {
      throw new errors.ValidationError("This survey does not exist or is closed", {
        field: "survey",
      });
    }
    if (JSON.stringify(data.answers ?? null).length > MAX_ANSWERS_BYTES) {
      throw new errors.ValidationError("answers must be at most 64 KB", { field: "answers" });
    }
    const questions = parseQuestions(survey.questions);
    if (questions.ok === false)
      throw new errors.ApplicationError(
        `The survey "${survey.key}" is misconfigured: ${questions.error}`,
      );
    const checked = validateAnswers(questions.value, data.answers);
    if (checked.ok === false) {
      const [first] = checked.errors;
      const message = first?.question
        ? `The answer to "${first.question}" is not valid (${first.problem})`
        : "answers must be a JSON object of answers by question id";
      throw new errors.ValidationError(message, { field: "answers", errors: checked.errors });
    }
    const fromCaller = { answers: checked.answers, language: data.language };
    await strapi.contentAPI.validate.input(fromCaller, strapi.getModel(UID), {
      auth: ctx.state.auth,
    });
    // The survey and the owner (both private) are set by the server.
    const created = await strapi.documents(UID).create({
      data: {
        ...fromCaller,
        survey: survey.documentId,
        owner: (ctx.state.user as { id: number } | undefined)?.id,
      } as never,
    });
    ctx.status = 201;
    return { data: { documentId: created.documentId } };
  },
}));
