import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BackupError, connectionFor, requireVersionFor, toolMajorVersion } from "./postgres-tools";

describe("PostgreSQL's client programs for a backup", () => {
  const saved = process.env.PG_BIN_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.PG_BIN_DIR;
    else process.env.PG_BIN_DIR = saved;
  });

  it("a pg_dump older than the server is refused, naming the version to install", () => {
    expect(() => requireVersionFor("pg_dump", 14, 150_004)).toThrow(BackupError);
    expect(() => requireVersionFor("pg_dump", 14, 150_004)).toThrow(
      "pg_dump is PostgreSQL 14, older than the server (PostgreSQL 15): install the client programs of PostgreSQL 15 or newer (Debian/Ubuntu: apt install postgresql-client-15) or set PG_BIN_DIR to their bin folder.",
    );
    expect(() => requireVersionFor("pg_dump", 16, 150_004)).not.toThrow();
    expect(() => requireVersionFor("pg_dump", 15, 150_004)).not.toThrow();
  });

  it("a missing pg_dump is refused with the package that brings it", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "vayu-no-pg-"));
    process.env.PG_BIN_DIR = empty;
    try {
      await expect(toolMajorVersion("pg_dump")).rejects.toThrow(
        `pg_dump was not found in PG_BIN_DIR (${empty}). A backup of a PostgreSQL server needs PostgreSQL's client programs, as new as the server: install them (Debian/Ubuntu: apt install postgresql-client)`,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("keeps the password off the command line", () => {
    const { url, env } = connectionFor("postgres://shop:s%40cret@db.example.in:5432/vayu?sslmode=require");
    expect(url).toBe("postgres://shop@db.example.in:5432/vayu?sslmode=require");
    expect(env.PGPASSWORD).toBe("s@cret");
  });
});
