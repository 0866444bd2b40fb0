#!/usr/bin/env node
// Creates apps/backend/.env on first start with freshly generated secrets (never committed), and
// adds any secret a newer version needs to an existing .env. Values already set are kept.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const file = join(root, ".env");
// Strapi's upload provider refuses to start without this folder (git keeps no empty folders).
mkdirSync(join(root, "public", "uploads"), { recursive: true });
const secret = () => randomBytes(24).toString("base64");

const wanted = {
  HOST: "0.0.0.0",
  PORT: "1337",
  APP_KEYS: [secret(), secret(), secret(), secret()].join(","),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  DATABASE_CLIENT: "sqlite",
  DATABASE_FILENAME: ".tmp/data.db",
};

const existing = existsSync(file) ? readFileSync(file, "utf8") : "";
const present = new Set(
  existing
    .split("\n")
    .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)$/))
    .filter((m) => m && m[2].trim() !== "")
    .map((m) => m[1]),
);
const missing = Object.entries(wanted).filter(([key]) => !present.has(key) && !process.env[key]);
if (missing.length > 0) {
  const text =
    (existing && !existing.endsWith("\n") ? existing + "\n" : existing) +
    missing.map(([k, v]) => `${k}=${v}`).join("\n") +
    "\n";
  writeFileSync(file, text, { mode: 0o600 });
  console.log(`[backend] wrote ${missing.length} missing setting(s) to apps/backend/.env`);
}
