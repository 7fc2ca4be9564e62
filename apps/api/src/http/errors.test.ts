import { DrizzleQueryError, sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/app";
import { connectPostgres } from "../db/client";
import { DATABASE_AWAY, registerErrorHandling } from "./errors";

/** What the error handler answers when a route throws `error`. */
async function answerTo(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get("/", async () => {
    throw error;
  });
  const response = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return { status: response.statusCode, body: response.json<{ message: string }>() };
}

/** A driver's error with its SQLSTATE, wrapped the way Drizzle wraps every failed query. */
const wrapped = (code: string) =>
  new DrizzleQueryError("select $1", ["value"], Object.assign(new Error("refused"), { code }));

const notValid = { status: 400, body: { message: "A value in the request is not valid." } };

describe("PostgreSQL data errors (class 22) are the client's: 400", () => {
  it.each(["22P02", "22003", "22021", "22001", "22007", "22008", "22P05"])("%s wrapped by Drizzle", async (code) => {
    expect(await answerTo(wrapped(code))).toEqual(notValid);
  });

  it("the driver's own error, unwrapped", async () => {
    expect(await answerTo(Object.assign(new Error("refused"), { code: "22P02" }))).toEqual(notValid);
  });

  it("as the database raises it through Drizzle", async () => {
    const database = await createTestDatabase();
    try {
      const failures = await Promise.all(
        [sql`select ${"not-a-uuid"}::uuid`, sql`select ${"a\u0000b"}::text`, sql`select ${"99999999999"}::integer`].map((query) =>
          database.db.execute(query).then(
            () => undefined,
            (error: unknown) => error,
          ),
        ),
      );
      for (const error of failures) {
        expect(error).toBeInstanceOf(DrizzleQueryError);
        expect(await answerTo(error)).toEqual(notValid);
      }
    } finally {
      await database.close();
    }
  });

  it("other database errors stay 500s", async () => {
    for (const code of ["23505", "42P01", "40001"]) {
      expect((await answerTo(wrapped(code))).status).toBe(500);
    }
  });
});

const away = { status: 503, body: { message: DATABASE_AWAY } };

describe("a database that is restarting or unreachable: 503, the shopper may press again", () => {
  it.each(["57P01", "57P02", "57P03", "08006", "08001"])("SQLSTATE %s wrapped by Drizzle", async (code) => {
    expect(await answerTo(wrapped(code))).toEqual(away);
  });

  it.each(["ECONNREFUSED", "ECONNRESET", "EPIPE"])("a socket's %s", async (code) => {
    expect(await answerTo(wrapped(code))).toEqual(away);
  });

  it.each(["Connection terminated unexpectedly", "Connection terminated due to connection timeout", "timeout exceeded when trying to connect"])(
    "node-postgres's %s",
    async (message) => {
      expect(await answerTo(new DrizzleQueryError("select 1", [], new Error(message)))).toEqual(away);
    },
  );

  it("as node-postgres raises it for a server that is not there, with Retry-After", async () => {
    // Nothing listens on port 1: the pool's connection is refused, as while PostgreSQL restarts.
    const database = connectPostgres("postgres://postgres@127.0.0.1:1/none");
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get("/", async () => database.db.execute(sql`select 1`));
    try {
      const response = await app.inject({ method: "GET", url: "/" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: DATABASE_AWAY });
      expect(response.headers["retry-after"]).toBe("2");
    } finally {
      await app.close();
      await database.close();
    }
  });
});
