/**
 * The survey page's calls: the first open survey not answered yet, and sending the answers
 * (POST /api/survey-responses with the bot-check token when one is configured).
 */
import type { AccountApi } from "@/platform/auth/api";
import { parseSurvey, type Answers, type SurveyDefinition } from "./definition";
import { openSurveysQuery } from "./open-surveys";

/**
 * The first open, unanswered survey the site can show (a malformed one is skipped), or null; with
 * only the texts of `locale` (and its fallbacks) in the answer.
 */
export async function firstOpenSurvey(
  api: AccountApi,
  answered: readonly string[],
  locale: string,
): Promise<SurveyDefinition | null> {
  const list = await api
    .collection<unknown>("surveys")
    .find(openSurveysQuery(answered, { "pagination[pageSize]": "10", locale }));
  for (const entry of list.data) {
    const parsed = parseSurvey(entry);
    if (parsed.ok && !answered.includes(parsed.value.key)) return parsed.value;
  }
  return null;
}

export async function sendAnswers(
  api: AccountApi,
  {
    survey,
    answers,
    language,
    botToken,
  }: { survey: string; answers: Answers; language: string; botToken: string | null },
): Promise<void> {
  await api.collection("survey-responses").create({ survey, answers, language }, botToken);
}
