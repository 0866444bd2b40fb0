/**
 * Indexes for lookups Strapi leaves without one: a session by its id (every authentication that
 * is not cached, every refresh) or by its user (logout everywhere, password change, account
 * deletion), and a user by e-mail or username (login, register, forgot password). Without them
 * each of these reads the whole table, and the session table grows with every login. Created on
 * start when missing (Strapi's schema sync may drop indexes it does not know when the schema
 * changes; the next start makes them again).
 */
import type { Core } from "@strapi/strapi";

const LOOKUPS: { uid: string; attributes: string[] }[] = [
  { uid: "admin::session", attributes: ["sessionId", "userId"] },
  { uid: "plugin::users-permissions.user", attributes: ["email", "username"] },
];

export async function ensureLookupIndexes(strapi: Core.Strapi): Promise<void> {
  const db = strapi.db;
  const schema = db.getSchemaName();
  for (const { uid, attributes } of LOOKUPS) {
    const meta = db.metadata.get(uid);
    const table = schema ? `${schema}.${meta.tableName}` : meta.tableName;
    for (const attribute of attributes) {
      const column =
        (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ??
        attribute;
      const name = `${meta.tableName}_${column}_lookup_idx`;
      try {
        await db.connection.raw("CREATE INDEX IF NOT EXISTS ?? ON ?? (??)", [name, table, column]);
      } catch (error) {
        // Another instance starting at the same moment may have created it first.
        strapi.log.warn(`index ${name} not created: ${String(error)}`);
      }
    }
  }
}
