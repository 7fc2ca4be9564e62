import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite's files belong to one process (docs/decisions/235-backups.md): the store writes its
 * process id to `DATA_DIR/store.pid` while it runs on them, and `npm run backup`/`restore`
 * refuse to open them meanwhile. A file left by a store that died names a process that is
 * gone, and is ignored.
 */
const lockFile = (dataDir: string) => path.join(dataDir, "store.pid");

export function holdStoreLock(dataDir: string): () => void {
  const file = lockFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (runningStorePid(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The id of a live process that holds the store's data directory, else undefined. */
export function runningStorePid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFile(dataDir), "utf8"), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}
