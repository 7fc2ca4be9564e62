import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** The store's DATA_DIR during the run; tests read e-mails from its outbox. */
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `vayu-e2e-${port}`);

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  // One retry in CI, where a loaded machine can stall a step; Playwright still reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node ../scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // The staff account the admin journeys log in with (created at start by ADMIN_EMAIL/ADMIN_PASSWORD).
    env: {
      E2E_PORT: String(port),
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: "staff@vayu.test",
      ADMIN_PASSWORD: "staff-e2e-password",
    },
  },
});
