import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/**/*.test.ts", "apps/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    // *.services.test.ts need the PostgreSQL server and Redis: they run in the PostgreSQL pass (docs/testing.md).
    exclude: ["**/node_modules/**", "**/dist/**", ...(process.env.TEST_DRIVER === "pg" ? [] : ["**/*.services.test.ts"])],
    environment: "node",
    // Fails an API test on an unexpected error-level log entry (ADR 130).
    setupFiles: ["apps/api/src/test/setup.ts"],
    // One migrated PGlite image that every test file's database starts from (docs/testing.md).
    globalSetup: ["apps/api/src/test/pglite-image.global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
