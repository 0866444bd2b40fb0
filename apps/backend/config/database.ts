import path from "node:path";

type SqliteConnection = { pragma(source: string): unknown };

/**
 * SQLite runs in the backend's thread: with its default rollback journal every write waits for
 * several fsyncs with every other request stalled. A write-ahead log with synchronous=NORMAL
 * syncs only at checkpoints (a power cut may lose the last writes, never corrupt the file);
 * DATABASE_SQLITE_SYNCHRONOUS=FULL syncs every write again.
 */
function sqliteJournal(synchronous: string) {
  const level = ["OFF", "NORMAL", "FULL", "EXTRA"].includes(synchronous.toUpperCase())
    ? synchronous.toUpperCase()
    : "NORMAL";
  return (connection: SqliteConnection, done: (error: Error | null, c: unknown) => void) => {
    try {
      connection.pragma("journal_mode = WAL");
      connection.pragma(`synchronous = ${level}`);
      done(null, connection);
    } catch (error) {
      done(error as Error, connection);
    }
  };
}

/**
 * SQLite (embedded file) by default; PostgreSQL when DATABASE_CLIENT=postgres. Several backend
 * instances can share one PostgreSQL database: they keep no state of their own.
 */
export default ({ env }) => {
  const client = env("DATABASE_CLIENT", "sqlite");
  if (client === "postgres") {
    return {
      connection: {
        client: "postgres",
        connection: {
          connectionString: env("DATABASE_URL"),
          host: env("DATABASE_HOST", "localhost"),
          port: env.int("DATABASE_PORT", 5432),
          database: env("DATABASE_NAME", "foe_toolbox"),
          user: env("DATABASE_USERNAME", "foe_toolbox"),
          password: env("DATABASE_PASSWORD", ""),
          ssl: env.bool("DATABASE_SSL", false)
            ? { rejectUnauthorized: env.bool("DATABASE_SSL_REJECT_UNAUTHORIZED", true) }
            : false,
          schema: env("DATABASE_SCHEMA", "public"),
        },
        pool: { min: env.int("DATABASE_POOL_MIN", 2), max: env.int("DATABASE_POOL_MAX", 10) },
        acquireConnectionTimeout: env.int("DATABASE_CONNECTION_TIMEOUT", 60000),
      },
    };
  }
  return {
    connection: {
      client: "sqlite",
      connection: {
        // create-strapi leaves this empty; an empty name would create a database named "".
        filename: path.join(
          __dirname,
          "..",
          "..",
          env("DATABASE_FILENAME", ".tmp/data.db") || ".tmp/data.db",
        ),
      },
      useNullAsDefault: true,
      pool: { afterCreate: sqliteJournal(env("DATABASE_SQLITE_SYNCHRONOUS", "NORMAL")) },
    },
  };
};
