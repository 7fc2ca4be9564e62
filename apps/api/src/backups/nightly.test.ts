import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPostgres, type Database } from "../db/client";
import { createTestApp, type TestApp } from "../test/app";
import { expectErrorLog } from "../test/error-log";
import { createTestDatabaseUrl } from "../test/postgres-database";
import { MANIFEST_FILE } from "./manifest";
import { dueDay, nightlyBackup } from "./nightly";
import { backupRuns } from "./tables";

/**
 * The store's own nightly backup (docs/decisions/235-backups.md), driven with a chosen clock:
 * the scheduler itself only calls `nightlyBackup` every five minutes when BACKUP_DIR is set.
 */

const backupDir = mkdtempSync(path.join(tmpdir(), "vayu-nightly-"));
let t: TestApp;
let database: Database | undefined;
let drop: (() => Promise<void>) | undefined;
const log: string[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on("data", (chunk: Buffer) => log.push(...chunk.toString().split("\n").filter(Boolean)));
  const env = { ADMIN_EMAIL: "owner@vayu.test", ADMIN_PASSWORD: "owner-password-1" };
  if (process.env.TEST_DRIVER === "pg") {
    // pg_dump needs the database's URL, so this file makes its own.
    const server = await createTestDatabaseUrl();
    drop = server.drop;
    database = connectPostgres(server.url);
    await database.migrate();
    t = await createTestApp({ ...env, DATABASE_URL: server.url }, { database, logStream });
  } else {
    t = await createTestApp(env, { logStream });
  }
});

afterAll(async () => {
  await t?.close();
  await database?.close();
  await drop?.();
  await rm(backupDir, { recursive: true, force: true });
});

/** The app as the scheduler hands it over, with BACKUP_DIR set (the test app itself schedules nothing). */
function store(dir = backupDir, keep = 2) {
  return {
    config: { ...t.config, backup: { dir, keep, timeIst: "02:30", s3: undefined } },
    db: t.app.db,
    database: t.app.database,
    log: t.app.log,
    mailer: t.app.mailer,
    staffNotifier: t.app.staffNotifier,
  };
}

// 02:30 in India is 21:00 UTC the evening before.
const ist = (day: string, time: string) => new Date(new Date(`${day}T${time}:00+05:30`).getTime());

describe("the nightly backup", () => {
  it("is due from BACKUP_TIME, India time, for that India day", () => {
    expect(dueDay(ist("2026-11-26", "02:29"), "02:30")).toBeUndefined();
    expect(dueDay(ist("2026-11-26", "02:30"), "02:30")).toBe("2026-11-26");
    expect(dueDay(ist("2026-11-26", "23:59"), "02:30")).toBe("2026-11-26");
    expect(dueDay(new Date("2026-11-25T21:00:00Z"), "02:30")).toBe("2026-11-26");
  });

  it("is taken once a night whoever looks, logged with its path, and only the newest BACKUP_KEEP stay", async () => {
    expect(await nightlyBackup(store(), ist("2026-11-24", "02:00"))).toBeUndefined();
    // Two instances look at the same moment: one takes it.
    const [first, second] = await Promise.all([
      nightlyBackup(store(), ist("2026-11-24", "02:35")),
      nightlyBackup(store(), ist("2026-11-24", "02:35")),
    ]);
    const made = [first, second].filter(Boolean);
    expect(made).toHaveLength(1);
    expect(existsSync(path.join(made[0]!, MANIFEST_FILE))).toBe(true);
    expect(await nightlyBackup(store(), ist("2026-11-24", "09:00"))).toBeUndefined();
    expect(log.some((line) => line.includes('"msg":"nightly backup written"') && line.includes(JSON.stringify(made[0])))).toBe(true);

    await nightlyBackup(store(), ist("2026-11-25", "02:40"));
    await nightlyBackup(store(), ist("2026-11-26", "02:30"));
    expect((await readdir(backupDir)).sort()).toEqual(["vayu-backup-2026-11-24T21-10-00Z", "vayu-backup-2026-11-25T21-00-00Z"]);
    const [run] = await t.db.select().from(backupRuns).where(eq(backupRuns.day, "2026-11-26"));
    expect(run).toMatchObject({ attempts: 1, path: path.join(backupDir, "vayu-backup-2026-11-25T21-00-00Z"), error: null });
    expect(run?.finishedAt).toBeInstanceOf(Date);
  }, 60_000);

  it("that fails is logged and e-mailed to staff at once, and tried again an hour later", async () => {
    const notAFolder = path.join(backupDir, "not-a-folder");
    writeFileSync(notAFolder, "");
    expectErrorLog(/the nightly backup failed/);
    expect(await nightlyBackup(store(notAFolder), ist("2026-11-27", "02:30"))).toBeUndefined();
    const mail = t.mailer.sent.find((m) => m.subject === "The store's nightly backup failed (2026-11-27)");
    expect(mail?.to).toBe("owner@vayu.test");
    expect(mail?.text).toContain(`The backup into ${notAFolder} could not be written:`);
    const [failed] = await t.db.select().from(backupRuns).where(eq(backupRuns.day, "2026-11-27"));
    expect(failed).toMatchObject({ attempts: 1, finishedAt: null, error: expect.stringMatching(/EEXIST|ENOTDIR/) });

    // Within the hour nobody tries again; an hour later the next look does.
    expect(await nightlyBackup(store(), ist("2026-11-27", "02:35"))).toBeUndefined();
    await t.db.update(backupRuns).set({ startedAt: sql`now() - interval '61 minutes'` }).where(eq(backupRuns.day, "2026-11-27"));
    const retried = await nightlyBackup(store(), ist("2026-11-27", "03:35"));
    expect(retried).toBe(path.join(backupDir, "vayu-backup-2026-11-26T22-05-00Z"));
    const [done] = await t.db.select().from(backupRuns).where(eq(backupRuns.day, "2026-11-27"));
    expect(done).toMatchObject({ attempts: 2, error: null, path: retried });
  }, 60_000);
});
