import { connectPostgres, type Database } from "../db/client";
import { createTestApp, type TestApp } from "./app";
import { createTestDatabaseUrl } from "./postgres-database";

/** The machine's Redis unless TEST_REDIS_URL says otherwise (scripts/test.sh). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  /** The database connection `a` uses, for another instance a test starts. */
  database: Database;
  close(): Promise<void>;
}

/**
 * Two store instances on one new PostgreSQL database and one Redis, as behind a load balancer
 * (docs/decisions/175-several-instances.md); each has its own connection pool. `env` adds to
 * REDIS_URL and UPLOADS=database.
 */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const server = await createTestDatabaseUrl();
  const databases = [connectPostgres(server.url)];
  await databases[0]!.migrate();
  databases.push(connectPostgres(server.url));
  // UPLOADS=database is the default with DATABASE_URL; the test apps are handed their database instead.
  const options = { REDIS_URL: testRedisUrl, UPLOADS: "database", ...env };
  const a = await createTestApp(options, { database: databases[0] });
  const b = await createTestApp(options, { database: databases[1] });
  return {
    a,
    b,
    database: databases[0]!,
    async close() {
      await a.close();
      await b.close();
      for (const database of databases) await database.close();
      await server.drop();
    },
  };
}

/** A client address of its own per run, so the per-address limits of earlier runs (kept in Redis) do not count. */
export const someClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
