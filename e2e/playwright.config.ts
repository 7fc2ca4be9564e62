import { defineConfig, devices } from "@playwright/test";
import { STAFF, storeFor, workerCount } from "./stores";

export default defineConfig({
  testDir: "./tests",
  // Spec files spread over the workers; a file's tests run in order on one worker, whose
  // store (./stores.ts, set as baseURL by ./fixtures.ts) no other worker touches.
  fullyParallel: false,
  workers: workerCount,
  // One retry in CI, where a loaded machine can stall a step; Playwright still reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  // Two workers, two stores and two browsers share this 2-core machine: a journey with a full-page
  // accessibility scan takes up to about 35 s, so 30 s was too tight (ADR 131). Each expectation still waits 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    // A trace (screenshots and DOM snapshots at every step) only for a failed test's retry in CI:
    // recording one for every test took a quarter of the browser step (11.2 → 8.3 min, docs/testing.md).
    trace: "on-first-retry",
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
  // One store per worker, each on a fresh data directory seeded with the demo store.
  webServer: Array.from({ length: workerCount }, (_, index) => {
    const store = storeFor(index);
    return {
      command: "node ../scripts/e2e-server.mjs",
      url: `${store.url}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      // The staff account the admin journeys log in with (created at start by ADMIN_EMAIL/ADMIN_PASSWORD).
      env: { E2E_PORT: String(store.port), E2E_DATA_DIR: store.dataDir, ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, ADMIN_TOTP_SECRET: STAFF.totpSecret },
    };
  }),
});
