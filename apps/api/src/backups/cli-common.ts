import { ConfigError, loadConfig, type Config } from "../config";
import { BackupError } from "./postgres-tools";

/**
 * What `npm run backup` and `npm run restore` share. npm runs them in apps/api; paths on
 * their command line and a relative DATA_DIR mean what they mean where the operator typed
 * the command (INIT_CWD), as they do for `npm start`.
 */
export function startCli(): Config {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** A BackupError is the operator's to read; anything else is a bug and keeps its stack. */
export async function runCli(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
}
