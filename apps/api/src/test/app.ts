import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteOptions } from "fastify";
import pg from "pg";
import type { Writable } from "node:stream";
import { buildApp } from "../app";
import { loadConfig, type Env } from "../config";
import { connectPglite, connectPostgres, type Database } from "../db/client";
import type { MailMessage, MailTransport } from "../mail/mailer";
import { errorLogCollector } from "./error-log";

/** Collects mail in memory so tests can read what a shopper would receive. */
export class MemoryMailer implements MailTransport {
  readonly sent: MailMessage[] = [];
  /** While set, the mail server refuses every message. */
  down = false;
  async send(message: MailMessage) {
    if (this.down) throw new Error("connect ECONNREFUSED 127.0.0.1:587");
    this.sent.push(message);
  }
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DRIVER=pg needs TEST_DATABASE_URL");
  const name = `vayu_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // Not WITH (FORCE): terminating our own closing connections makes them raise
      // uncaught errors. Their sockets close a moment after pool.end(), so wait for that.
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await dropper.query(`DROP DATABASE IF EXISTS "${name}"`);
            break;
          } catch (error) {
            const inUse = (error as { code?: string }).code === "55006";
            if (!inUse || attempt >= 100) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DRIVER=pg.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DRIVER !== "pg") {
    const database = connectPglite();
    await database.migrate();
    return database;
  }
  const server = await createTestDatabaseUrl();
  const database = connectPostgres(server.url);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/**
 * A test app on a fresh database, or on `database` (which the caller closes) as one of
 * several instances. Its error-level log entries fail the test that caused them
 * (./error-log.ts); `logStream` also receives every line, from level info up.
 */
export async function createTestApp(env: Env = {}, { logStream, database: shared }: { logStream?: Writable; database?: Database } = {}) {
  const database = shared ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), "vayu-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    SEED_DEMO: "false",
    WEB_DIST: path.join(dataDir, "no-web"),
    PUBLIC_URL: "http://shop.test",
    LOG_LEVEL: logStream ? "info" : "error",
    ...env,
  });
  const mailer = new MemoryMailer();
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    database,
    mailTransport: mailer,
    logger: errorLogCollector(logStream),
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    mailer,
    /** Every route the app registered, HEAD twins included. */
    routes,
    async close() {
      await app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
