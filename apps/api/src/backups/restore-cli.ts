import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fail, runCli, startCli } from "./cli-common";
import { fetchOffsite } from "./offsite";
import { restoreBackup } from "./restore";

/**
 * `npm run restore -- <backup folder>`: puts a stopped store's DATA_DIR or DATABASE_URL back
 * as the backup has it, after checking every file of the backup (docs/decisions/235-backups.md).
 * `s3:<backup name>` or `s3:latest` fetches the off-site copy first (BACKUP_S3_*).
 */
const usage =
  "Usage: npm run restore -- <backup folder>   (the path npm run backup printed; stop the store first)\n       npm run restore -- s3:<backup name>|s3:latest   (the off-site copy at BACKUP_S3_BUCKET)";

const config = startCli();
let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`, 2);
}
if (positionals.length !== 1) fail(usage, 2);

const wanted = positionals[0]!;
const offsite = wanted.startsWith("s3:") ? wanted.slice(3) : undefined;
if (offsite !== undefined && !config.backup.s3) fail(`${wanted} needs BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY.`, 2);

await runCli(async () => {
  let fetched: string | undefined;
  if (offsite !== undefined) {
    console.log(`Fetching ${offsite} from s3://${config.backup.s3!.bucket}/${config.backup.s3!.prefix}...`);
    fetched = await fetchOffsite(config.backup.s3!, offsite, await mkdtemp(path.join(tmpdir(), "vayu-restore-")));
  }
  const { manifest, previous } = await restoreBackup({ config, from: fetched ?? wanted }).finally(() => fetched && rm(path.dirname(fetched), { recursive: true, force: true }));
  const c = manifest.counts;
  const target = config.databaseUrl ? "the database at DATABASE_URL" : config.dataDir;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${target}: ${c.orders} orders, ${c.payments} payments, ${c.refunds} refunds, ${c.files} picture files.`,
  );
  if (previous) console.log(`What was there before is in ${previous}; delete it once the store is back as it should be.`);
  console.log("Start the store: it applies any newer migrations as it starts.");
});
