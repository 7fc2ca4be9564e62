// The catalog bench (docs/decisions/152-catalog-bench.md, docs/decisions/205-honest-api-bench.md):
// the built store in its own process, on PGlite and, with TEST_DATABASE_URL, on a fresh
// database of that PostgreSQL server. Every load comes from wrk (bench/wrk.ts).
//  1. GET /api/product and a product's GET /api/product/:id of the demo store, without
//     compression and with brotli, against Debian's nginx and a bare Fastify serving the
//     same bytes, at 50 connections (bench/cached-reads.ts).
//  2. The catalog grown to 10,000 products: listing and product pages and their API reads,
//     each request a different page or product, asked for as a browser does (brotli or gzip):
//     one at a time for the server time of each (the budget), then at 10 connections for
//     what one process sustains (docs/decisions/180-one-pass-server-render.md).
//  3. On PGlite: Lighthouse (mobile) on the home page, a listing and a product, and the home
//     page's first-load JavaScript. Then search.ts runs search and suggest.
// Prints one line per budget with its figure and PASS or FAIL; figures go in docs/performance.md.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { categorySlug, type CategoryType, type ProductsResponseType } from "@vayu/shared/catalog";
import { connectPglite, connectPostgres, type Database } from "../apps/api/src/db/client";
import { createTestDatabaseUrl } from "../apps/api/src/test/postgres-database";
import { firstLoadJavaScript, lighthouseScores, requireChromium } from "./browser";
import { cachedReads } from "./cached-reads";
import { ensureBuilt, growCatalog, startStore, type Running } from "./store";
import { describeLoad, load, requireWrk } from "./wrk";

const STORE_PORT = Number(process.env.BENCH_PORT ?? 4321);
const NGINX_PORT = STORE_PORT + 1;
const BARE_FASTIFY_PORT = STORE_PORT + 2;
const COPIES = 204; // 49 demo products x 205 = 10,045

const budgets: string[] = [];
function budget(name: string, figure: string, pass: boolean | undefined) {
  const verdict = pass === undefined ? "NOT MEASURED" : pass ? "PASS" : "FAIL";
  budgets.push(`budget: ${name}: ${figure} ${verdict}`);
}

const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };

const percentile = (sorted: number[], p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? Number.NaN;

/** Each path once, one request at a time: how long the server takes for each (ms, p50 and p99). */
async function serverTimes(store: string, paths: string[]) {
  const times: number[] = [];
  for (const pathname of paths) {
    const started = performance.now();
    const response = await fetch(`${store}${pathname}`, { headers: BROWSER_HEADERS, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)) };
}

/** A run's paths split in two: the first part for the one-at-a-time times, the rest for the load, so neither reads what the other kept. */
const SERVER_TIME_SAMPLES = 200;
const WARM_UP_REQUESTS = 20;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Phase 2: pages and reads of the 10,000-product catalog, each request another page or
 * product. The pages read other listing pages and products than the API runs did, so none
 * finds its API answers already kept.
 */
async function bigCatalog(label: string, { url: store, pid }: Running) {
  const { categories } = await json<{ categories: CategoryType[] }>(`${store}/api/category/categoryandsubcategpry`);
  const everything = await json<ProductsResponseType>(`${store}/api/product?limit=100&sort=newest`);
  const productIds = (
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => json<ProductsResponseType>(`${store}/api/product?limit=100&page=${i + 1}&sort=price-asc`)),
    )
  ).flatMap((page) => page.data.map((p) => p._id));
  const [apiProducts, pageProducts] = [productIds.slice(0, 2000), productIds.slice(2000)];
  const sorts = ["featured", "price-asc", "price-desc", "rating", "newest"];
  /** Pages `first` to `first + 49` of every category in every sort, page by page. */
  const listings = <T>(first: number, each: (category: CategoryType, sort: string, page: number) => T) =>
    Array.from({ length: 50 }, (_, i) => categories.flatMap((c) => sorts.map((sort) => each(c, sort, first + i)))).flat();
  const listingApi = listings(1, (c, sort, page) => `/api/product/category/${c._id}?page=${page}&limit=24&sort=${sort}`);
  // The listings' own URLs (ADR 020, ADR 153): any other form is a 301 to them, not a page.
  const listingPages = listings(51, (category, sort, page) => {
    const search = new URLSearchParams();
    if (sort !== "featured") search.set("sort", sort);
    search.set("page", String(page));
    return `/${categorySlug(category.name)}/${category._id}?${search}`;
  });
  console.log(`${label}: ${everything.total} products; ${listingApi.length} listing pages and ${apiProducts.length} products in turn`);
  const runs: [string, string[], boolean][] = [
    ["listing API, page of 24", listingApi, true],
    ["product API", apiProducts.map((id) => `/api/product/${id}`), true],
    ["listing page (HTML)", listingPages, true],
    ["product page (HTML)", pageProducts.map((id) => `/product/${id}`), true],
    ["GET /api/product?page=1&limit=24", ["/api/product?page=1&limit=24"], false],
  ];
  for (const [title, paths, counted] of runs) {
    if (counted) {
      // The server's code warm (JIT, the page's chunk loaded) on requests neither part reads.
      await serverTimes(store, paths.slice(-WARM_UP_REQUESTS));
      const times = await serverTimes(store, paths.slice(0, SERVER_TIME_SAMPLES));
      console.log(`${label} ${title}, one at a time`.padEnd(52), `p50 ${times.p50} ms   p99 ${times.p99} ms`);
      budget(`${label} ${title} server time p99 on 10k products <= 50 ms`, `${times.p99} ms (p50 ${times.p50})`, times.p99 <= 50);
    }
    const loaded = counted ? paths.slice(SERVER_TIME_SAMPLES, -WARM_UP_REQUESTS) : paths;
    const result = await load({ url: store, connections: 10, seconds: 5, headers: BROWSER_HEADERS, paths: loaded, serverPid: pid });
    console.log(`${label} ${title} at 10 connections`.padEnd(52), describeLoad(result));
    // Past one round of its paths, a run reads what the store has kept: say so beside its figures.
    console.log(`${"".padEnd(52)} ${result.requests} requests over ${loaded.length} paths`);
  }
  const category = categories[0]!;
  return { listing: `/${categorySlug(category.name)}/${category._id}`, product: `/product/${productIds[0]}` };
}

async function run(label: string, database: (workDir: string) => Database, databaseUrl: string | undefined, browser: boolean) {
  const workDir = mkdtempSync(path.join(tmpdir(), "vayu-bench-"));
  try {
    // Logging as the store ships (LOG_LEVEL's default), its lines written to /dev/null.
    const options = { env: { LOG_LEVEL: "info" } };
    let store = await startStore(STORE_PORT, workDir, databaseUrl, options);
    try {
      await cachedReads(label, store, { nginx: NGINX_PORT, bare: BARE_FASTIFY_PORT }, budget);
    } finally {
      await store.stop();
    }
    const db = database(workDir);
    const started = Date.now();
    const total = await growCatalog(db, COPIES);
    await db.close();
    console.log(`${label}: catalog grown to ${total} products in ${Date.now() - started} ms`);
    store = await startStore(STORE_PORT, workDir, databaseUrl, options);
    try {
      const pages = await bigCatalog(label, store);
      if (browser) await browserFigures(store.url, pages);
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

async function browserFigures(store: string, pages: { listing: string; product: string }) {
  const firstLoad = await firstLoadJavaScript(store);
  console.log(`first-load JavaScript of /: ${firstLoad.files.join(", ")}`);
  budget("first-load JavaScript of /, gzip <= 120 KB", `${(firstLoad.gzipBytes / 1024).toFixed(1)} KB`, firstLoad.gzipBytes <= 120 * 1024);
  for (const [name, pathname] of [["home", "/"], ["listing", pages.listing], ["product", pages.product]] as const) {
    const scores = await lighthouseScores(`${store}${pathname}`);
    console.log(`lighthouse mobile ${name} (${pathname}): ${JSON.stringify(scores)}`);
    for (const category of ["performance", "accessibility", "best-practices", "seo"] as const) {
      budget(`lighthouse mobile ${name} ${category} >= 95`, String(scores[category]), scores[category] >= 95);
    }
    budget(`lighthouse mobile ${name} LCP <= 2.0 s`, `${(scores.lcpMs / 1000).toFixed(2)} s`, scores.lcpMs <= 2000);
  }
}

/** Past one runnable task per core, other work takes CPU from the servers and from wrk: their ratios mean little. */
function warnIfBusy() {
  const [load] = loadavg();
  if (load! > availableParallelism()) {
    console.log(`warning: load average ${load!.toFixed(2)} on ${availableParallelism()} cores: other work competes with the servers and wrk; rerun on a quiet machine`);
  }
}

requireWrk();
requireChromium();
ensureBuilt();
console.log(`${cpus()[0]?.model ?? "unknown CPU"}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB; ${new Date().toISOString()}`);
warnIfBusy();
await run("pglite", (workDir) => connectPglite(path.join(workDir, "pg")), undefined, true);
if (process.env.TEST_DATABASE_URL) {
  const server = await createTestDatabaseUrl();
  try {
    await run("postgres", () => connectPostgres(server.url), server.url, false);
  } finally {
    await server.drop();
  }
} else {
  budgets.push("postgres: skipped (set TEST_DATABASE_URL to a PostgreSQL server)");
}
for (const text of budgets) console.log(text);
console.log(`load average (1, 5, 15 min): ${loadavg().map((l) => l.toFixed(2)).join(", ")}`);
warnIfBusy();
