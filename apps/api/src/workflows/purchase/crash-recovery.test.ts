import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connectPglite, connectPostgres, type Database } from "../../db/client";
import { createTestDatabaseUrl } from "../../test/postgres-database";
import { createProduct, createUser } from "../../test/factories";
import { addresses } from "../../domains/addresses/tables";
import { cartItems } from "../../domains/cart/tables";
import { sandboxPayments } from "../../domains/checkout/tables";

/**
 * A real store process killed with SIGKILL after a shopper paid and before it heard of
 * the payment: once restarted, the order must exist within a minute (docs/purchase-flow.md,
 * "The reconciler"). Runs on an on-disk PGlite, or on the PostgreSQL server with TEST_DRIVER=pg.
 */

const root = path.resolve(import.meta.dirname, "../../../../..");
const JWT_SECRET = "crash-test-secret-that-is-long-enough-for-hs256";
const dataDir = mkdtempSync(path.join(tmpdir(), "vayu-crash-"));
const pgliteDir = path.join(dataDir, "pg");
const server = process.env.TEST_DRIVER === "pg" ? await createTestDatabaseUrl() : undefined;
const running = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await server?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The store's database, opened from this process while no store is running on it. */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = server ? connectPostgres(server.url) : connectPglite(pgliteDir);
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startStore(port: number): Promise<ChildProcess> {
  // node itself runs the server (tsx only as a loader), so SIGKILL hits the store, not a wrapper.
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/api/src/server.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: server?.url ?? "",
      JWT_SECRET,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      WEB_DIST: path.join(dataDir, "no-web"),
    },
    stdio: "ignore",
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  await until(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok === true, 60_000);
  return child;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Date.now() - started;
}

describe("a store killed after a shopper paid", () => {
  it("places the order within a minute of restarting", async () => {
    const { auth, product } = await withDatabase(async ({ db }) => {
      const product = await createProduct(db, { title: "Air Cooler 40 L", pricePaise: 899_000, stock: 3 });
      const shopper = await createUser(db, JWT_SECRET);
      await db.insert(addresses).values({ userId: shopper.user.id, name: "Ravi Kumar", mobile: "9876543210", address: "4 Park Street", city: "Kolkata", state: "West Bengal", zipCode: "700016" });
      await db.insert(cartItems).values({ userId: shopper.user.id, productId: product.id, quantity: 1 });
      return { auth: shopper.auth, product };
    });

    const port = await freePort();
    const api = (url: string, init: RequestInit = {}) =>
      fetch(`http://127.0.0.1:${port}/api${url}`, { ...init, headers: { ...auth, "content-type": "application/json", ...init.headers } });
    const store = await startStore(port);
    const opened = await api("/order/razorpay/order", { method: "POST", body: JSON.stringify({ amount: 8_995 }) });
    expect(opened.status).toBe(200);
    const { id: providerOrderId } = (await opened.json()) as { id: string };

    // The store dies; meanwhile the shopper's payment is captured at the provider (the sandbox's ledger).
    store.kill("SIGKILL");
    await new Promise((resolve) => store.once("exit", resolve));
    await withDatabase(({ db }) =>
      db.insert(sandboxPayments).values({ id: "pay_CrashTest00001", orderId: providerOrderId, amountPaise: 899_500, method: "upi", status: "captured" }),
    );

    await startStore(port);
    const orders = async () => ((await (await api("/order")).json()) as { orders: { order_id: string; transactionId: string }[] }).orders;
    const waited = await until(async () => (await orders()).length > 0, 60_000);
    expect(waited).toBeLessThan(60_000);
    expect(await orders()).toEqual([expect.objectContaining({ order_id: providerOrderId, transactionId: "pay_CrashTest00001" })]);
    const stock = await api(`/product/${product.id}`);
    expect(((await stock.json()) as { data: { stock: number } }).data.stock).toBe(2);
  }, 180_000);
});
