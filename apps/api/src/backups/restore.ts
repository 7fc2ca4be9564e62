import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import pg from "pg";
import { STORE_APPLICATION_NAME } from "../db/client";
import { type BackupConfig, countsIn, knownMigrations, openPgliteTarball } from "./backup";
import { listFiles, verifyBackup, type BackupCounts, type BackupManifestType } from "./manifest";
import { BackupError, connectionFor, runTool } from "./postgres-tools";
import { runningStorePid } from "./store-lock";

/**
 * `npm run restore -- <backup>` (docs/decisions/235-backups.md): checks the whole backup
 * first, then puts the stopped store's database and uploads back as they were when it was
 * taken. Nothing is touched unless every check passes.
 */

export interface RestoreResult {
  manifest: BackupManifestType;
  /** PGlite: where the data directory's previous database and uploads were moved, if it had any. */
  previous: string | undefined;
}

const sameCounts = (a: BackupCounts, b: BackupCounts) =>
  a.orders === b.orders && a.payments === b.payments && a.refunds === b.refunds && a.files === b.files;

const describe = (c: BackupCounts) => `${c.orders} orders, ${c.payments} payments, ${c.refunds} refunds, ${c.files} files`;

export async function restoreBackup({ config, from, now = new Date() }: { config: BackupConfig; from: string; now?: Date }): Promise<RestoreResult> {
  const dir = path.resolve(from);
  const manifest = await verifyBackup(dir);
  const driver = config.databaseUrl ? "pg" : "pglite";
  if (manifest.driver !== driver) {
    throw new BackupError(
      manifest.driver === "pg"
        ? "This backup is of a store on a PostgreSQL server: set DATABASE_URL to the database to restore it into. Nothing was restored."
        : "This backup is of a store on PGlite (DATA_DIR): unset DATABASE_URL to restore it into DATA_DIR. Nothing was restored.",
    );
  }
  if (manifest.uploads !== config.uploads) {
    throw new BackupError(
      `This backup keeps its pictures in the ${manifest.uploads === "disk" ? "uploads folder" : "database"}, but this store is set to keep them in the ${config.uploads === "disk" ? "uploads folder" : "database"}: restore it with UPLOADS=${manifest.uploads}. Nothing was restored.`,
    );
  }
  const known = knownMigrations();
  if (manifest.migrations.applied > known) {
    throw new BackupError(
      `This backup was taken by a newer version of the store (${manifest.migrations.applied} database migrations; this one knows ${known}): restore it with that version or a later one. Nothing was restored.`,
    );
  }
  const stamp = now.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
  return driver === "pg"
    ? { manifest, previous: await restorePostgres(config, dir, manifest, stamp) }
    : { manifest, previous: await restorePglite(config, dir, manifest, stamp) };
}

/** Moves `from` to `to` when it exists; answers whether it did. */
async function moveIfThere(from: string, to: string): Promise<boolean> {
  if (!existsSync(from)) return false;
  await mkdir(path.dirname(to), { recursive: true });
  await rename(from, to);
  return true;
}

/**
 * PGlite: the tarball is loaded into a new data directory beside the store's and counted;
 * only when it holds what the manifest says are the store's `pg` and `uploads` moved aside
 * (to `DATA_DIR/before-restore-<time>/`) and the restored ones put in their place.
 */
async function restorePglite(config: BackupConfig, dir: string, manifest: BackupManifestType, stamp: string): Promise<string | undefined> {
  const pid = runningStorePid(config.dataDir);
  if (pid !== undefined) {
    throw new BackupError(`The store is running (process ${pid}) on ${config.dataDir}: stop it first (kill ${pid}, or your process manager's stop), then restore. Nothing was restored.`);
  }
  await mkdir(config.dataDir, { recursive: true });
  const staging = path.join(config.dataDir, `.restoring-${stamp}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging);
  try {
    const restored = await openPgliteTarball(await readFile(path.join(dir, manifest.database)), path.join(staging, "pg"));
    let found: BackupCounts;
    try {
      found = (await countsIn(restored)).counts;
    } finally {
      await restored.close();
    }
    if (config.uploads === "disk") {
      found = { ...found, files: 0 };
      if (existsSync(path.join(dir, "uploads"))) await cp(path.join(dir, "uploads"), path.join(staging, "uploads"), { recursive: true, preserveTimestamps: true });
      else await mkdir(path.join(staging, "uploads"));
      found.files = (await listFiles(path.join(staging, "uploads"))).length;
    }
    if (!sameCounts(found, manifest.counts)) {
      throw new BackupError(`The restored copy holds ${describe(found)}, the manifest ${describe(manifest.counts)}. Nothing was restored.`);
    }
    const previous = path.join(config.dataDir, `before-restore-${stamp}`);
    const movedDb = await moveIfThere(path.join(config.dataDir, "pg"), path.join(previous, "pg"));
    const movedUploads = config.uploads === "disk" && (await moveIfThere(path.join(config.dataDir, "uploads"), path.join(previous, "uploads")));
    await rename(path.join(staging, "pg"), path.join(config.dataDir, "pg"));
    if (config.uploads === "disk") await rename(path.join(staging, "uploads"), path.join(config.dataDir, "uploads"));
    return movedDb || movedUploads ? previous : undefined;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Waits a little for the store's connections to close (a store just stopped), then refuses if any remain. */
async function refuseWhileStoreConnected(client: pg.Client) {
  for (let attempt = 0; ; attempt++) {
    const { rows } = await client.query<{ n: number; clients: string | null }>(
      `select count(*)::int as n, string_agg(distinct coalesce(host(client_addr), 'local socket'), ', ') as clients
         from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [STORE_APPLICATION_NAME],
    );
    const open = rows[0]!;
    if (open.n === 0) return;
    if (attempt >= 30) {
      throw new BackupError(
        `The store is still connected to this database (${open.n} connections from ${open.clients}): stop every instance of the store first, then restore. Nothing was restored.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PostgreSQL: one transaction (psql --single-transaction) drops every schema of the
 * database, runs the dump's SQL (pg_restore, without owners or grants, so any role that may
 * create in the database can restore) and checks the counts; any error rolls all of it back
 * and the database stays as it was.
 */
async function restorePostgres(config: BackupConfig, dir: string, manifest: BackupManifestType, stamp: string): Promise<undefined> {
  const url = config.databaseUrl!;
  const client = new pg.Client({ connectionString: url, application_name: "vayu-restore" });
  await client.connect();
  try {
    await refuseWhileStoreConnected(client);
  } finally {
    await client.end();
  }
  const staging = path.join(config.dataDir, `.restoring-${stamp}`);
  if (config.uploads === "disk") {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    if (existsSync(path.join(dir, "uploads"))) await cp(path.join(dir, "uploads"), path.join(staging, "uploads"), { recursive: true, preserveTimestamps: true });
    else await mkdir(path.join(staging, "uploads"));
  }
  try {
    const c = manifest.counts;
    const filesCheck = config.uploads === "database" ? ` or (select count(*) from public.stored_files) <> ${c.files}` : "";
    const sql = new PassThrough();
    sql.write(`do $$ declare s text; begin
  for s in select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' loop
    execute format('drop schema %I cascade', s);
  end loop;
end $$;
create schema public;
`);
    const connection = connectionFor(url);
    const psql = runTool("psql", ["--no-psqlrc", "--quiet", "--single-transaction", "--file=-", "-v", "ON_ERROR_STOP=1", `--dbname=${connection.url}`], {
      env: connection.env,
      input: sql,
    }).finally(() => {
      // psql stopped at an error: let pg_restore write on into nothing rather than wait forever.
      sql.unpipe();
      sql.resume();
    });
    const dump = await runTool("pg_restore", ["--no-owner", "--no-privileges", "--file=-", path.join(dir, manifest.database)], { output: sql });
    if (dump.code !== 0) {
      // Ends the transaction with an error, so it rolls back.
      sql.end("do $$ begin raise exception 'pg_restore failed'; end $$;\n");
      await psql;
      throw new BackupError(`pg_restore could not read the dump: ${dump.stderr.trim()}. Nothing was restored.`);
    }
    sql.end(`
do $$ begin
  if (select count(*) from public.orders) <> ${c.orders} or (select count(*) from public.payment_orders) <> ${c.payments}
     or (select count(*) from public.refunds) <> ${c.refunds}${filesCheck} then
    raise exception 'the restored database does not hold what the backup''s manifest counts';
  end if;
end $$;
`);
    const result = await psql;
    if (result.code !== 0) throw new BackupError(`Restoring into the database failed, so it was left as it was: ${result.stderr.trim()}`);
    if (config.uploads === "disk") {
      const uploads = path.join(config.dataDir, "uploads");
      await rm(uploads, { recursive: true, force: true });
      await rename(path.join(staging, "uploads"), uploads);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return undefined;
}
