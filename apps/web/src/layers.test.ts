/**
 * The ESLint layer rules (eslint.config.js at the root, docs/architecture.md) refuse an import
 * from a higher layer: these snippets must fail, and the allowed direction must pass.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restricted(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}apps/web/src/${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("layer rules", { timeout: 60_000 }, () => {
  it("refuses a kit importing a tool, the platform or a route", async () => {
    expect(
      await restricted("ui/Bad.ts", 'import { x } from "@/tools/trade/tool";\nexport { x };\n'),
    ).toHaveLength(1);
    expect(
      await restricted("lib/bad.ts", 'import { x } from "@/app/layout";\nexport { x };\n'),
    ).toHaveLength(1);
    expect(
      await restricted("ui/bad.ts", 'import { x } from "@/platform/shell/Modal";\nexport { x };\n'),
    ).toHaveLength(1);
  });

  it("refuses platform code importing a tool", async () => {
    expect(
      await restricted(
        "platform/profiles/bad.ts",
        'import { x } from "@/tools/gb-investment/gb-state";\nexport { x };\n',
      ),
    ).toHaveLength(1);
  });

  it("lets a tool use the platform, the kits and another tool's panel", async () => {
    const source = [
      'import { a } from "@/platform/profiles/profile-store";',
      'import { b } from "@/ui/Card";',
      'import { c } from "@/tools/promotion-messages/PromotionMessagesPanel";',
      "export { a, b, c };",
      "",
    ].join("\n");
    expect(await restricted("tools/gb-investment/ok.ts", source)).toEqual([]);
  });
});
