import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { expectErrorLog } from "../test/error-log";
import { createUser } from "../test/factories";
import { RequestLog, SLOW_REQUEST_MS } from "./logging";

let t: TestApp;
let lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString("utf8"));
    done();
  },
});
const log = () => lines.join("");

beforeAll(async () => {
  t = await createTestApp({}, { logStream });
});
afterAll(() => t.close());

describe("the log keeps credentials and shoppers' data out", () => {
  it("of a failed query: no e-mail, password, argon2 hash or other query values", async () => {
    // Every new account now fails in the database, after its password was hashed.
    await t.db.execute(sql`alter table users add constraint refuse_accounts check (false) not valid`);
    lines = [];
    expectErrorLog(/^request failed/);
    try {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { name: "Meera Iyer", email: "meera.iyer@example.in", password: "Tamarind-42-secret" },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table users drop constraint refuse_accounts`);
    }
    const written = log();
    for (const secret of ["meera.iyer@example.in", "Tamarind-42-secret", "$argon2id$", "Meera Iyer"]) {
      expect(written).not.toContain(secret);
    }
    // The failure is there to be found: the query, its constraint and the SQLSTATE.
    expect(written).toContain("request failed");
    expect(written).toContain('insert into \\"users\\"');
    expect(written).toContain("refuse_accounts");
    expect(written).toContain('"sqlState":"23514"');
    expect(written).toContain("params: [redacted]");
  });

  it("of requests: no bearer token, no password reset token in a page address", async () => {
    const { auth, token } = await createUser(t.db, t.config.jwtSecret);
    const resetToken = "Zq3x_8w-resetTokenFromTheEmail";
    lines = [];
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: auth })).statusCode).toBe(200);
    await t.app.inject({ method: "GET", url: `/reset-password/${resetToken}?from=mail` });
    const written = log();
    expect(written).toContain("/reset-password/[redacted]?from=mail");
    expect(written).not.toContain(token);
    expect(written).not.toContain(resetToken);
  });

  it("of whatever a line carries under a secret's name", () => {
    lines = [];
    t.app.log.info(
      {
        to: "ravi@example.in",
        user: { email: "ravi@example.in", passwordHash: "$argon2id$v=19$abc", address: "7 Park Street" },
      },
      "mail sent",
    );
    expect(JSON.parse(log())).toMatchObject({
      to: "[redacted]",
      user: { email: "[redacted]", passwordHash: "[redacted]", address: "[redacted]" },
    });
  });
});

describe("request lines (docs/decisions/205-honest-api-bench.md)", () => {
  let debug: TestApp;
  beforeAll(async () => {
    debug = await createTestApp({ LOG_LEVEL: "debug" }, { logStream });
  });
  afterAll(() => debug.close());

  interface Line {
    level: number;
    msg: string;
    reqId?: string;
    req?: { url: string };
    res?: { statusCode: number };
  }
  const requestLines = () =>
    log()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.msg === "incoming request" || line.msg === "request completed");

  it("log a public read once, as it is answered: at info from the database, at debug from memory", async () => {
    lines = [];
    await debug.app.inject({ method: "GET", url: "/api/banner" });
    expect(requestLines().map((line) => [line.level, line.msg, line.req?.url])).toEqual([[30, "request completed", "/api/banner"]]);
    lines = [];
    await debug.app.inject({ method: "GET", url: "/api/banner" });
    expect(requestLines().map((line) => [line.level, line.msg, line.req?.url])).toEqual([[20, "request completed", "/api/banner"]]);
  });

  it("log a public read that failed at info, and every other request as Fastify does", async () => {
    lines = [];
    await debug.app.inject({ method: "GET", url: "/api/product/not-a-product" });
    expect(requestLines().map((line) => [line.level, line.res?.statusCode, line.req?.url])).toEqual([[30, 400, "/api/product/not-a-product"]]);
    lines = [];
    await debug.app.inject({ method: "GET", url: "/api/auth/me" });
    const [incoming, completed] = requestLines();
    expect([incoming, completed].map((line) => [line?.level, line?.msg])).toEqual([
      [30, "incoming request"],
      [30, "request completed"],
    ]);
    // Each line names its request (the id is added as a line is written: ./logging.ts).
    expect(incoming?.reqId).toMatch(/^req-/);
    expect(completed?.reqId).toBe(incoming?.reqId);
  });

  it("log any request slower than the limit at warn", () => {
    const warn = vi.fn();
    const request = { publicRead: true, servedFromMemory: true } as unknown as FastifyRequest;
    const reply = { elapsedTime: SLOW_REQUEST_MS + 1, statusCode: 200, log: { warn } } as unknown as FastifyReply;
    new RequestLog().requestCompleted(null, request, reply);
    expect(warn).toHaveBeenCalledWith({ req: request, res: reply, responseTime: SLOW_REQUEST_MS + 1 }, "slow request");
  });
});
