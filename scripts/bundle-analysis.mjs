// Turbopack's module graph of the built web app (`next analyze`, written to
// apps/web/.next/diagnostics/analyze; it does not touch the build): which package or source folder
// each part of each output chunk comes from. Used by `npm run bench:bundles` and by the bench's
// split of first-load JS into the framework and the site's own code.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT, env } from "./lib.mjs";

const WEB = join(ROOT, "apps/web");

/**
 * The records of `next analyze export` (one JSON object per line), compiling the graph first unless
 * it is newer than the build; exits on failure.
 */
export function analyzeRecords() {
  // The graph is compiled again only when the build is newer than the last analysis.
  const analysis = join(WEB, ".next/diagnostics/analyze");
  const build = join(WEB, ".next/BUILD_ID");
  const fresh =
    existsSync(analysis) &&
    existsSync(build) &&
    statSync(analysis).mtimeMs > statSync(build).mtimeMs;
  if (!fresh) {
    const analyze = spawnSync("npx", ["next", "analyze", "--output"], {
      cwd: WEB,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (analyze.status !== 0) process.exit(analyze.status ?? 1);
  }
  const exported = spawnSync("npx", ["next", "analyze", "export"], {
    cwd: WEB,
    env,
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  if (exported.status !== 0) {
    console.error(exported.stderr);
    process.exit(1);
  }
  return exported.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Where a module comes from: an npm package (React DOM and Next's router told apart), or a source folder. */
export function owner(sourcePath) {
  const path = sourcePath.replace("[project]/", "");
  if (path.includes("next/dist/compiled/react-dom/")) return "react-dom (bundled with next)";
  if (path.includes("next/dist/compiled/react/") || path.includes("next/dist/compiled/scheduler/"))
    return "react (bundled with next)";
  if (path.includes("next/dist/compiled/react-server-dom-"))
    return "react-server-dom client (bundled with next)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  if (path.startsWith("[turbopack]")) return "turbopack runtime";
  return path.split("/").slice(0, 4).join("/");
}

/**
 * The framework: React, React DOM, Next.js (with the React builds, the scheduler and the helpers
 * its compiled code imports) and Turbopack's runtime. Everything else is the site's own share
 * (its code and the libraries it chose).
 */
export function isFramework(ownerName) {
  return (
    ownerName.endsWith("(bundled with next)") ||
    ["next", "react", "react-dom", "scheduler", "@swc/helpers", "turbopack runtime"].includes(
      ownerName,
    )
  );
}

/**
 * Per page route (`/[locale]/trade`), the output chunks of its first load — the framework
 * bootstrap plus everything the page's server component tree needs on the client — and their
 * parts (modules). `partsOf(route)` is undefined for an unknown route.
 */
export function firstLoadParts(records) {
  const partsByOutput = new Map();
  const groupsByRoute = new Map();
  const pageRoutes = new Set();
  for (const r of records) {
    if (r.type === "part") {
      // The export lists the parts of a shared chunk once per route.
      const key = `${r.route} ${r.filename}`;
      if (!partsByOutput.has(key)) partsByOutput.set(key, []);
      partsByOutput.get(key).push(r);
    } else if (r.type === "group") {
      if (!groupsByRoute.has(r.route)) groupsByRoute.set(r.route, []);
      groupsByRoute.get(r.route).push(r);
    } else if (r.type === "route" && r.entries.some((e) => e.module_ident.includes("/page {"))) {
      pageRoutes.add(r.route);
    }
  }
  const partsOf = (route) => {
    const groups = groupsByRoute.get(route);
    if (!groups) return undefined;
    const outputs = new Set(
      groups
        .filter(
          (g) =>
            g.kind === "bootstrap" ||
            (g.kind === "render_dependent" &&
              /\/page\.tsx \[app-rsc\]/.test(g.trigger_module_ident)),
        )
        .flatMap((g) => g.outputs)
        .filter((o) => o.endsWith(".js")),
    );
    const parts = [...outputs].flatMap((o) => partsByOutput.get(`${route} ${o}`) ?? []);
    return { outputs, parts };
  };
  return { pageRoutes, partsOf };
}
