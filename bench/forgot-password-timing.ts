/**
 * How long "forgot password" takes to answer for an address with an account and for one
 * without (issue 28 point 5): `npx tsx bench/forgot-password-timing.ts [requests]` on
 * PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. Requests alternate between
 * the two kinds, each from an address and to an e-mail of its own (the rate limits stay out
 * of it); prints each kind's median and the difference. Not part of npm test.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { hash } from "@node-rs/argon2";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { connectPglite, connectPostgres, type Database } from "../apps/api/src/db/client";
import { users } from "../apps/api/src/domains/accounts/tables";
import { createTestDatabaseUrl } from "../apps/api/src/test/postgres-database";

const REQUESTS = Number(process.argv[2] ?? 300);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function measure(name: string, database: Database) {
  await database.migrate();
  const dataDir = mkdtempSync(path.join(tmpdir(), "vayu-forgot-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, JWT_SECRET: "x".repeat(48), SEED_DEMO: "false", LOG_LEVEL: "error", PUBLIC_URL: "http://shop.test" });
  const sent: string[] = [];
  const app = await buildApp({ config, database, logger: false, mailTransport: { send: async (m) => void sent.push(m.to) } });
  await app.ready();
  const passwordHash = await hash("not-used-here-1", { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const real = Array.from({ length: REQUESTS / 2 }, (_, i) => `real.${i}@timing.example.in`);
  await database.db.insert(users).values(real.map((email) => ({ name: "Timing Shopper", email, passwordHash })));
  const times: Record<"account" | "unknown", number[]> = { account: [], unknown: [] };
  for (let i = 0; i < REQUESTS; i++) {
    const kind = i % 2 === 0 ? "account" : "unknown";
    const email = kind === "account" ? real[i >> 1]! : `nobody.${i}@timing.example.in`;
    const start = performance.now();
    const res = await app.inject({ method: "POST", url: "/api/auth/forgot-password", remoteAddress: `10.8.${i >> 8}.${i & 255}`, payload: { email } });
    times[kind].push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  }
  // Let the worker finish what the answers left it.
  for (let tries = 0; tries < 100 && (await app.resetRequests.handleWaiting()) > 0; tries++);
  const a = median(times.account);
  const u = median(times.unknown);
  console.log(
    `${name}: ${REQUESTS} requests; median with an account ${a.toFixed(3)} ms, without ${u.toFixed(3)} ms, difference ${(a - u).toFixed(3)} ms; reset e-mails sent ${sent.length}`,
  );
  await app.close();
  await database.close();
}

await measure("PGlite", connectPglite());
if (process.env.TEST_DATABASE_URL) {
  const server = await createTestDatabaseUrl();
  await measure("PostgreSQL", connectPostgres(server.url));
  await server.drop();
}
