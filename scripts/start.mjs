#!/usr/bin/env node
// `npm start`: install, build and start the whole site:
//   web      http://localhost:3000
//   backend  http://localhost:1337 (Strapi on SQLite; admin panel at /admin)
//   mail     http://localhost:1080 (local mail sink; SMTP on port 1025)
import {
  BACKEND_DIR,
  backendBuild,
  backendInstall,
  buildAll,
  log,
  npmInstall,
  start,
} from "./lib.mjs";
import { startMailSink } from "./mail-sink.mjs";

const WEB_PORT = process.env.PORT ?? "3000";
const BACKEND_URL = process.env.BACKEND_URL ?? "http://localhost:1337";

npmInstall();
backendInstall();
buildAll({ backendUrl: BACKEND_URL });
backendBuild();

log("Starting the mail sink, the backend and the site");
const sink = startMailSink();
const backend = start("backend", "npm", ["run", "start"], {
  cwd: BACKEND_DIR,
  extraEnv: {
    SITE_URL: `http://localhost:${WEB_PORT}`,
    SITE_ORIGINS: `http://localhost:${WEB_PORT}`,
  },
});
const web = start("web", "npm", ["run", "start", "-w", "apps/web"], {
  extraEnv: { PORT: WEB_PORT },
});
log(
  `Site: http://localhost:${WEB_PORT} · backend: ${BACKEND_URL} · mail inbox: http://localhost:1080`,
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    web.kill(signal);
    backend.kill(signal);
    void sink.close();
  });
}
