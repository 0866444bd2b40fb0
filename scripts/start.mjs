#!/usr/bin/env node
// `npm start`: install, build and start the whole site on http://localhost:3000.
import { buildAll, log, npmInstall, start } from "./lib.mjs";

npmInstall();
buildAll();
log("Starting the site on http://localhost:3000");
const web = start("web", "npm", ["run", "start", "-w", "apps/web"], { extraEnv: { PORT: process.env.PORT ?? "3000" } });

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    web.kill(signal);
  });
}
