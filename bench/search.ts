// Search latency on a 10,000-product catalog (docs/decisions/100-search.md): suggest and search
// at 20 connections, on PGlite and, with TEST_DATABASE_URL, on a fresh database of that
// PostgreSQL server. Budget: suggest p99 <= 20 ms on PostgreSQL. The timed loads come from wrk
// (docs/decisions/205-honest-api-bench.md); every query once is 20 fetches at a time.
// Suggest is loaded with what a typeahead sends: every prefix (2+ letters) of every word of
// the demo titles and of the search queries below, and misspellings; search with whole queries.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { connectPglite, connectPostgres, type Database } from "../apps/api/src/db/client";
import { demoProducts } from "../apps/api/src/demo/catalog-products";
import { insertDemoCatalog } from "../apps/api/src/demo/search-catalog";
import { createTestDatabaseUrl } from "../apps/api/src/test/postgres-database";
import { load, requireWrk } from "./wrk";

const COPIES = 205; // 49 demo products x 205 = 10,045
const SUGGEST_P99_BUDGET_MS = 20;
const QUERIES = [
  "cooler 40l",
  "celing fan",
  "mixi",
  "43 inch tv",
  "bldc",
  "tower cooler",
  "juicer",
  "1200 mm",
  "telly",
  "pawan arctic",
  "mixer grinder 750 w",
  "himalya",
];
const MISSPELLINGS = [
  "celing",
  "himalya",
  "mixee",
  "kooler",
  "juicr",
  "pedestel",
  "televison",
  "grindr",
  "stellr",
];

/** Each prefix a shopper types on the way to `text`, two letters and up, word by word ("ju", "jui", … "juicer"). */
function typed(text: string): string[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return words
    .flatMap((word, i) => {
      const before = words.slice(0, i).join(" ");
      return Array.from({ length: word.length }, (_, n) => `${before} ${word.slice(0, n + 1)}`.trim());
    })
    .filter((prefix) => prefix.length >= 2);
}

const titleWords = demoProducts.flatMap((p) => p.title.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
const SUGGEST_QUERIES = [...new Set([...titleWords, ...QUERIES, ...MISSPELLINGS].flatMap(typed))];
const figures: Record<string, { p50: number; p99: number }> = {};

/** A fixed shuffle (xorshift), so every run sends the queries in the same order. */
function shuffled<T>(items: readonly T[]): T[] {
  let seed = 2463534242;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const suggestPath = (q: string) => `/api/search/suggest?q=${encodeURIComponent(q)}`;

const CONNECTIONS = 20;

interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? Number.NaN;

/** Each path exactly once, CONNECTIONS at a time: a fixed set of requests, which wrk cannot send. */
async function eachOnce(base: string, paths: string[]): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  const pending = paths.values();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let next = pending.next(); !next.done; next = pending.next()) {
        const sent = performance.now();
        const response = await fetch(`${base}${next.value}`);
        await response.arrayBuffer();
        times.push(performance.now() - sent);
        if (!response.ok) errors++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  return { requests: paths.length, perSecond: paths.length / seconds, p50: percentile(times, 50), p99: percentile(times, 99), errors };
}

/** Five seconds of wrk at CONNECTIONS, the paths in turn. */
async function timed(base: string, paths: string[]): Promise<Figures> {
  const result = await load({ url: base, connections: CONNECTIONS, seconds: 5, paths });
  return { requests: result.requests, perSecond: result.perSecond, p50: result.p50Ms, p99: result.p99Ms, errors: result.errors };
}

async function run(label: string, database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vayu-bench-search-"));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "silent", PORT: "0" });
  await database.migrate();
  const started = Date.now();
  await insertDemoCatalog(database.db, COPIES);
  // What autovacuum does a minute after a bulk load (and PGlite never does by itself).
  await database.db.execute(sql`analyze`);
  console.log(`${label}: 10,045 products inserted, indexed and analysed in ${Date.now() - started} ms`);
  // Each server starts with no cached suggestions.
  const serve = async () => {
    const app = await buildApp({ config, database, logger: false });
    return { app, address: await app.listen({ port: 0, host: "127.0.0.1" }) };
  };
  const report = (title: string, result: Figures, note: string) => {
    figures[`${label} ${title}`] = result;
    console.log(
      `${label.padEnd(10)} ${title.padEnd(24)} ${String(Math.round(result.perSecond)).padStart(6)} req/s   p50 ${result.p50.toFixed(1).padStart(5)} ms   p99 ${result.p99.toFixed(1).padStart(5)} ms   errors ${result.errors}   ${note}`,
    );
  };

  // Every distinct typeahead query once, in a shuffled order, on a server that has cached none:
  // each answer comes from the database.
  const cold = await serve();
  report("suggest, each query new", await eachOnce(cold.address, shuffled(SUGGEST_QUERIES).map(suggestPath)), `(${SUGGEST_QUERIES.length} requests, none cached)`);
  await cold.app.close();

  // Five seconds of the same queries in turn (shuffled; the connections share the turn) on a
  // fresh server: each is answered from the database the first time it comes, then from the cache.
  const warm = await serve();
  const mix = await timed(warm.address, shuffled(SUGGEST_QUERIES).map(suggestPath));
  report(
    "suggest, typeahead mix",
    mix,
    `(${mix.requests} requests over ${SUGGEST_QUERIES.length} queries; at most ${SUGGEST_QUERIES.length} from the database)`,
  );
  const search = await timed(warm.address, QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}&page=2`));
  report("search, page 2", search, `(${QUERIES.length} queries, not cached)`);
  await warm.app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

requireWrk();
await run("pglite", connectPglite());
if (process.env.TEST_DATABASE_URL) {
  const server = await createTestDatabaseUrl();
  try {
    await run("postgres", connectPostgres(server.url));
  } finally {
    await server.drop();
  }
} else {
  console.log("postgres: skipped (set TEST_DATABASE_URL to a PostgreSQL server)");
}

const suggestPg = figures["postgres suggest, typeahead mix"];
const coldPg = figures["postgres suggest, each query new"];
console.log(
  suggestPg === undefined || coldPg === undefined
    ? `budget: suggest p99 on PostgreSQL <= ${SUGGEST_P99_BUDGET_MS} ms at 20 connections: NOT MEASURED`
    : `budget: suggest p99 on PostgreSQL <= ${SUGGEST_P99_BUDGET_MS} ms at 20 connections: ${suggestPg.p99.toFixed(1)} ms ${suggestPg.p99 <= SUGGEST_P99_BUDGET_MS ? "PASS" : "FAIL"} (typeahead mix; ${coldPg.p99.toFixed(1)} ms with every query new)`,
);
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")} on ${availableParallelism()} cores`,
);
