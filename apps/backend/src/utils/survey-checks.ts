/**
 * A survey is checked whenever it is written (admin panel, API, seeding): its texts and questions
 * must follow the format of packages/survey-schema, so that the site can show it and responses can
 * be checked against it. Runs in the document service, which every write goes through.
 */
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { LIMITS, parseQuestions, parseText } from "@foe-toolbox/survey-schema";

export const SURVEY_UID = "api::survey.survey";

/** The problem with (the given fields of) a survey, or null. */
export function surveyProblem(data: Record<string, unknown>): string | null {
  if ("questions" in data) {
    const questions = parseQuestions(data.questions);
    if (questions.ok === false) return questions.error;
  }
  if ("title" in data) {
    const title = parseText(data.title, "title");
    if (title.ok === false) return title.error;
  }
  if (data.description != null) {
    const description = parseText(data.description, "description", LIMITS.html);
    if (description.ok === false) return description.error;
  }
  const opens = typeof data.opensAt === "string" ? Date.parse(data.opensAt) : NaN;
  const closes = typeof data.closesAt === "string" ? Date.parse(data.closesAt) : NaN;
  if (!Number.isNaN(opens) && !Number.isNaN(closes) && closes <= opens)
    return "closesAt must be later than opensAt";
  return null;
}

export function registerSurveyChecks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SURVEY_UID || (context.action !== "create" && context.action !== "update"))
      return next();
    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    const problem = surveyProblem(data);
    if (problem) throw new errors.ValidationError(`Invalid survey: ${problem}`);
    return next();
  });
}
