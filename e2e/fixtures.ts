import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
  type WebError,
} from "@playwright/test";
import { storeFor, type Store } from "./stores";

export { expect };

/**
 * What went wrong in the browser during a test: console errors, uncaught page errors,
 * and responses with status >= 400 or failed requests of the store's own origin.
 * Each is described as one line, e.g. `HTTP 401 POST /api/auth/login`.
 */
export interface PageErrors {
  /** The current test provokes problems matching these on purpose (a wrong password's 401, a 404 page). */
  allow(...patterns: RegExp[]): void;
}

/** Records the context's problems into `problems` until the returned function is called. */
function watchContext(context: BrowserContext, origin: string, problems: string[]) {
  const sameOrigin = (url: string) => url.startsWith(`${origin}/`);
  const where = (url: string) => (sameOrigin(url) ? url.slice(origin.length) : url);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    // The browser's own line for a failed load: the response or request failure below names it.
    if (message.text().startsWith("Failed to load resource") && sameOrigin(message.location().url)) return;
    problems.push(`console error: ${message.text()} (at ${where(message.location().url)})`);
  };
  const onWebError = (error: WebError) => problems.push(`page error: ${error.error().message}`);
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && sameOrigin(response.url())) {
      problems.push(`HTTP ${response.status()} ${response.request().method()} ${where(response.url())}`);
    }
  };
  const onRequestFailed = (request: Request) => {
    // Other sites (the map) cannot be reached from the test machine, which has no internet.
    if (!sameOrigin(request.url())) return;
    // Cancelled by the page itself (it navigated away, or a newer search replaced the request): nothing failed.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.push(
      `request failed: ${request.method()} ${where(request.url())} (${request.failure()?.errorText ?? "unknown"})`,
    );
  };
  context
    .on("console", onConsole)
    .on("weberror", onWebError)
    .on("response", onResponse)
    .on("requestfailed", onRequestFailed);
  return () => {
    context
      .off("console", onConsole)
      .off("weberror", onWebError)
      .off("response", onResponse)
      .off("requestfailed", onRequestFailed);
  };
}

/**
 * Waits until React has taken over the server-rendered page (the app marks <html data-hydrated>,
 * apps/web/src/main.tsx): before that the page shows but a click on a button does nothing.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const live = new WeakSet<Page>();

/** Makes `goto` and `reload` return once the store's page is live, as a shopper's next click needs (ADR 126). */
export function waitForHydrationOnLoad(page: Page) {
  if (live.has(page)) return;
  live.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (response: Response | null) => {
    if (response?.headers()["content-type"]?.startsWith("text/html")) await waitForHydration(page);
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
}

/**
 * Every spec imports `test` from here (lint enforces it): its worker's own store is the
 * base URL, its pages are acted on as soon as they show, unless the spec says
 * `hydrationWait: true` (then `goto` and `reload` wait for hydration, ADR 126), and the test fails on any browser problem it did not allow (ADR 131).
 */
export const test = base.extend<{ pageErrors: PageErrors; hydrationWait: boolean }, { store: Store }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  store: [async ({}, use, workerInfo) => use(storeFor(workerInfo.parallelIndex)), { scope: "worker" }],
  baseURL: async ({ store }, use) => use(store.url),
  // A shopper's taps work before the page's script is live (docs/decisions/195-forms-before-javascript.md),
  // so journeys act as soon as the page shows; a spec that needs the script running says `hydrationWait: true`.
  hydrationWait: [false, { option: true }],
  // With JavaScript off (a journey of docs/decisions/195-forms-before-javascript.md) no page ever hydrates.
  context: async ({ context, javaScriptEnabled, hydrationWait }, use) => {
    if (javaScriptEnabled && hydrationWait) context.on("page", waitForHydrationOnLoad);
    // Chromium does not log a blocked eval (the store's CSP allows none) to the console: report
    // each violation as a console error, so the test fails on it like on any other (pageErrors).
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    await use(context);
  },
  page: async ({ page, javaScriptEnabled, hydrationWait }, use) => {
    if (javaScriptEnabled && hydrationWait) waitForHydrationOnLoad(page);
    await use(page);
  },
  pageErrors: [
    async ({ browser, baseURL }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const origin = new URL(baseURL!).origin;
      // The test's own context, and any it opens itself (or a beforeAll hook opened).
      const unwatch: (() => void)[] = [];
      const watch = (context: BrowserContext) => unwatch.push(watchContext(context, origin, problems));
      browser.contexts().forEach(watch);
      browser.on("context", watch);
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      browser.off("context", watch);
      unwatch.forEach((stop) => stop());
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, "browser problems this test did not allow").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The page's accessibility violations, every impact, as it settles: a colour read halfway
 * through a transition (a toast fading in, a button turning from disabled to enabled) is a
 * frame the shopper never stops on. Each is one line: the rule and the elements it names.
 */
export async function accessibilityViolations(page: Page, impacts?: readonly string[]): Promise<string[]> {
  // Running animations that end, for at most two seconds: a paused one never would.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settled) => setTimeout(settled, 2000)),
    ]),
  );
  // A toast comes and goes on its own timer, often mid-transition whatever the wait: the pages
  // are checked without it, and its settled colours once, in shell.spec.ts.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  return results.violations
    .filter((v) => !impacts || impacts.includes(v.impact ?? ""))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Fails on any serious or critical accessibility violation on the current page, as it settles. */
export async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page, ["serious", "critical"])).toEqual([]);
}

/** The page fits its viewport: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
