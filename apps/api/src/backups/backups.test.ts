import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { appendFile, cp, mkdir, readdir, rm, unlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { Env } from "../config";
import { connectPglite, connectPostgres, type Database } from "../db/client";
import { paymentOrders, refunds } from "../domains/checkout/tables";
import { orders } from "../domains/orders/tables";
import { createTestApp, type TestApp } from "../test/app";
import { placedOrder } from "../test/checkout-fixtures";
import { createUser } from "../test/factories";
import { cancel, orderOf } from "../test/lifecycle-fixtures";
import { cameraJpeg, multipartFile } from "../test/pictures";
import { startFakeS3 } from "../test/fake-s3";
import { createTestDatabaseUrl } from "../test/postgres-database";
import { pruneBackups, takeBackup } from "./backup";
import { MANIFEST_FILE } from "./manifest";
import { BackupError } from "./postgres-tools";
import { restoreBackup } from "./restore";
import { holdStoreLock } from "./store-lock";

/**
 * A store backed up, wiped and restored with `npm run backup` and `npm run restore`
 * (docs/decisions/235-backups.md): on PGlite with pictures in DATA_DIR, or with
 * TEST_DRIVER=pg on a PostgreSQL database with pictures in it.
 */

const onServer = process.env.TEST_DRIVER === "pg";
const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, "../..");

const dataDir = mkdtempSync(path.join(tmpdir(), "vayu-backup-store-"));
const backupsDir = mkdtempSync(path.join(tmpdir(), "vayu-backups-"));
let databaseUrl: string | undefined;
let dropServerDatabase: (() => Promise<void>) | undefined;
const env = (): Env => ({ DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) });

/** The store's database, opened as the store opens it (PGlite in DATA_DIR/pg, or the server's). */
async function openDatabase(image?: Blob): Promise<Database> {
  const database = databaseUrl ? connectPostgres(databaseUrl) : connectPglite(path.join(dataDir, "pg"), image);
  await database.migrate();
  return database;
}

async function startStore(image?: Blob) {
  const database = await openDatabase(image);
  const t = await createTestApp(env(), { database });
  return {
    t,
    async stop() {
      await t.close();
      await database.close();
    },
  };
}

/** Runs one of the npm scripts' programs as the operator would, with the store's environment only. */
async function cli(script: "backup" | "restore", args: string[], extra: Env = {}) {
  const childEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "error", ...env(), ...extra };
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", `src/backups/${script}-cli.ts`, ...args], {
      cwd: apiRoot,
      env: childEnv,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Everything the test compares before and after: the rows as stored, and what the shopper and the browser see. */
async function snapshot(t: TestApp, shopper: Parameters<typeof orderOf>[1], orderIds: string[], pictures: string[]) {
  return {
    orders: await t.db.select().from(orders).orderBy(asc(orders.id)),
    payments: await t.db.select().from(paymentOrders).orderBy(asc(paymentOrders.id)),
    refunds: await t.db.select().from(refunds).orderBy(asc(refunds.id)),
    shopperView: await Promise.all(orderIds.map((id) => orderOf(t, shopper, id))),
    pictures: await Promise.all(
      pictures.map(async (url) => {
        const response = await t.app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(200);
        return response.rawPayload.toString("base64");
      }),
    ),
  };
}

async function wipe() {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // Everything gone, and something the backup never had, which must not survive the restore.
    await client.query("drop schema public cascade; drop schema drizzle cascade; create schema public; create table public.leftover (x int)");
    await client.end();
  } else {
    await rm(path.join(dataDir, "pg"), { recursive: true, force: true });
  }
  await rm(path.join(dataDir, "uploads"), { recursive: true, force: true });
}

let before: Awaited<ReturnType<typeof snapshot>>;
let backup: string;
let shopperAndIds: { shopper: Parameters<typeof orderOf>[1]; orderIds: string[]; pictures: string[] };

beforeAll(async () => {
  if (onServer) {
    const server = await createTestDatabaseUrl();
    databaseUrl = server.url;
    dropServerDatabase = server.drop;
  }
  const image = onServer ? undefined : new Blob([readFileSync(inject("pgliteImage"))]);
  const store = await startStore(image);
  const { t } = store;
  try {
    const staff = await createUser(t.db, t.config.jwtSecret, { name: "Meera Iyer", role: "admin" });
    const kept = await placedOrder(t, { title: "Vayu Ceiling Fan 1200 mm", pricePaise: 3_499_00 });
    const refunded = await placedOrder(t, { title: "Vayu Air Fryer 4 L", pricePaise: 6_999_00 });
    expect((await cancel(t, refunded.shopper, refunded.orderId, { reason: "Ordered by mistake" })).statusCode).toBe(200);
    const { payload, headers } = multipartFile("file", "photo.jpg", "image/jpeg", await cameraJpeg());
    const uploaded = await t.app.inject({ method: "POST", url: "/api/admin/uploads", payload, headers: { ...headers, ...staff.auth } });
    expect(uploaded.statusCode).toBe(201);
    shopperAndIds = { shopper: kept.shopper, orderIds: [kept.orderId], pictures: [uploaded.json<{ url: string }>().url] };
    before = await snapshot(t, kept.shopper, shopperAndIds.orderIds, shopperAndIds.pictures);
    expect(before.orders).toHaveLength(2);
    expect(before.payments).toHaveLength(2);
    expect(before.refunds).toHaveLength(1);
  } finally {
    await store.stop();
  }
}, 120_000);

afterAll(async () => {
  await dropServerDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
  await rm(backupsDir, { recursive: true, force: true });
});

describe(`backup and restore (${onServer ? "PostgreSQL server, pictures in the database" : "PGlite, pictures in DATA_DIR"})`, () => {
  it("npm run backup prints its folder last; after a wipe, npm run restore brings back the same orders, payments, refunds and picture bytes", async () => {
    const made = await cli("backup", ["--to", backupsDir]);
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    backup = made.stdout.trim().split("\n").at(-1)!;
    expect(path.dirname(backup)).toBe(backupsDir);
    expect(path.basename(backup)).toMatch(/^vayu-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const manifest = JSON.parse(readFileSync(path.join(backup, MANIFEST_FILE), "utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      driver: onServer ? "pg" : "pglite",
      uploads: onServer ? "database" : "disk",
      counts: { orders: 2, payments: 2, refunds: 1, files: expect.any(Number) },
    });

    await wipe();
    const restored = await cli("restore", [backup]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain("2 orders, 2 payments, 1 refunds");

    const store = await startStore();
    try {
      const after = await snapshot(store.t, shopperAndIds.shopper, shopperAndIds.orderIds, shopperAndIds.pictures);
      expect(after).toEqual(before);
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        const leftover = await client.query<{ name: string | null }>("select to_regclass('public.leftover')::text as name");
        await client.end();
        expect(leftover.rows[0]?.name).toBeNull();
      }
    } finally {
      await store.stop();
    }
  }, 120_000);

  it("with BACKUP_S3_* set, copies the backup off-site too; after a wipe, npm run restore -- s3:latest brings the same store back", async () => {
    const s3 = await startFakeS3({ bucket: "vayu-offsite", accessKeyId: "AKIAVAYUSTORE", secretAccessKey: "offsite-secret-for-tests" });
    const offsite: Env = {
      BACKUP_S3_BUCKET: "vayu-offsite",
      BACKUP_S3_ENDPOINT: s3.endpoint,
      BACKUP_S3_ACCESS_KEY_ID: "AKIAVAYUSTORE",
      BACKUP_S3_SECRET_ACCESS_KEY: "offsite-secret-for-tests",
    };
    try {
      const made = await cli("backup", ["--to", path.join(backupsDir, "offsite")], offsite);
      expect(made.stderr).toBe("");
      expect(made.code).toBe(0);
      const name = path.basename(made.stdout.trim().split("\n").at(-1)!);
      expect(s3.writes.at(-1)).toBe(`PUT vayu-backups/${name}/${MANIFEST_FILE}`);

      await wipe();
      await rm(path.join(backupsDir, "offsite"), { recursive: true });
      const restored = await cli("restore", ["s3:latest"], offsite);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(`Fetching latest from s3://vayu-offsite/vayu-backups`);
      expect(restored.stdout).toContain("2 orders, 2 payments, 1 refunds");

      const store = await startStore();
      try {
        expect(await snapshot(store.t, shopperAndIds.shopper, shopperAndIds.orderIds, shopperAndIds.pictures)).toEqual(before);
      } finally {
        await store.stop();
      }
    } finally {
      await s3.close();
    }
  }, 120_000);

  it("refuses a damaged or incomplete backup, saying what is wrong, and leaves the store as it was", async () => {
    const damagedCopy = async (name: string, damage: (dir: string) => Promise<void>) => {
      const dir = path.join(backupsDir, "damaged", name);
      await cp(backup, dir, { recursive: true });
      await damage(dir);
      return dir;
    };
    const database = onServer ? "database.dump" : "database.tar.gz";
    const cases: [string, (dir: string) => Promise<void>, RegExp][] = [
      ["flipped", (dir) => appendFile(path.join(dir, database), "x"), new RegExp(`${database.replace(".", "\\.")}: \\d+ bytes, the manifest says \\d+`)],
      [
        "same-size",
        async (dir) => {
          const file = path.join(dir, database);
          const bytes = readFileSync(file);
          const middle = bytes.length >> 1;
          bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
          await writeFile(file, bytes);
        },
        /checksum differs from the manifest's/,
      ],
      ["no-database", (dir) => unlink(path.join(dir, database)), /: missing/],
      ["unfinished", (dir) => unlink(path.join(dir, MANIFEST_FILE)), /has no manifest\.json/],
    ];
    if (!onServer) {
      cases.push([
        "lost-picture",
        async (dir) => {
          const [first] = (await readdir(path.join(dir, "uploads/staff"))).sort();
          await unlink(path.join(dir, "uploads/staff", first!));
        },
        /uploads\/staff\/.+: missing/,
      ]);
    }
    for (const [name, damage, message] of cases) {
      const from = await damagedCopy(name, damage);
      const refused = restoreBackup({ config: { dataDir, databaseUrl, uploads: onServer ? "database" : "disk" }, from });
      await expect(refused, name).rejects.toThrow(BackupError);
      await expect(refused, name).rejects.toThrow(message);
      await expect(refused, name).rejects.toThrow(/nothing was restored/i);
    }
    expect((await readdir(dataDir)).filter((name) => name.startsWith("before-restore") || name.startsWith(".restoring"))).toEqual([]);

    const store = await startStore();
    try {
      expect(await store.t.db.select().from(orders).orderBy(asc(orders.id))).toEqual(before.orders);
    } finally {
      await store.stop();
    }
  }, 120_000);

  it("refuses to run while the store is running", async () => {
    const config = { dataDir, databaseUrl, uploads: onServer ? ("database" as const) : ("disk" as const) };
    if (onServer) {
      const running = connectPostgres(databaseUrl!);
      try {
        await running.db.select().from(orders);
        await expect(restoreBackup({ config, from: backup })).rejects.toThrow(/The store is still connected to this database \(\d+ connections? from .+\): stop every instance/);
      } finally {
        await running.close();
      }
    } else {
      const release = holdStoreLock(dataDir);
      try {
        await expect(takeBackup({ config, to: backupsDir })).rejects.toThrow(`The store is running (process ${process.pid}) on ${dataDir}`);
        await expect(restoreBackup({ config, from: backup })).rejects.toThrow(`The store is running (process ${process.pid}) on ${dataDir}: stop it first`);
      } finally {
        release();
      }
    }
  }, 30_000);

  it("keeps the newest BACKUP_KEEP backups once a new one is whole, and removes unfinished ones a day old", async () => {
    const dir = path.join(backupsDir, "kept");
    await mkdir(dir, { recursive: true });
    const old = ["2026-11-20T21-00-00Z", "2026-11-21T21-00-00Z", "2026-11-22T21-00-00Z"].map((stamp) => `vayu-backup-${stamp}`);
    for (const name of old) {
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, MANIFEST_FILE), "{}");
    }
    const now = new Date("2026-11-23T21:00:00Z");
    const dayOld = new Date(now.getTime() - 25 * 60 * 60_000);
    await mkdir(path.join(dir, ".vayu-backup-2026-11-19T21-00-00Z.partial"));
    await utimes(path.join(dir, ".vayu-backup-2026-11-19T21-00-00Z.partial"), dayOld, dayOld);
    await mkdir(path.join(dir, "holiday-photos"));
    const config = { dataDir, databaseUrl, uploads: onServer ? ("database" as const) : ("disk" as const) };

    const made = await takeBackup({ config, to: dir, keep: 2, now });
    expect(path.basename(made)).toBe("vayu-backup-2026-11-23T21-00-00Z");
    expect((await readdir(dir)).sort()).toEqual(["holiday-photos", "vayu-backup-2026-11-22T21-00-00Z", "vayu-backup-2026-11-23T21-00-00Z"]);
    expect(existsSync(path.join(made, MANIFEST_FILE))).toBe(true);
    expect(await pruneBackups(dir, 1)).toEqual(["vayu-backup-2026-11-22T21-00-00Z"]);
  }, 60_000);
});
