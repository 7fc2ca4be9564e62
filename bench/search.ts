// Search latency on a 10,000-product catalog (docs/decisions/100-search.md): suggest and search
// loaded with autocannon at 20 connections, on PGlite and, with TEST_DATABASE_URL, on a fresh
// database of that PostgreSQL server. Budget: suggest p99 <= 20 ms on PostgreSQL.
// Suggest is loaded with what a typeahead sends: every prefix (2+ letters) of every word of
// the demo titles and of the search queries below, and misspellings; search with whole queries.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { connectPglite, connectPostgres, type Database } from "../apps/api/src/db/client";
import { demoProducts } from "../apps/api/src/domains/catalog/seed-products";
import { insertDemoCatalog } from "../apps/api/src/domains/search/catalog-fixture";
import { createTestDatabaseUrl } from "../apps/api/src/test/postgres-database";

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
  const report = (title: string, result: autocannon.Result, note: string) => {
    figures[`${label} ${title}`] = result.latency;
    console.log(
      `${label.padEnd(10)} ${title.padEnd(24)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}   ${note}`,
    );
  };

  // Every distinct typeahead query once, in a shuffled order, on a server that has cached none:
  // each answer comes from the database.
  const cold = await serve();
  const everyQuery = shuffled(SUGGEST_QUERIES).values();
  const first = await autocannon({
    url: cold.address,
    connections: 20,
    amount: SUGGEST_QUERIES.length,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: suggestPath(everyQuery.next().value!) }),
      },
    ],
  });
  report("suggest, each query new", first, `(${SUGGEST_QUERIES.length} requests, none cached)`);
  await cold.app.close();

  // Five seconds of the same queries in turn (shuffled; the connections share the turn) on a
  // fresh server: each is answered from the database the first time it comes, then from the cache.
  const warm = await serve();
  const inTurn = shuffled(SUGGEST_QUERIES);
  let drawn = 0;
  const mix = await autocannon({
    url: warm.address,
    connections: 20,
    duration: 5,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: suggestPath(inTurn[drawn++ % inTurn.length]!),
        }),
      },
    ],
  });
  report(
    "suggest, typeahead mix",
    mix,
    `(${mix.requests.total} requests over ${SUGGEST_QUERIES.length} queries; at most ${SUGGEST_QUERIES.length} from the database)`,
  );
  const search = await autocannon({
    url: warm.address,
    connections: 20,
    duration: 5,
    requests: QUERIES.map((q) => ({
      method: "GET" as const,
      path: `/api/search?q=${encodeURIComponent(q)}&page=2`,
    })),
  });
  report("search, page 2", search, `(${QUERIES.length} queries, not cached)`);
  await warm.app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

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
    : `budget: suggest p99 on PostgreSQL <= ${SUGGEST_P99_BUDGET_MS} ms at 20 connections: ${suggestPg.p99} ms ${suggestPg.p99 <= SUGGEST_P99_BUDGET_MS ? "PASS" : "FAIL"} (typeahead mix; ${coldPg.p99} ms with every query new)`,
);
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")} on ${availableParallelism()} cores`,
);
