/**
 * The surveys shipped with the repository (data/surveys/*.json) are created on start when no
 * survey with their key exists yet; an existing survey is left as it is, so edits made in the admin
 * panel are kept. SEED_SURVEYS=false skips this.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Core } from "@strapi/strapi";
import { parseSurvey } from "@foe-toolbox/survey-schema";
import { SURVEY_UID } from "./survey-checks";

export function seedFolder(strapi: Core.Strapi): string {
  return path.join(strapi.dirs.app.root, "data", "surveys");
}

export async function seedSurveys(strapi: Core.Strapi): Promise<void> {
  const folder = seedFolder(strapi);
  let files: string[];
  try {
    files = readdirSync(folder)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return;
  }
  for (const file of files) {
    const raw = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Record<
      string,
      unknown
    >;
    const parsed = parseSurvey(raw);
    if (parsed.ok === false) throw new Error(`data/surveys/${file}: ${parsed.error}`);
    const { key, title, description, questions } = parsed.value;
    const existing = await strapi.db.query(SURVEY_UID).findOne({ where: { key }, select: ["id"] });
    if (existing) continue;
    await strapi.documents(SURVEY_UID).create({
      data: {
        key,
        title,
        description: description ?? null,
        questions: raw.questions,
        opensAt: typeof raw.opensAt === "string" ? raw.opensAt : null,
        closesAt: typeof raw.closesAt === "string" ? raw.closesAt : null,
        active: raw.active !== false,
      } as never,
    });
    // Instances started together on one database may both have created it: the oldest stays.
    const copies = await strapi.db
      .query(SURVEY_UID)
      .findMany({ where: { key }, select: ["id"], orderBy: { id: "asc" } });
    if (copies.length > 1) {
      await strapi.db
        .query(SURVEY_UID)
        .deleteMany({ where: { id: { $in: copies.slice(1).map((c) => c.id) } } });
    }
    strapi.log.info(`survey "${key}" created from data/surveys/${file}`);
  }
}
