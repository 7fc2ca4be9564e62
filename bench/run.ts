// Catalog throughput and latency: the API on a seeded embedded database, loaded over
// loopback with autocannon. Prints figures; budgets are read from them, not asserted here.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { connectPglite } from "../apps/api/src/db/client";
import { seedIfEmpty } from "../apps/api/src/db/seed";

const dataDir = mkdtempSync(path.join(tmpdir(), "vayu-bench-"));
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "silent", PORT: "0" });
const database = connectPglite();
await database.migrate();
await seedIfEmpty(database.db, dataDir, { info: () => undefined });
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

async function load(title: string, url: string) {
  const result = await autocannon({ url: `${address}${url}`, connections: 10, duration: 5 });
  console.log(
    `${title.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}

await load("GET /api/health", "/api/health");
await load("GET /api/product", "/api/product");
await load("GET /api/category/…", "/api/category/categoryandsubcategpry");

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
