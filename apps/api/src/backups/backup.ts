import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { Config } from "../config";
import { connectPglite, migrationsFolder, type Database } from "../db/client";
import { copyOffsite } from "./offsite";
import { checksums, listFiles, MANIFEST_FILE, type BackupCounts, type BackupManifestType } from "./manifest";
import { BackupError, connectionFor, requireVersionFor, runTool, toolMajorVersion } from "./postgres-tools";
import { runningStorePid } from "./store-lock";

/**
 * One backup of the store (docs/decisions/235-backups.md): a folder `vayu-backup-<UTC time>`
 * inside the chosen directory with the database (PGlite's data directory as a tarball, or a
 * pg_dump custom-format dump), the uploads folder when pictures are on disk, and
 * `manifest.json`. It is written under a hidden `.partial` name and renamed when whole, so a
 * folder with the plain name is always complete. With BACKUP_S3_BUCKET set it is then copied
 * off-site (./offsite.ts).
 */

export type BackupConfig = Pick<Config, "dataDir" | "databaseUrl" | "uploads"> & { backup?: Pick<Config["backup"], "s3"> };

export const BACKUP_PREFIX = "vayu-backup-";
const PARTIAL_SUFFIX = ".partial";

/** SQL that counts what a restore must find again; `public.` because pg_restore's SQL empties search_path. */
export const COUNTS_SQL = `select
  (select count(*) from public.orders)::int as orders,
  (select count(*) from public.payment_orders)::int as payments,
  (select count(*) from public.refunds)::int as refunds,
  (select count(*) from public.stored_files)::int as files`;

const MIGRATIONS_SQL = `select count(*)::int as applied, max(created_at)::float8 as "lastAppliedAt" from drizzle.__drizzle_migrations`;

/** How many migrations this build of the store knows. */
export function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

type Row = Record<string, unknown>;
const toCounts = (row: Row | undefined): BackupCounts => ({
  orders: Number(row?.orders ?? 0),
  payments: Number(row?.payments ?? 0),
  refunds: Number(row?.refunds ?? 0),
  files: Number(row?.files ?? 0),
});
const toMigrations = (row: Row | undefined): BackupManifestType["migrations"] => ({
  applied: Number(row?.applied ?? 0),
  lastAppliedAt: row?.lastAppliedAt == null ? null : Number(row.lastAppliedAt),
});

/** A PGlite tarball opened in memory, to read what it holds. */
export async function openPgliteTarball(bytes: Buffer, dataDir?: string): Promise<PGlite> {
  const image = new File([new Uint8Array(bytes)], "database.tar.gz", { type: "application/x-gzip" });
  return PGlite.create({ ...(dataDir && { dataDir }), loadDataDir: image, extensions: { pg_trgm } });
}

type Read = { counts: BackupCounts; migrations: BackupManifestType["migrations"]; postgres?: BackupManifestType["postgres"] };

/** What a restore must find again, read by whichever client holds the database. */
export async function countsIn(client: { query: (sql: string) => Promise<{ rows: unknown[] }> }): Promise<Read> {
  const counts = await client.query(COUNTS_SQL);
  const migrations = await client.query(MIGRATIONS_SQL);
  return { counts: toCounts(counts.rows[0] as Row | undefined), migrations: toMigrations(migrations.rows[0] as Row | undefined) };
}

function stampOf(now: Date): string {
  return now.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
}

const storeStillRunning = (pid: number, dataDir: string) =>
  new BackupError(
    `The store is running (process ${pid}) on ${dataDir}, and PGlite's files belong to that one process. Stop it (Ctrl+C, or kill ${pid}, or your process manager's stop) and run this again, or set BACKUP_DIR so the running store takes its own backup every night (docs/deploy.md "Backups").`,
  );

/** PGlite: the tarball, and what it holds read back from the tarball itself (which also proves it loads). */
async function dumpPglite(config: BackupConfig, live: Database | undefined, file: string): Promise<Read> {
  let blob: Blob;
  if (live?.dumpDataDir) {
    blob = await live.dumpDataDir();
  } else {
    const pid = runningStorePid(config.dataDir);
    if (pid !== undefined) throw storeStillRunning(pid, config.dataDir);
    const pgDir = path.join(config.dataDir, "pg");
    if (!existsSync(path.join(pgDir, "PG_VERSION"))) {
      throw new BackupError(`There is no store database at ${pgDir}: check DATA_DIR (it is ${config.dataDir}).`);
    }
    const database = connectPglite(pgDir);
    try {
      blob = await database.dumpDataDir!();
    } finally {
      await database.close();
    }
  }
  const bytes = Buffer.from(await blob.arrayBuffer());
  await writeFile(file, bytes);
  const copy = await openPgliteTarball(bytes);
  try {
    return await countsIn(copy);
  } finally {
    await copy.close();
  }
}

/**
 * PostgreSQL: counts and pg_dump read one exported snapshot, so the manifest counts exactly
 * what the dump holds even while the store keeps selling.
 */
async function dumpPostgres(databaseUrl: string, file: string): Promise<Read> {
  const pgDump = await toolMajorVersion("pg_dump");
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "vayu-backup" });
  await client.connect();
  try {
    const server = Number((await client.query<{ v: string }>("select current_setting('server_version_num') as v")).rows[0]!.v);
    requireVersionFor("pg_dump", pgDump, server);
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]!.id;
    const read = await countsIn(client);
    const connection = connectionFor(databaseUrl);
    const dumped = await runTool("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${connection.url}`], {
      env: connection.env,
    });
    if (dumped.code !== 0) throw new BackupError(`pg_dump failed: ${dumped.stderr.trim()}`);
    await client.query("commit");
    return { ...read, postgres: { server: Math.floor(server / 10_000), pgDump } };
  } finally {
    await client.end();
  }
}

export interface BackupOptions {
  config: BackupConfig;
  /** The folder the backup goes into (created if need be). */
  to: string;
  /** How many backups to keep in `to`, the newest; older ones are removed once this one is whole. */
  keep?: number;
  /** The running store's own database (the nightly backup); the CLI opens it itself. */
  live?: Database;
  now?: Date;
}

/** Takes one backup; answers the path of its folder. */
export async function takeBackup({ config, to, keep, live, now = new Date() }: BackupOptions): Promise<string> {
  const driver = config.databaseUrl ? "pg" : "pglite";
  const root = path.resolve(to);
  await mkdir(root, { recursive: true });
  let name = `${BACKUP_PREFIX}${stampOf(now)}`;
  for (let n = 2; existsSync(path.join(root, name)); n++) name = `${BACKUP_PREFIX}${stampOf(now)}-${n}`;
  const partial = path.join(root, `.${name}${PARTIAL_SUFFIX}`);
  await mkdir(partial);
  try {
    const database = driver === "pg" ? "database.dump" : "database.tar.gz";
    const read =
      driver === "pg"
        ? await dumpPostgres(config.databaseUrl!, path.join(partial, database))
        : await dumpPglite(config, live, path.join(partial, database));
    let files = read.counts.files;
    if (config.uploads === "disk") {
      // After the dump: a picture it names was there when it was taken, and uploads are only
      // ever added or, when nothing names them any more, removed.
      const uploads = path.join(config.dataDir, "uploads");
      if (existsSync(uploads)) await cp(uploads, path.join(partial, "uploads"), { recursive: true, preserveTimestamps: true });
      files = (await listFiles(path.join(partial, "uploads"))).length;
    }
    const manifest: BackupManifestType = {
      format: "vayu-store-backup",
      version: 1,
      createdAt: now.toISOString(),
      driver,
      uploads: config.uploads,
      migrations: read.migrations,
      counts: { ...read.counts, files },
      database,
      ...(read.postgres && { postgres: read.postgres }),
      files: await checksums(partial),
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, path.join(root, name));
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  if (keep !== undefined) await pruneBackups(root, keep, now);
  const made = path.join(root, name);
  const offsite = config.backup?.s3;
  if (offsite) {
    try {
      await copyOffsite(made, offsite, keep);
    } catch (error) {
      throw new BackupError(`The backup ${made} is whole on this disk, but its off-site copy failed: ${(error as Error).message}`);
    }
  }
  return made;
}

/**
 * Keeps the newest `keep` whole backups in `root` and removes the others, and unfinished ones
 * a day old (a backup that died half-way). Only folders named as backups are touched.
 */
export async function pruneBackups(root: string, keep: number, now = new Date()): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const whole = entries
    .filter((e) => e.isDirectory() && e.name.startsWith(BACKUP_PREFIX) && existsSync(path.join(root, e.name, MANIFEST_FILE)))
    .map((e) => e.name)
    .sort()
    .reverse();
  const removed = whole.slice(keep);
  for (const e of entries) {
    if (!e.isDirectory() || !e.name.startsWith(`.${BACKUP_PREFIX}`) || !e.name.endsWith(PARTIAL_SUFFIX)) continue;
    const age = now.getTime() - (await stat(path.join(root, e.name))).mtimeMs;
    if (age > 24 * 60 * 60_000) removed.push(e.name);
  }
  for (const name of removed) await rm(path.join(root, name), { recursive: true, force: true });
  return removed;
}
