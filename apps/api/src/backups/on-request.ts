import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { BackupError } from "./postgres-tools";

/**
 * `npm run backup` while a PGlite store runs (docs/decisions/235-backups.md): the command may
 * not open the store's files, so it asks the store. It writes a request into
 * `DATA_DIR/backup-requests/` and sends the store SIGUSR2; the store takes the backup from
 * its own database and writes the answer beside the request.
 */
const requestsDir = (dataDir: string) => path.join(dataDir, "backup-requests");

interface BackupRequest {
  to: string;
  keep: number;
}
type BackupAnswer = { path: string } | { error: string };

/** The store's side: answers every waiting request, one at a time. */
export async function answerBackupRequests(
  dataDir: string,
  backup: (request: BackupRequest) => Promise<string>,
  log: FastifyBaseLogger,
): Promise<number> {
  const dir = requestsDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".request.json")).sort();
  let answered = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const answerFile = file.replace(/\.request\.json$/, ".answer.json");
    let answer: BackupAnswer;
    try {
      const request = JSON.parse(await readFile(file, "utf8")) as BackupRequest;
      await rm(file);
      log.info({ backupDir: request.to }, "backup asked for by npm run backup");
      answer = { path: await backup(request) };
      log.info({ backup: answer.path }, "backup written");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      log.warn({ err: error }, "the backup asked for by npm run backup failed");
      answer = { error: error instanceof Error ? error.message : String(error) };
    }
    // Written whole, then renamed: the command never reads half an answer.
    await writeFile(`${answerFile}.tmp`, JSON.stringify(answer));
    await rename(`${answerFile}.tmp`, answerFile);
    answered++;
  }
  return answered;
}

/** The command's side: asks the store running as `pid` for a backup into `to`; answers its path. */
export async function askRunningStore(
  dataDir: string,
  pid: number,
  request: BackupRequest,
  options: { timeoutMs?: number; signal?: (pid: number) => void } = {},
): Promise<string> {
  const { timeoutMs = 30 * 60_000, signal = (target: number) => void process.kill(target, "SIGUSR2") } = options;
  const dir = requestsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const id = `${Date.now()}-${randomUUID()}`;
  const requestFile = path.join(dir, `${id}.request.json`);
  const answerFile = path.join(dir, `${id}.answer.json`);
  await writeFile(requestFile, JSON.stringify(request));
  try {
    signal(pid);
  } catch (error) {
    await rm(requestFile, { force: true });
    throw new BackupError(`The store (process ${pid}) could not be asked for a backup: ${(error as Error).message}. Stop it and run npm run backup again.`);
  }
  const sentAt = Date.now();
  while (!existsSync(answerFile)) {
    const waited = Date.now() - sentAt;
    // Not picked up in 15 s, the store gone, or no answer in time.
    if ((waited > 15_000 && existsSync(requestFile)) || !alive(pid) || waited > timeoutMs) {
      if (existsSync(answerFile)) break;
      await rm(requestFile, { force: true });
      throw new BackupError(`The store (process ${pid}) did not answer the request for a backup. Stop it and run npm run backup again.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const answer = JSON.parse(await readFile(answerFile, "utf8")) as BackupAnswer;
  await rm(answerFile, { force: true });
  if ("error" in answer) throw new BackupError(`The running store could not take the backup: ${answer.error}`);
  return answer.path;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
