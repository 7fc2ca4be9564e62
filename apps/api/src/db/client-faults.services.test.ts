import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabaseUrl } from "../test/postgres-database";
import { connectPostgres, type Database } from "./client";

/**
 * The store's connections to a PostgreSQL server that drops them, as a restart or a failover
 * does (ADR 240): here the server ends them with pg_terminate_backend, the server itself
 * stays up (npm run bench:faults restarts a server of its own).
 */

let server: { url: string; drop(): Promise<void> };
let database: Database;
let admin: pg.Client;

beforeAll(async () => {
  server = await createTestDatabaseUrl();
  database = connectPostgres(server.url);
  admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await database?.close();
  await server?.drop();
});

/** Ends every connection to the test database but the admin's own, as a server shutting down does. */
async function dropConnections() {
  const { rows } = await admin.query<{ ended: boolean }>(
    "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  );
  return rows.length;
}

const until = async (done: () => boolean, ms = 5000) => {
  const started = Date.now();
  while (!done() && Date.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 50));
  return done();
};

describe("connections the server drops", () => {
  it("idle in the pool: the process does not crash, and the next queries get new connections", async () => {
    // Ten idle pooled connections.
    await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    expect(await dropConnections()).toBeGreaterThanOrEqual(10);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(Array.from({ length: 10 }, () => database.db.execute<{ one: number }>(sql`select 1 as one`)));
    expect(answers.map((answer) => (answer as { rows: unknown[] }).rows[0])).toEqual(Array.from({ length: 10 }, () => ({ one: 1 })));
  });

  it("in use, holding a job's lock: the process does not crash, the job fails and the next one runs", async () => {
    const job = database.withExclusiveLock("fault-test-job", async () => {
      await dropConnections();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return "done";
    });
    await expect(job).rejects.toThrow();
    expect(await database.withExclusiveLock("fault-test-job", async () => "done")).toBe("done");
  });

  it("in use by a transaction between two queries: the transaction fails, the next one commits", async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await dropConnections();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 2`);
    });
    await expect(transaction).rejects.toThrow();
    const rows = await database.db.transaction(async (tx) => (await tx.execute<{ two: number }>(sql`select 2 as two`)) as unknown as { rows: unknown[] });
    expect(rows.rows).toEqual([{ two: 2 }]);
  });

  it("listening: says it is lost, listens again on a new connection and hears what follows", async () => {
    const heard: string[] = [];
    let lost = 0;
    let regained = 0;
    const stop = await database.listen(
      "fault_test",
      (payload) => heard.push(payload),
      () => lost++,
      () => regained++,
    );
    try {
      await admin.query("notify fault_test, 'before'");
      expect(await until(() => heard.includes("before"))).toBe(true);
      await dropConnections();
      expect(await until(() => lost === 1 && regained === 1)).toBe(true);
      await admin.query("notify fault_test, 'after'");
      expect(await until(() => heard.includes("after"))).toBe(true);
    } finally {
      await stop();
    }
  });
});
