#!/usr/bin/env node
// `npm run admin:create`: creates the super admin of the admin panel (the web never offers it,
// see src/utils/admin-setup.ts) from ADMIN_EMAIL and ADMIN_PASSWORD, with ADMIN_FIRSTNAME and
// ADMIN_LASTNAME optional. Run it after `npm run build` with the backend's database settings (the
// backend may be running). An admin with that e-mail already there is kept as it is.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const email = (process.env.ADMIN_EMAIL ?? "").trim().toLowerCase();
const password = process.env.ADMIN_PASSWORD ?? "";
const firstname = (process.env.ADMIN_FIRSTNAME ?? "").trim() || "Admin";
const lastname = (process.env.ADMIN_LASTNAME ?? "").trim() || undefined;

function fail(message) {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

if (!email || !password) fail("set ADMIN_EMAIL and ADMIN_PASSWORD in the environment");
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail("ADMIN_EMAIL is not an e-mail address");
// The admin panel's own password rules.
if (
  password.length < 8 ||
  new TextEncoder().encode(password).length > 72 ||
  !/[a-z]/.test(password) ||
  !/[A-Z]/.test(password) ||
  !/\d/.test(password)
)
  fail("ADMIN_PASSWORD needs 8 to 72 bytes with a lower-case letter, a capital and a digit");

// Strapi's CommonJS build (its ES build does not load in plain Node).
const { createStrapi } = createRequire(import.meta.url)("@strapi/strapi");
const app = await createStrapi({ appDir: root, distDir: join(root, "dist") }).load();
let status = 0;
try {
  if (await app.admin.services.user.exists({ email })) {
    console.log(`admin:create: an admin ${email} already exists; nothing changed`);
  } else {
    const superAdmin = await app.admin.services.role.getSuperAdmin();
    await app.admin.services.user.create({
      email,
      firstname,
      lastname,
      password,
      registrationToken: null,
      isActive: true,
      roles: [superAdmin.id],
    });
    console.log(`admin:create: created the super admin ${email}`);
  }
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await app.destroy();
}
process.exit(status);
