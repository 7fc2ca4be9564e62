// Search latency on a 10,000-product catalog (docs/decisions/100-search.md): suggest and search
// loaded with autocannon at 20 connections, on PGlite and, with TEST_DATABASE_URL, on a fresh
// database of that PostgreSQL server. Budget: suggest p99 <= 20 ms on PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { connectPglite, connectPostgres, type Database } from "../apps/api/src/db/client";
import { insertDemoCatalog } from "../apps/api/src/domains/search/catalog-fixture";
import { createTestDatabaseUrl } from "../apps/api/src/test/app";

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

async function run(label: string, database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vayu-bench-search-"));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "silent", PORT: "0" });
  await database.migrate();
  const started = Date.now();
  await insertDemoCatalog(database.db, COPIES);
  console.log(`${label}: 10,045 products inserted and indexed in ${Date.now() - started} ms`);
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const load = async (title: string, pathFor: (q: string) => string, budget?: number) => {
    const result = await autocannon({
      url: address,
      connections: 20,
      duration: 5,
      requests: QUERIES.map((q) => ({ method: "GET" as const, path: pathFor(q) })),
    });
    const verdict =
      budget === undefined
        ? ""
        : result.latency.p99 <= budget
          ? `   PASS (budget ${budget} ms)`
          : `   FAIL (budget ${budget} ms)`;
    console.log(
      `${label.padEnd(10)} ${title.padEnd(22)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}${verdict}`,
    );
  };
  await load(
    "GET /api/search/suggest",
    (q) => `/api/search/suggest?q=${encodeURIComponent(q)}`,
    label === "postgres" ? SUGGEST_P99_BUDGET_MS : undefined,
  );
  await load("GET /api/search", (q) => `/api/search?q=${encodeURIComponent(q)}&page=2`);
  await app.close();
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
