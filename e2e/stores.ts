import { tmpdir } from "node:os";
import path from "node:path";

/**
 * One store per Playwright worker (ADR 131): worker slot `index` (its parallelIndex) talks
 * to the store on port E2E_PORT + index, whose data directory is its own. The config starts
 * them all before the run; `E2E_WORKERS` says how many (2 by default).
 */
export const workerCount = Number(process.env.E2E_WORKERS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 4173);

export interface Store {
  port: number;
  url: string;
  /** Its DATA_DIR: tests read e-mails from its outbox. */
  dataDir: string;
}

export function storeFor(index: number): Store {
  const port = basePort + index;
  return { port, url: `http://127.0.0.1:${port}`, dataDir: path.join(tmpdir(), `vayu-e2e-${port}`) };
}

/** The staff account every store creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const STAFF = {
  email: "staff@vayu.test",
  password: "staff-e2e-password",
  /** ADMIN_TOTP_SECRET: the account's two-step sign-in, so tests compute its codes (docs/decisions/230-staff-second-factor.md). */
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
};
