import { mkdtempSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { answerBackupRequests, askRunningStore } from "./on-request";

/**
 * `npm run backup` while a PGlite store runs asks the store (docs/decisions/235-backups.md):
 * here the "signal" makes this process answer, as the store's SIGUSR2 handler does.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "vayu-ask-store-"));
const log = pino({ level: "silent" });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("asking the running store for a backup", () => {
  it("the store takes it where asked and the command gets its path", async () => {
    const asked: { to: string; keep: number }[] = [];
    const made = await askRunningStore(dataDir, process.pid, { to: "/var/backups/vayu", keep: 14 }, {
      signal: () =>
        void answerBackupRequests(dataDir, async (request) => {
          asked.push(request);
          return `${request.to}/vayu-backup-2026-11-26T21-00-00Z`;
        }, log),
    });
    expect(made).toBe("/var/backups/vayu/vayu-backup-2026-11-26T21-00-00Z");
    expect(asked).toEqual([{ to: "/var/backups/vayu", keep: 14 }]);
    expect(await readdir(path.join(dataDir, "backup-requests"))).toEqual([]);
  });

  it("the store's failure reaches the command", async () => {
    const asking = askRunningStore(dataDir, process.pid, { to: "/full-disk", keep: 14 }, {
      signal: () =>
        void answerBackupRequests(dataDir, async () => {
          throw new Error("ENOSPC: no space left on device");
        }, log),
    });
    await expect(asking).rejects.toThrow("The running store could not take the backup: ENOSPC: no space left on device");
  });

  it("a store that has gone is not waited for", async () => {
    const gone = 2 ** 22 + 12_345;
    await expect(askRunningStore(dataDir, gone, { to: "/x", keep: 1 }, { signal: () => undefined })).rejects.toThrow(
      `The store (process ${gone}) did not answer the request for a backup. Stop it and run npm run backup again.`,
    );
    expect(await readdir(path.join(dataDir, "backup-requests"))).toEqual([]);
  });
});
