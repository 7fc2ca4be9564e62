import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/**/*.test.ts", "apps/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    environment: "node",
    // Fails an API test on an unexpected error-level log entry (ADR 130).
    setupFiles: ["apps/api/src/test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
