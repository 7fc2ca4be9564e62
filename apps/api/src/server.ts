import { buildApp } from "./app";
import { takeBackup } from "./backups/backup";
import { answerBackupRequests } from "./backups/on-request";
import { holdStoreLock } from "./backups/store-lock";
import { ConfigError, loadConfig, type Config } from "./config";
import { connectDatabase } from "./db/client";
import { seedIfEmpty } from "./demo/seed";
import { ensureAdmin } from "./domains/accounts/service";
import { provisionAdminSecondFactor } from "./domains/accounts/staff-mfa/service";
import { loadPincodes } from "./domains/delivery/pincode-data";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = connectDatabase(config);
// PGlite's files are this process's alone: npm run backup/restore look here first (docs/decisions/235-backups.md).
const releaseStoreLock = database.driver === "pglite" ? holdStoreLock(config.dataDir) : () => undefined;
process.on("exit", () => releaseStoreLock());
await database.migrate();
// Reference data, not demo data: every store needs India's pincodes (a no-op once loaded).
await loadPincodes(database.db);
const app = await buildApp({ config, database });

// One of several instances starting on an empty database seeds it; the others go on.
await database.withExclusiveLock("seed-demo", () => seedIfEmpty(database.db, app.files, app.log, config.seedDemo));
if (config.admin) await ensureAdmin(database.db, config.admin);
await provisionAdminSecondFactor(database.db, config);

if (database.driver === "pglite") {
  // npm run backup asks a running PGlite store to take the backup itself (docs/decisions/235-backups.md).
  let answering = Promise.resolve();
  process.on("SIGUSR2", () => {
    answering = answering
      .then(() => answerBackupRequests(config.dataDir, ({ to, keep }) => takeBackup({ config, to, keep, live: database }), app.log))
      .then(() => undefined, (error: unknown) => app.log.error({ err: error }, "answering npm run backup failed"));
  });
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Vayu store on http://localhost:${config.port} (database: ${database.driver})`);
