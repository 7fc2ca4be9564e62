import { defineConfig } from "vitest/config";
import { linguiMacros } from "./apps/web/lingui-macros.ts";

/** The storefront's component tests: React in a simulated DOM (happy-dom), over a fake API (docs/testing.md). */
const componentTests = "apps/web/**/*.dom.test.tsx";

export default defineConfig({
  // Lingui's macros in the storefront's components and in the server renderer's tests.
  plugins: [linguiMacros()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["packages/**/*.test.ts", "apps/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          // *.services.test.ts need the PostgreSQL server and Redis: they run in the PostgreSQL pass (docs/testing.md).
          exclude: [
            "**/node_modules/**",
            "**/dist/**",
            componentTests,
            ...(process.env.TEST_DRIVER === "pg" ? [] : ["**/*.services.test.ts"]),
          ],
          environment: "node",
          // Fails an API test on an unexpected error-level log entry (ADR 130).
          setupFiles: ["apps/api/src/test/setup.ts"],
          // One migrated database (a PGlite image, or a template on PostgreSQL) that every test file's database starts from (docs/testing.md).
          globalSetup: ["apps/api/src/test/test-database.global-setup.ts"],
          // The files of a worker share one import of the API (and one compiled PGlite) rather
          // than each importing it again: that import was about half the pass's CPU (docs/testing.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: [componentTests],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/test/dom-setup.ts"],
          // The files of a worker share one DOM and one import of the storefront, rather than
          // each importing it again (about half the run's time); the setup file resets what a
          // test leaves: the page, the cache, the shopper.
          isolate: false,
        },
      },
    ],
  },
});
