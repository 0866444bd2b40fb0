/**
 * Rate-limit counters in the database, so that every backend instance sharing it counts the same
 * requests (an in-memory store gives each instance its own allowance). A koa2-ratelimit store: one
 * row per key with its count and the end of its window, incremented in one atomic upsert.
 */
import { Stores } from "koa2-ratelimit";
import type { Core } from "@strapi/strapi";

export const COUNTER_TABLE = "foe_rate_limit_counters";
const CLEANUP_EVERY_MS = 60_000;

let tableReady: Promise<void> | null = null;

async function database(): Promise<Core.Strapi["db"]> {
  const instance = (globalThis as { strapi?: Core.Strapi }).strapi;
  if (!instance?.db) throw new Error("rate limit store used before Strapi started");
  tableReady ??= createCounterTable(instance).catch((error: unknown) => {
    tableReady = null;
    throw error;
  });
  await tableReady;
  return instance.db;
}

/** Creates the counter table when missing (on first use; instances racing for it are fine). */
async function createCounterTable(strapi: Core.Strapi): Promise<void> {
  const schema = () => strapi.db.getSchemaConnection();
  if (await schema().hasTable(COUNTER_TABLE)) return;
  try {
    await schema().createTable(COUNTER_TABLE, (table) => {
      table.string("hit_key", 255).primary();
      table.integer("counter").notNullable();
      table.bigInteger("date_end").notNullable();
    });
  } catch (error) {
    // Another instance created it at the same moment.
    if (!(await schema().hasTable(COUNTER_TABLE))) throw error;
  }
}

/** The table with its PostgreSQL schema when one is configured. */
function qualified(db: Core.Strapi["db"]): string {
  const schema = db.getSchemaName();
  return schema ? `${schema}.${COUNTER_TABLE}` : COUNTER_TABLE;
}

export class DatabaseStore extends Stores.Store {
  private lastCleanup = 0;

  async incr(
    key: string,
    options: { interval: number },
    weight: number,
  ): Promise<{ counter: number; dateEnd: number }> {
    const db = await database();
    const knex = db.connection;
    const table = qualified(db);
    const now = Date.now();
    const end = now + options.interval;
    // A window that has ended starts again from this request's weight.
    const result = await knex.raw(
      `INSERT INTO ?? AS c (hit_key, counter, date_end) VALUES (?, ?, ?)
       ON CONFLICT (hit_key) DO UPDATE SET
         counter = CASE WHEN c.date_end <= ? THEN excluded.counter ELSE c.counter + excluded.counter END,
         date_end = CASE WHEN c.date_end <= ? THEN excluded.date_end ELSE c.date_end END
       RETURNING counter, date_end`,
      [table, key.slice(0, 255), weight, end, now, now],
    );
    const rows = (Array.isArray(result) ? result : result.rows) as {
      counter: number | string;
      date_end: number | string;
    }[];
    const row = rows[0];
    if (now - this.lastCleanup > CLEANUP_EVERY_MS) {
      this.lastCleanup = now;
      void knex(table)
        .where("date_end", "<", now)
        .delete()
        .catch(() => undefined);
    }
    return { counter: Number(row?.counter ?? weight), dateEnd: Number(row?.date_end ?? end) };
  }

  async decrement(key: string, _options: unknown, weight: number): Promise<void> {
    const db = await database();
    await db
      .connection(qualified(db))
      .where("hit_key", key.slice(0, 255))
      .decrement("counter", weight);
  }

  saveAbuse(): void {}
}

/** The one store of this process (the class check of koa2-ratelimit needs a Store instance). */
export const sharedRateLimitStore = new DatabaseStore();
