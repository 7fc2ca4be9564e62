import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either, so a step can run alone or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: "pglite" | "pg";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` unless another process sharing the database is running work of the same
   * name (a PostgreSQL advisory lock); answers undefined when it was skipped. PGlite's
   * files belong to one process, so there it simply runs.
   */
  withExclusiveLock<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (a lower-case name),
   * `onLost` when none can arrive (its connection broke: the server restarted, say) and
   * `onRegained` once it listens again on a new connection (notifications sent in between
   * are lost); answers how to stop listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
    onRegained?: () => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: a tarball of its data directory, taken between two statements (docs/decisions/235-backups.md). */
  dumpDataDir?(): Promise<Blob>;
}

/** How the store's connections name themselves to a PostgreSQL server: `npm run restore` refuses while one is open. */
export const STORE_APPLICATION_NAME = "vayu-store";

export const migrationsFolder = [
  path.resolve(import.meta.dirname, "../drizzle"),
  path.resolve(import.meta.dirname, "../../drizzle"),
].find((dir) => existsSync(dir))!;

/** How long a broken listening connection waits before each try to listen again. */
const LISTEN_RETRY_MS = 1_000;

/** A pooled PostgreSQL server connection. */
export function connectPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: STORE_APPLICATION_NAME,
    // pg waits for a free or new connection forever by default: after a server restart a burst
    // of retries could hold all ten while waiting for more, and the store would hang instead of
    // answering 503 (ADR 240). Ten seconds, then "timeout exceeded when trying to connect".
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the store;
  // the pool replaces it on the next query.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  // The pool listens only to idle connections: one checked out (a transaction between two
  // queries, the connection holding a job's advisory lock) would crash the process with an
  // unheard 'error' when the server ends it (ADR 240). Its next query fails instead, and the
  // pool drops it when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error("PostgreSQL connection in use lost:", error.message));
  });
  const db = drizzlePg(pool, { schema, casing: "snake_case" });
  return {
    db,
    driver: "pg",
    async migrate() {
      // Instances starting together take turns: the first migrates, the others find it done.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext('vayu-migrations'))");
        try {
          await migratePg(db, { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock(hashtext('vayu-migrations'))");
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    async withExclusiveLock(name, work) {
      // A session lock on a connection of its own, held for the whole run and freed with it.
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtext($1)) as locked", [name]);
        if (!rows[0]?.locked) return undefined;
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onLost, onRegained) {
      // A connection of its own, outside the pool: LISTEN lasts as long as the session. When
      // it breaks, a new one is tried every second until it listens again (ADR 240).
      let stopping = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      const open = async (): Promise<pg.Client> => {
        const next = new pg.Client({ connectionString: url, application_name: STORE_APPLICATION_NAME });
        next.on("notification", (message) => {
          if (message.channel === channel) onNotify(message.payload ?? "");
        });
        next.on("error", (error) => console.error("PostgreSQL listening connection lost:", error.message));
        try {
          await next.connect();
          await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
        } catch (error) {
          next.end().catch(() => undefined);
          throw error;
        }
        next.on("end", () => {
          if (stopping) return;
          client = undefined;
          onLost();
          reopenSoon();
        });
        return next;
      };
      const reopenSoon = () => {
        retry = setTimeout(() => {
          retry = undefined;
          if (stopping) return;
          open().then(
            (next) => {
              if (stopping) return void next.end().catch(() => undefined);
              client = next;
              onRegained?.();
            },
            () => reopenSoon(),
          );
        }, LISTEN_RETRY_MS);
        retry.unref();
      };
      client = await open();
      return async () => {
        stopping = true;
        if (retry) clearTimeout(retry);
        await client?.end();
      };
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite); `dataDir` undefined keeps it in memory. `image` (from
 * `migratedPgliteImage`) starts it as a copy of that database instead of an empty one.
 */
export function connectPglite(dataDir?: string, image?: Blob): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Search uses trigram similarity (docs/decisions/100-search.md): PGlite ships it as a contrib extension.
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, ...(image && { loadDataDir: image }) });
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
    withExclusiveLock: (_name, work) => work(),
    // In-process: the connection cannot break, so `onLost` is never called.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
  };
}

/**
 * An in-memory PGlite with every migration applied, as an image `connectPglite` can start
 * from: a fresh PGlite spends about two seconds creating its cluster and migrating it.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client, { schema, casing: "snake_case" }), { migrationsFolder });
  const image = await client.dumpDataDir("none");
  await client.close();
  return image;
}

export function connectDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Database {
  return config.databaseUrl ? connectPostgres(config.databaseUrl) : connectPglite(path.join(config.dataDir, "pg"));
}
