// Starts the store for the browser tests on a fresh data directory with the demo catalog.
// E2E_USE_DIST=1 runs the production bundle (as `npm test` does); otherwise the API source
// runs through tsx so a developer can test without rebuilding the API.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// The tests read the outbox (reset links, order e-mails) from E2E_DATA_DIR.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "vayu-e2e-"));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const useDist = process.env.E2E_USE_DIST === "1";
const [command, args] = useDist
  ? [process.execPath, [path.join(root, "apps/api/dist/server.js")]]
  : [path.join(root, "node_modules/.bin/tsx"), [path.join(root, "apps/api/src/server.ts")]];

const child = spawn(command, args, {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: process.env.E2E_PORT ?? "4173",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? "4173"}`,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    // Journeys register each shopper from an address of their own (X-Forwarded-For, e2e/auth.ts).
    TRUST_PROXY: "1",
    // The webhook journey's receiver listens on loopback (docs/decisions/317-webhooks.md "Addresses").
    WEBHOOKS_ALLOW_PRIVATE: "true",
    // The staff account's two-step sign-in, enrolled at start so journeys can compute its codes.
    ...(process.env.ADMIN_EMAIL && { ADMIN_TOTP_SECRET: process.env.ADMIN_TOTP_SECRET ?? "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" }),
  },
});

function stop() {
  child.kill("SIGTERM");
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
