/**
 * Every tool folder is wired up (docs/architecture.md): its `tool.ts` definition names a tool
 * route of the registry. Folders without one are listed below with the reason.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FEATURES } from "@/platform/registry";

/** Tool folders without a `tool.ts` of their own. */
const WITHOUT_DEFINITION: Readonly<Record<string, string>> = {
  "promotion-messages": "a panel of the GB investment page, saved with the profile's templates",
};

const toolsDir = fileURLToPath(new URL(".", import.meta.url));
const folders = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const toolRoutes = new Set(
  FEATURES.filter((f) => f.group === "tools" || f.group === "statistics").map((f) => f.route),
);

function isToolDefinition(value: unknown): value is { key: string; permalink: unknown } {
  return typeof value === "object" && value !== null && "key" in value && "permalink" in value;
}

describe("tool folders", () => {
  // Importing every definition loads game data (the statistics tables take seconds on a busy machine).
  it(
    "each defines one tool whose key is a tool route of the registry",
    { timeout: 30_000 },
    async () => {
      for (const folder of folders) {
        if (!existsSync(join(toolsDir, folder, "tool.ts"))) {
          expect(Object.keys(WITHOUT_DEFINITION), `${folder} has no tool.ts`).toContain(folder);
          continue;
        }
        const module = (await import(`./${folder}/tool.ts`)) as Record<string, unknown>;
        const definitions = Object.values(module).filter(isToolDefinition);
        expect(definitions, folder).toHaveLength(1);
        expect([...toolRoutes], folder).toContain(definitions[0]!.key);
      }
    },
  );

  it("lists as exceptions only folders that exist", () => {
    for (const folder of Object.keys(WITHOUT_DEFINITION)) expect(folders).toContain(folder);
  });
});
