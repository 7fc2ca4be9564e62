import { mkdir, readdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedFiles } from "./tables";

/** Where the pictures under /uploads/ live; paths are relative to it, "staff/<id>.webp". */
export interface FileStore {
  kind: "disk" | "database";
  write(relative: string, bytes: Buffer): Promise<void>;
  read(relative: string): Promise<Buffer | undefined>;
  /** The files directly in `folder`, with when each was written. */
  list(folder: string): Promise<{ name: string; writtenAt: Date }[]>;
  remove(relative: string): Promise<void>;
}

/** A folder on this machine's disk: one instance (docs/decisions/175-several-instances.md "Uploads"). */
export function diskFileStore(root: string): FileStore {
  const full = (relative: string) => path.join(root, relative);
  return {
    kind: "disk",
    async write(relative, bytes) {
      await mkdir(path.dirname(full(relative)), { recursive: true });
      await writeFile(full(relative), bytes);
    },
    read: (relative) => readFile(full(relative)).catch(() => undefined),
    async list(folder) {
      const names = await readdir(full(folder)).catch(() => [] as string[]);
      return Promise.all(names.map(async (name) => ({ name, writtenAt: (await stat(full(path.join(folder, name)))).mtime })));
    },
    remove: (relative) => unlink(full(relative)).catch(() => undefined),
  };
}

/** The `stored_files` table: every instance on the same PostgreSQL server sees every picture. */
export function databaseFileStore(db: Db): FileStore {
  return {
    kind: "database",
    async write(relative, bytes) {
      await db.insert(storedFiles).values({ path: relative, bytes }).onConflictDoUpdate({ target: storedFiles.path, set: { bytes, createdAt: sql`now()` } });
    },
    async read(relative) {
      const [row] = await db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.path, relative));
      return row?.bytes;
    },
    async list(folder) {
      const prefix = `${folder.replace(/[\\%_]/g, "\\$&")}/`;
      const rows = await db.select({ path: storedFiles.path, createdAt: storedFiles.createdAt }).from(storedFiles).where(like(storedFiles.path, `${prefix}%`));
      return rows
        .map((r) => ({ name: r.path.slice(folder.length + 1), writtenAt: r.createdAt }))
        .filter((f) => !f.name.includes("/"));
    },
    async remove(relative) {
      await db.delete(storedFiles).where(eq(storedFiles.path, relative));
    },
  };
}

/** The store the configuration asks for (UPLOADS; by default the database on a PostgreSQL server, else DATA_DIR/uploads). */
export function fileStoreFor(config: { uploads: "disk" | "database"; dataDir: string }, db: Db): FileStore {
  return config.uploads === "database" ? databaseFileStore(db) : diskFileStore(path.join(config.dataDir, "uploads"));
}
