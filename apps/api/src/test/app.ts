import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteOptions } from "fastify";
import type { Writable } from "node:stream";
import { inject } from "vitest";
import { buildApp } from "../app";
import { loadConfig, type Env } from "../config";
import { connectPglite, connectPostgres, type Database } from "../db/client";
import type { MailMessage, MailTransport } from "../mail/mailer";
import type { MessageTransport, MessageTransports, OutgoingMessage } from "../messaging/transport";
import { errorLogCollector } from "./error-log";
import { createTestDatabaseUrl } from "./postgres-database";

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

/** Collects SMS and WhatsApp messages in memory, per channel, as the providers would take them. */
export class MemoryMessages {
  readonly sent: OutgoingMessage[] = [];
  /** While set, that channel's provider refuses every message. */
  down = new Set<OutgoingMessage["channel"]>();
  readonly transports: MessageTransports = { sms: this.transport("sms"), whatsapp: this.transport("whatsapp") };

  private transport(channel: OutgoingMessage["channel"]): MessageTransport {
    return {
      send: async (message) => {
        if (this.down.has(channel)) throw new Error(`${channel} provider answered 503`);
        this.sent.push(message);
        return { id: `memory-${this.sent.length}`, answer: "accepted" };
      },
      // As the outbox folder: every template, the Hindi ones too.
      has: () => true,
    };
  }
}

let image: Blob | undefined;
/** The run's migrated PGlite image (./test-database.global-setup.ts), read once per worker. */
function pgliteImage(): Blob {
  image ??= new Blob([readFileSync(inject("pgliteImage"))]);
  return image;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DRIVER=pg; either starts
 * as a copy of the run's migrated one (./test-database.global-setup.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DRIVER !== "pg") {
    const database = connectPglite(undefined, pgliteImage());
    // Already applied in the image: this only confirms it.
    await database.migrate();
    return database;
  }
  const server = await createTestDatabaseUrl({ template: inject("pgTemplate") });
  const database = connectPostgres(server.url);
  // Already applied in the template: this only confirms it.
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
  const messages = new MemoryMessages();
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    database,
    mailTransport: mailer,
    messageTransports: messages.transports,
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
    messages,
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
