// Vitest setup of the storefront's component tests (*.dom.test.tsx, docs/testing.md): jest-dom's
// matchers, and each test starts with no page on screen, an empty cache and no shopper.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { queryClient } from "../lib/query-client";
import { clearSession } from "../lib/session";

// A page's first render loads its route and zod schemas as modules: slower than in a browser.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  queryClient.clear();
  clearSession();
});
