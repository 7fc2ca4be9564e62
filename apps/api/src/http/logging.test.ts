import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { expectErrorLog } from "../test/error-log";
import { createUser } from "../test/factories";

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
