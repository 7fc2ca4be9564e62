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
const seedStarted = Date.now();
await seedIfEmpty(database.db, dataDir, { info: () => undefined });
console.log(`demo store seeded in ${Date.now() - seedStarted} ms`);
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${address}${url}`, connections: 10, duration: 5, headers });
  console.log(
    `${title.padEnd(32)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx - result["3xx"]}`,
  );
}

const catalog = await fetch(`${address}/api/product`);
const { data } = (await catalog.json()) as { data: { _id: string; category: { _id: string } }[] };
const etag = catalog.headers.get("etag") ?? "";

await load("GET /api/health", "/api/health");
await load("GET /api/product", "/api/product");
await load("GET /api/product (304)", "/api/product", { "if-none-match": etag });
await load("GET /api/product/:id", `/api/product/${data[0]!._id}`);
await load("GET /api/product/category/:id", `/api/product/category/${data[0]!.category._id}`);
await load("GET /api/category/…", "/api/category/categoryandsubcategpry");

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
