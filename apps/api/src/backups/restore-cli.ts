import { parseArgs } from "node:util";
import { fail, runCli, startCli } from "./cli-common";
import { restoreBackup } from "./restore";

/**
 * `npm run restore -- <backup folder>`: puts a stopped store's DATA_DIR or DATABASE_URL back
 * as the backup has it, after checking every file of the backup (docs/decisions/235-backups.md).
 */
const usage = "Usage: npm run restore -- <backup folder>   (the path npm run backup printed; stop the store first)";

const config = startCli();
let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`, 2);
}
if (positionals.length !== 1) fail(usage, 2);

await runCli(async () => {
  const { manifest, previous } = await restoreBackup({ config, from: positionals[0]! });
  const c = manifest.counts;
  const target = config.databaseUrl ? "the database at DATABASE_URL" : config.dataDir;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${target}: ${c.orders} orders, ${c.payments} payments, ${c.refunds} refunds, ${c.files} picture files.`,
  );
  if (previous) console.log(`What was there before is in ${previous}; delete it once the store is back as it should be.`);
  console.log("Start the store: it applies any newer migrations as it starts.");
});
