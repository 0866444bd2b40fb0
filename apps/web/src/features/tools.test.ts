/**
 * Every tool folder is wired up (docs/architecture.md): its `tool.ts` definition names a tool of
 * the registry, and the folder is listed as a tool by the ESLint layer rules.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FEATURES } from "./registry";

const featuresDir = fileURLToPath(new URL(".", import.meta.url));
const eslintConfig = fileURLToPath(new URL("../../../../eslint.config.js", import.meta.url));

const folders = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const toolFolders = folders.filter((name) => existsSync(join(featuresDir, name, "tool.ts")));
const toolRoutes = new Set(
  FEATURES.filter((f) => f.group === "tools" || f.group === "statistics").map((f) => f.route),
);

function isToolDefinition(value: unknown): value is { key: string; permalink: unknown } {
  return typeof value === "object" && value !== null && "key" in value && "permalink" in value;
}

describe("tool folders", () => {
  it("each defines a tool whose key is a tool route of the registry", async () => {
    expect(toolFolders.length).toBeGreaterThan(0);
    for (const folder of toolFolders) {
      const module = (await import(`./${folder}/tool.ts`)) as Record<string, unknown>;
      const definitions = Object.values(module).filter(isToolDefinition);
      expect(definitions, folder).toHaveLength(1);
      expect([...toolRoutes], folder).toContain(definitions[0]!.key);
    }
  });

  it("are the tools of the layer rules, and those all exist", async () => {
    const { TOOL_FOLDERS } = (await import(/* @vite-ignore */ eslintConfig)) as {
      TOOL_FOLDERS: string[];
    };
    for (const folder of toolFolders) expect(TOOL_FOLDERS, folder).toContain(folder);
    for (const folder of TOOL_FOLDERS) expect(folders, folder).toContain(folder);
  });
});
