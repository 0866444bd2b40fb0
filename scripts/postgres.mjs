// A throwaway PostgreSQL server for the backend tests: Debian's `postgresql` package (installed
// with apt when missing and we are root), a fresh cluster in a temporary folder, on 127.0.0.1.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APT_ENV, aptInstallArgs, isRoot, log, run } from "./lib.mjs";

/** Whether Debian's PostgreSQL server is installed. */
export function postgresInstalled() {
  return serverBinDir() !== null;
}

function serverBinDir() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], "bin") : null;
}

export function ensurePostgresInstalled() {
  if (serverBinDir()) return;
  const args = aptInstallArgs(["postgresql"]);
  if (!args) process.exit(1);
  log("Installing PostgreSQL (apt-get install -y postgresql)");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", args, { extraEnv: APT_ENV });
}

/** Starts a cluster on `port`; returns its connection settings and `stop()`. */
export function startPostgres(port) {
  ensurePostgresInstalled();
  const bin = serverBinDir();
  const dir = mkdtempSync(join(tmpdir(), "foe-toolbox-pg-"));
  const asPostgres = (command, args) => {
    const full = join(bin, command);
    const result = isRoot()
      ? spawnSync("runuser", ["-u", "postgres", "--", full, ...args], { encoding: "utf8" })
      : spawnSync(full, args, { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  if (isRoot()) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  asPostgres("initdb", ["-D", dir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  asPostgres("pg_ctl", [
    "-D",
    dir,
    "-l",
    join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    "-w",
    "start",
  ]);
  asPostgres("createdb", [
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "-U",
    "postgres",
    "foe_toolbox_test",
  ]);
  return {
    env: {
      DATABASE_CLIENT: "postgres",
      DATABASE_HOST: "127.0.0.1",
      DATABASE_PORT: String(port),
      DATABASE_NAME: "foe_toolbox_test",
      DATABASE_USERNAME: "postgres",
      DATABASE_PASSWORD: "",
    },
    stop() {
      try {
        asPostgres("pg_ctl", ["-D", dir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
