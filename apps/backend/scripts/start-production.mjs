#!/usr/bin/env node
// `npm run start`: the built backend in production mode (no stack traces in errors, no GraphQL
// introspection). Strapi itself would assume development when NODE_ENV is unset; an explicit
// NODE_ENV is kept. Development is `npm run develop`.
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "node_modules", "@strapi", "strapi", "bin", "strapi.js");
process.env.NODE_ENV ||= "production";
// Strapi's command line reads its command from process.argv.
process.argv = [process.argv[0], cli, "start", ...process.argv.slice(2)];
await import(pathToFileURL(cli).href);
