import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { BackupError } from "./postgres-tools";

/**
 * `manifest.json`, written last into every backup (docs/decisions/235-backups.md): what it
 * holds and the SHA-256 of every file, so `npm run restore` can tell a whole backup from a
 * damaged or unfinished one before it touches the store.
 */
export const MANIFEST_FILE = "manifest.json";

const Counts = z.object({
  orders: z.number().int().min(0),
  payments: z.number().int().min(0),
  refunds: z.number().int().min(0),
  files: z.number().int().min(0),
});
export type BackupCounts = z.infer<typeof Counts>;

export const BackupManifest = z.object({
  format: z.literal("vayu-store-backup"),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  driver: z.enum(["pglite", "pg"]),
  /** Where the pictures were: `disk` ones are in `uploads/`, `database` ones inside the dump. */
  uploads: z.enum(["disk", "database"]),
  /** Migrations the backed-up database had applied: a store older than that cannot run it. */
  migrations: z.object({ applied: z.number().int().min(0), lastAppliedAt: z.number().nullable() }),
  counts: Counts,
  /** The database file: `database.tar.gz` (PGlite's dumpDataDir) or `database.dump` (pg_dump custom format). */
  database: z.string(),
  /** PostgreSQL only: the server's and pg_dump's major versions. */
  postgres: z.object({ server: z.number().int(), pgDump: z.number().int() }).optional(),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type BackupManifestType = z.infer<typeof BackupManifest>;

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

/** Every file under `dir`, as paths relative to it with "/" between folders. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

export async function checksums(dir: string): Promise<BackupManifestType["files"]> {
  const files = (await listFiles(dir)).filter((file) => file !== MANIFEST_FILE);
  return Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      return { path: file, bytes: (await stat(full)).size, sha256: await sha256File(full) };
    }),
  );
}

/**
 * Reads and checks a backup: its manifest, and that every file it lists is there, whole.
 * Throws a BackupError saying what is wrong; reads nothing else.
 */
export async function verifyBackup(dir: string): Promise<BackupManifestType> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new BackupError(`${dir} is not a backup folder (npm run backup prints the path of one).`);
  const text = await readFile(path.join(dir, MANIFEST_FILE), "utf8").catch(() => undefined);
  if (text === undefined) {
    throw new BackupError(`${dir} has no ${MANIFEST_FILE}: it is not a backup, or its writing never finished. Nothing was restored.`);
  }
  let parsed: BackupManifestType;
  try {
    parsed = BackupManifest.parse(JSON.parse(text));
  } catch {
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is damaged or not a Vayu store backup's manifest. Nothing was restored.`);
  }
  if (!parsed.files.some((file) => file.path === parsed.database)) {
    throw new BackupError(`The manifest lists no database file (${parsed.database}). Nothing was restored.`);
  }
  const problems: string[] = [];
  for (const file of parsed.files) {
    const full = path.join(dir, ...file.path.split("/"));
    if (path.relative(dir, full).startsWith("..")) {
      problems.push(`${file.path}: outside the backup`);
      continue;
    }
    const size = await stat(full).then((s) => s.size, () => undefined);
    if (size === undefined) problems.push(`${file.path}: missing`);
    else if (size !== file.bytes) problems.push(`${file.path}: ${size} bytes, the manifest says ${file.bytes}`);
    else if ((await sha256File(full)) !== file.sha256) problems.push(`${file.path}: its checksum differs from the manifest's`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join("\n  ");
    const more = problems.length > 10 ? `\n  ... and ${problems.length - 10} more` : "";
    throw new BackupError(`The backup at ${dir} is damaged or incomplete, so nothing was restored:\n  ${shown}${more}`);
  }
  return parsed;
}
