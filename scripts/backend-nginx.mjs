// deploy/nginx/backend.conf run on this machine for the backend benchmark: the repository's file
// with this run's ports and folders inside a minimal nginx.conf, nginx in the foreground.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, waitForUrl } from "./lib.mjs";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

function config(dir, port, upstreamPorts) {
  let site = readFileSync(join(ROOT, "deploy/nginx/backend.conf"), "utf8");
  const replace = (pattern, value) => {
    if (!pattern.test(site))
      throw new Error(`deploy/nginx/backend.conf no longer contains ${pattern}`);
    site = site.replace(pattern, value);
  };
  replace(
    /(\s*server 127\.0\.0\.1:\d+;)+/,
    upstreamPorts.map((p) => `\n    server 127.0.0.1:${p};`).join(""),
  );
  replace(/\/var\/cache\/nginx\/foe-toolbox-backend/g, join(dir, "cache"));
  replace(/listen 80;/, `listen ${port};`);
  replace(/server_name api\.localhost;/, "server_name _;");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `  ${t}_temp_path ${join(dir, t)};`)
    .join("\n");
  return `worker_processes auto;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
${temp}
${site}
}
`;
}

/** Starts nginx on `port` in front of the backends on `upstreamPorts`; null when not installed. */
export async function startBackendProxy(port, upstreamPorts) {
  if (!existsSync(NGINX)) return null;
  const dir = mkdtempSync(join(tmpdir(), "foe-backend-nginx-"));
  // nginx's workers drop root rights: they must reach the cache and temp folders.
  chmodSync(dir, 0o777);
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, config(dir, port, upstreamPorts));
  const nginx = spawn(NGINX, ["-e", join(dir, "error.log"), "-c", conf, "-g", "daemon off;"], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  const stop = async () => {
    nginx.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/api/surveys`);
  } catch (error) {
    const log = readFileSync(join(dir, "error.log"), "utf8");
    await stop();
    throw new Error(`${error.message}; nginx said: ${log}`);
  }
  return { url, stop };
}
