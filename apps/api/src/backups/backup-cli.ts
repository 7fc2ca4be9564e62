import path from "node:path";
import { parseArgs } from "node:util";
import { takeBackup } from "./backup";
import { fail, runCli, startCli } from "./cli-common";
import { askRunningStore } from "./on-request";
import { runningStorePid } from "./store-lock";

/**
 * `npm run backup [-- --to DIR]`: one backup of the store's database and uploads in a new
 * folder inside DIR (BACKUP_DIR by default); its path is the last line printed. Older backups
 * beyond BACKUP_KEEP (14) are then removed (docs/decisions/235-backups.md).
 */
const usage = "Usage: npm run backup -- --to <folder>   (or set BACKUP_DIR)";

const config = startCli();
let values: { to?: string };
try {
  ({ values } = parseArgs({ options: { to: { type: "string" } } }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`, 2);
}
const to = values.to ?? config.backup.dir;
if (!to) fail(usage, 2);

await runCli(async () => {
  const pid = config.databaseUrl ? undefined : runningStorePid(config.dataDir);
  if (pid !== undefined) {
    // PGlite's files are the running store's alone: it takes the backup itself.
    console.log(`The store is running (process ${pid}) on ${config.dataDir}: asking it to take the backup...`);
    console.log(await askRunningStore(config.dataDir, pid, { to: path.resolve(to), keep: config.backup.keep }));
    return;
  }
  console.log(`Backing up the store (${config.databaseUrl ? "PostgreSQL server" : `PGlite in ${config.dataDir}`}, pictures in the ${config.uploads === "disk" ? "uploads folder" : "database"})...`);
  const made = await takeBackup({ config, to, keep: config.backup.keep });
  console.log(made);
});
