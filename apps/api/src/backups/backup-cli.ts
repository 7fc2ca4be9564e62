import { parseArgs } from "node:util";
import { takeBackup } from "./backup";
import { fail, runCli, startCli } from "./cli-common";

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
  console.log(`Backing up the store (${config.databaseUrl ? "PostgreSQL server" : `PGlite in ${config.dataDir}`}, pictures in the ${config.uploads === "disk" ? "uploads folder" : "database"})...`);
  const made = await takeBackup({ config, to, keep: config.backup.keep });
  console.log(made);
});
