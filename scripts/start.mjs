#!/usr/bin/env node
// `npm start`: install, build and start the whole site:
//   web      http://localhost:3000
//   backend  http://localhost:1337 (Strapi on SQLite, production mode; admin panel at /admin)
//   mail     http://localhost:1080 (local mail sink; SMTP on port 1025)
// A step whose inputs did not change since the last start is skipped (scripts/stamps.mjs), and the
// time of each step is printed. Only Node built-ins are imported at the top: npm packages (the mail
// sink's) are loaded after the install step, so a fresh clone starts with nothing but Node and npm.
import { join } from "node:path";
import {
  BACKEND_DIR,
  ROOT,
  backendBuild,
  backendInstall,
  buildAll,
  log,
  npmInstall,
  onStopped,
  printStepTimes,
  start,
  step,
} from "./lib.mjs";
import { hashInputs, isUpToDate, writeStamp } from "./stamps.mjs";

const WEB_PORT = process.env.PORT ?? "3000";
const BACKEND_URL = process.env.BACKEND_URL ?? "http://localhost:1337";

/** Runs `action` unless the hash of `inputs` equals the stamp of its last successful run. */
async function unlessUnchanged({ stamp, inputs, outputs = [], extra }, action) {
  const digest = hashInputs(ROOT, inputs, extra);
  if (isUpToDate(stamp, digest, outputs)) return false;
  await action();
  writeStamp(stamp, digest);
  return true;
}

const WORKSPACE_MANIFESTS = [
  "package.json",
  "package-lock.json",
  "packages/core/package.json",
  "apps/web/package.json",
  "e2e/package.json",
];
const publicBuildEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([key]) => key.startsWith("NEXT_PUBLIC_"))
    .sort(([a], [b]) => a.localeCompare(b)),
);

await step("Installing npm packages", () =>
  unlessUnchanged(
    {
      stamp: join(ROOT, "node_modules", ".foe-toolbox-install"),
      inputs: WORKSPACE_MANIFESTS,
    },
    npmInstall,
  ),
);
await step("Installing the backend's npm packages", () =>
  unlessUnchanged(
    {
      stamp: join(BACKEND_DIR, "node_modules", ".foe-toolbox-install"),
      inputs: ["apps/backend/package.json", "apps/backend/package-lock.json"],
    },
    backendInstall,
  ),
);
await step("Building the core and the site", () =>
  unlessUnchanged(
    {
      stamp: join(ROOT, "apps", "web", ".next", ".foe-toolbox-build"),
      inputs: [
        ...WORKSPACE_MANIFESTS,
        "tsconfig.base.json",
        "CHANGELOG.md",
        "CONTRIBUTORS.json",
        "packages",
        "apps/web",
      ],
      outputs: [join(ROOT, "apps", "web", ".next", "BUILD_ID")],
      extra: { backendUrl: BACKEND_URL, publicBuildEnv },
    },
    () => buildAll({ backendUrl: BACKEND_URL }),
  ),
);
await step("Building the backend", () =>
  unlessUnchanged(
    {
      stamp: join(BACKEND_DIR, "dist", ".foe-toolbox-build"),
      inputs: ["apps/backend", "packages"],
      outputs: [join(BACKEND_DIR, "dist", "src", "index.js")],
    },
    backendBuild,
  ),
);
const { startMailSink } = await step("Loading the mail sink", () => import("./mail-sink.mjs"));
printStepTimes();

log("Starting the mail sink, the backend and the site");
const sink = startMailSink();
start("backend", "npm", ["run", "start"], {
  cwd: BACKEND_DIR,
  extraEnv: {
    // PORT is the site's port; the backend's comes from BACKEND_URL.
    PORT: new URL(BACKEND_URL).port || "1337",
    NODE_ENV: "production",
    SITE_URL: `http://localhost:${WEB_PORT}`,
    SITE_ORIGINS: `http://localhost:${WEB_PORT}`,
  },
});
start("web", "npm", ["run", "start", "-w", "apps/web"], {
  extraEnv: { PORT: WEB_PORT },
});
log(
  `Site: http://localhost:${WEB_PORT} · backend: ${BACKEND_URL} · mail inbox: http://localhost:1080`,
);

onStopped(() => void sink.close());
