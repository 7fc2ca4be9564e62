// Vitest setup of the storefront's component tests (*.dom.test.tsx, docs/testing.md): jest-dom's
// matchers, and each test starts with no page on screen, an empty cache and no shopper.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { webAreas } from "@vayu/shared/locale";
import { queryClient } from "../lib/query-client";
import { clearSession } from "../lib/session";
import { loadCatalogues } from "../lib/i18n";

// Every page's language catalogues, as the browser has them before its first render (main.tsx).
// The product page's later parts' (`later`) come with their code, as in the browser.
const pageAreas = webAreas.filter((area) => area !== "later");
await Promise.all([loadCatalogues("en", pageAreas), loadCatalogues("hi", pageAreas)]);

// A page's first render loads its route and zod schemas as modules: slower than in a browser.
configure({ asyncUtilTimeout: 5000 });

/**
 * happy-dom finds a step mismatch by a float remainder (750000 % 0.01 is not 0), so it refuses
 * every amount of a `step="0.01"` input that a browser takes; checked here as a browser does:
 * a whole number of steps from `min`.
 */
Object.defineProperty(ValidityState.prototype, "stepMismatch", {
  configurable: true,
  get(this: ValidityState) {
    const { element } = this as unknown as { element: HTMLInputElement };
    const step = element.getAttribute("step") ?? "1";
    if (element.localName !== "input" || !["number", "range"].includes(element.type) || step === "any" || !element.value)
      return false;
    const steps = (Number(element.value) - Number(element.getAttribute("min") ?? 0)) / Number(step);
    return Math.abs(steps - Math.round(steps)) > 1e-6;
  },
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  clearSession();
});
