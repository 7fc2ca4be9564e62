// The dead window on a throttled phone (issue 27, docs/decisions/217-dead-window-bench.md): a
// listing page in Chromium at 390 px with the CPU four times slower and a slow 4G network
// (400 kbps each way, 400 ms round trip), both set through the DevTools protocol, as issue 27
// measured it. Each run opens the page twice, each time in a fresh context (empty cache):
//  1. to see when the first card's Add to cart is painted and when the page's script marks it
//     live (`<html data-hydrated>`, apps/web/src/main.tsx);
//  2. to tap that button every 100 ms from the moment it shows until the tapping is answered (a
//     form post to /cart, the script's POST /api/cart, or the script's way to /login). The page
//     records each tap as it is dispatched: it works if the browser sent the form itself or the
//     page's script was live to take it; one dispatched before either is lost.
// Signed out and signed in. BENCH_TAPS_URL measures a store already running (another build,
// docs/performance.md says how); without it the built store of this checkout is started on
// BENCH_PORT (default 4352) with a fresh PGlite. BENCH_TAPS_RUNS runs each way (default 5).
// Prints each run, the medians and one line per budget; figures go in docs/performance.md.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { categorySlug, type CategoryType } from "@vayu/shared/catalog";
import { ensureBuilt, startStore, type Running } from "./store";

const RUNS = Number(process.env.BENCH_TAPS_RUNS ?? 5);
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 60_000;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const SLOW_4G = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

/** When, in the page's own clock (ms since its navigation started), Add to cart was painted and the page went live. */
interface Marks {
  visible?: number;
  hydrated?: number;
}

/** A tap on the kept button as the page saw it: when it was made (epoch ms), and whether it did anything. */
interface Tap {
  at: number;
  live: boolean;
  posted: boolean;
}

/**
 * Runs in the page before its own scripts (as text: tsx's function names would not exist there):
 * marks the first frame (a frame's animation callbacks run just before it is painted) with a
 * card's Add to cart laid out, keeping that button, and the moment of the hydration mark; records
 * every tap on that button in session storage, which outlives the page a form post leaves.
 */
const MARK_PAGE = `(() => {
  const marks = (window.benchMarks = {});
  const watch = () => {
    const button = [...document.querySelectorAll("article button")].find(
      (candidate) => /add to cart/i.test(candidate.textContent) && !candidate.disabled && candidate.getBoundingClientRect().height > 0,
    );
    if (!button) return requestAnimationFrame(watch);
    window.benchButton = button;
    marks.visible = performance.now();
  };
  requestAnimationFrame(watch);
  // On the document: the page's <html> does not exist yet.
  new MutationObserver(() => (marks.hydrated ??= performance.now())).observe(document, {
    subtree: true,
    attributeFilter: ["data-hydrated"],
  });
  const taps = JSON.parse(sessionStorage.getItem("benchTaps") ?? "[]");
  const save = () => sessionStorage.setItem("benchTaps", JSON.stringify(taps));
  addEventListener("click", (event) => {
    if (!window.benchButton || !window.benchButton.contains(event.target)) return;
    const live = document.documentElement.hasAttribute("data-hydrated");
    taps.push({ at: performance.timeOrigin + event.timeStamp, live, posted: false });
    save();
  }, true);
  // After the page's own handlers: a submit the script did not take is the browser's post.
  addEventListener("submit", (event) => {
    const tap = taps.at(-1);
    if (tap && !event.defaultPrevented) tap.posted = true;
    save();
  });
})();`;

/** Where the kept button is on the screen (brought into it at once if it is not: the store scrolls smoothly), and the page's time origin. */
const TARGET = `(() => {
  const outside = ({ top, bottom }) => top < 0 || bottom > innerHeight;
  if (outside(window.benchButton.getBoundingClientRect())) window.benchButton.scrollIntoView({ block: "center", behavior: "instant" });
  const box = window.benchButton.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, origin: performance.timeOrigin };
})()`;

interface Shopper {
  token: string;
  storage: Awaited<ReturnType<BrowserContext["storageState"]>>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh context on the throttled phone, signed in as `shopper` when given. */
async function phone(browser: Browser, shopper: Shopper | undefined) {
  const context = await browser.newContext({ ...PHONE, ...(shopper && { storageState: shopper.storage }) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await page.addInitScript({ content: MARK_PAGE });
  page.on("pageerror", (error) => console.log(`page error: ${error.message}`));
  return { context, page };
}

/** Polls the page's marks until `done` says so. */
async function marksWhen(page: Page, done: (marks: Marks) => boolean): Promise<Marks> {
  const started = Date.now();
  while (Date.now() - started < GIVE_UP_MS) {
    const marks = await page.evaluate<Marks>("window.benchMarks ?? {}");
    if (done(marks)) return marks;
    await sleep(20);
  }
  throw new Error(`the page's marks did not come within ${GIVE_UP_MS / 1000} s`);
}

/** Load 1: Add to cart painted, and the page live. */
async function watchLoad(browser: Browser, url: string, shopper: Shopper | undefined) {
  const { context, page } = await phone(browser, shopper);
  try {
    await page.goto(url, { waitUntil: "commit" });
    const { visible, hydrated } = await marksWhen(page, (marks) => marks.hydrated !== undefined && marks.visible !== undefined);
    return { visible: visible!, hydrated: hydrated! };
  } finally {
    await context.close();
  }
}

/** The taps the page recorded; read again while a form's answer replaces the page. */
async function recordedTaps(page: Page): Promise<Tap[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return JSON.parse(await page.evaluate<string>(`sessionStorage.getItem("benchTaps") ?? "[]"`)) as Tap[];
    } catch (error) {
      if (attempt === 50) throw error;
      await sleep(100);
    }
  }
}

/** Load 2: Add to cart tapped every TAP_EVERY_MS from the moment it shows, until the tapping is answered. */
async function tapLoad(browser: Browser, store: string, url: string, shopper: Shopper | undefined) {
  const { context, page } = await phone(browser, shopper);
  try {
    let answeredAt: number | undefined;
    page.on("request", (request) => {
      const { origin, pathname } = new URL(request.url());
      if (request.method() === "POST" && origin === store && /^\/(api\/)?cart$/.test(pathname)) answeredAt ??= Date.now();
    });
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === "/login") answeredAt ??= Date.now();
    });
    await page.goto(url, { waitUntil: "commit" });
    const { visible } = await marksWhen(page, (marks) => marks.visible !== undefined);
    const target = await page.evaluate<{ x: number; y: number; origin: number }>(TARGET);
    for (let tapped = 0; answeredAt === undefined; tapped++) {
      if (tapped * TAP_EVERY_MS > GIVE_UP_MS)
        throw new Error(`no tap on Add to cart was answered; on ${page.url()}, taps ${JSON.stringify(await recordedTaps(page))}, target ${JSON.stringify(target)}`);
      const next = Date.now() + TAP_EVERY_MS;
      await page.touchscreen.tap(target.x, target.y);
      while (answeredAt === undefined && Date.now() < next) await sleep(5);
    }
    const taps = await recordedTaps(page);
    if (taps.length === 0) throw new Error("the tapping was answered, but the page recorded no tap");
    // The script takes taps a moment before it sets its mark (an effect after the first render):
    // a tap answered with none marked live is the last one.
    const marked = taps.findIndex((tap) => tap.live || tap.posted);
    const lost = marked < 0 ? taps.length - 1 : marked;
    return {
      visible: visible!,
      firstTap: taps[0]!.at - target.origin,
      works: taps[lost]!.at - target.origin,
      lost,
    };
  } finally {
    await context.close();
  }
}

/** A new shopper signed in as the store's login leaves a browser: the token in local storage, and the page session cookie where the store sets one. */
async function newShopper(browser: Browser, store: string): Promise<Shopper> {
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${store}/api/auth/register`, {
      data: { name: "Bench Shopper", email: `bench-taps-${Date.now()}@example.com`, password: "bench-taps-123" },
    });
    if (!response.ok()) throw new Error(`register: ${response.status()} ${await response.text()}`);
    const { token, user } = (await response.json()) as { token: string; user: unknown };
    const { cookies } = await context.storageState();
    const localStorage = [
      { name: "token", value: token },
      { name: "user", value: JSON.stringify(user) },
    ];
    return { token, storage: { cookies, origins: [{ origin: store, localStorage }] } };
  } finally {
    await context.close();
  }
}

/** Empties the shopper's cart, so every run's first card can be added. */
async function emptyCart(store: string, shopper: Shopper) {
  const headers = { authorization: `Bearer ${shopper.token}` };
  const { cart } = (await (await fetch(`${store}/api/cart`, { headers })).json()) as {
    cart: { items: { product: { _id: string } }[] };
  };
  for (const { product } of cart.items) {
    await fetch(`${store}/api/cart/remove/${product._id}`, { method: "DELETE", headers });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function listingPath(store: string): Promise<string> {
  const { categories } = (await (await fetch(`${store}/api/category/categoryandsubcategpry`)).json()) as { categories: CategoryType[] };
  const category = categories.find((candidate) => candidate.name === "Air Coolers") ?? categories[0];
  if (!category) throw new Error("the store has no categories");
  return `/${categorySlug(category.name)}/${category._id}`;
}

async function main() {
  let started: Running | undefined;
  let dataDir: string | undefined;
  const store =
    process.env.BENCH_TAPS_URL ??
    (await (async () => {
      ensureBuilt();
      dataDir = mkdtempSync(path.join(tmpdir(), "vayu-bench-taps-"));
      started = await startStore(Number(process.env.BENCH_PORT ?? 4352), dataDir);
      return started.url;
    })());
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const budgets: string[] = [];
  try {
    console.log(`${cpus()[0]?.model ?? "unknown CPU"}, ${availableParallelism()} cores; ${new Date().toISOString()}`);
    console.log(`store ${store}; load average (1, 5, 15 min): ${loadavg().map((l) => l.toFixed(2)).join(", ")}`);
    const url = `${store}${await listingPath(store)}`;
    // The first renders of a fresh store are slower than any shopper's: not measured.
    for (let warm = 0; warm < 3; warm++) await fetch(url);
    const shopper = await newShopper(browser, store);
    for (const [who, as] of [["signed out", undefined], ["signed in", shopper]] as const) {
      const rows: { visible: number; works: number; hydrated: number; lost: number }[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const watched = await watchLoad(browser, url, as);
        if (as) await emptyCart(store, as);
        const tapped = await tapLoad(browser, store, url, as);
        rows.push({ visible: tapped.visible, works: tapped.works, hydrated: watched.hydrated, lost: tapped.lost });
        console.log(
          `${who} run ${run}: Add to cart painted ${seconds(watched.visible)} (tap load ${seconds(tapped.visible)}), first tap ${seconds(tapped.firstTap)}, first working tap ${seconds(tapped.works)} after ${tapped.lost} lost, data-hydrated ${seconds(watched.hydrated)}`,
        );
      }
      const visible = median(rows.map((row) => row.visible));
      const works = median(rows.map((row) => row.works));
      const hydrated = median(rows.map((row) => row.hydrated));
      console.log(
        `${who}, median of ${RUNS}: painted ${seconds(visible)}, works ${seconds(works)}, data-hydrated ${seconds(hydrated)}; dead window (works - painted) ${seconds(works - visible)}`,
      );
      const lost = rows.reduce((sum, row) => sum + row.lost, 0);
      budgets.push(`budget: ${who}, taps on Add to cart lost before one works: ${lost} in ${RUNS} runs ${lost === 0 ? "PASS" : "FAIL"}`);
    }
    for (const line of budgets) console.log(line);
    console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(", ")}`);
  } finally {
    await browser.close();
    await started?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
