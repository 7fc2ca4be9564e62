// The cluster bench (issue 17 item 6): two built stores on one fresh PostgreSQL database and
// one Redis, behind Debian's nginx on loopback, an SMTP sink taking their mail.
//  1. 200 shoppers, each signed up with an address and the product in the cart, press Pay
//     at once for 10 units, through nginx; the winners pay in the sandbox, verify, order.
//  2. Once a few payments are captured, store b is killed (SIGKILL) and started again; the
//     shoppers go on through nginx, pressing again when an answer is a 502.
//  3. Once the payment reconciler has settled every payment: orders, refunds, oversold units,
//     lost payments (captured, neither ordered nor refunded), confirmations never received,
//     and every 5xx that b's in-flight requests do not explain.
//  4. A login lockout counted on a holds on b; a price staff change through a shows on b.
// Prints one line per budget with its figure and PASS or FAIL, and exits non-zero on a FAIL.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { and, count, countDistinct, eq, inArray, notExists, sql, sum } from "drizzle-orm";
import { Redis } from "ioredis";
import type { ProductResponseType } from "@vayu/shared/catalog";
import type { StaffProductResponseType } from "@vayu/shared/staff-catalog";
import { connectPostgres, type Database, type Tx } from "../apps/api/src/db/client";
import { throttlePolicy } from "../apps/api/src/domains/accounts/login-throttle";
import { users } from "../apps/api/src/domains/accounts/tables";
import { products } from "../apps/api/src/domains/catalog/tables";
import { paymentOrders, refunds, sandboxPayments } from "../apps/api/src/domains/checkout/tables";
import { orderItems, orders } from "../apps/api/src/domains/orders/tables";
import { startMailSink, type MailSink } from "./mail-sink";
import { checkout, newShopper, shopperAddress, type Outcome, type Shopper } from "./shoppers";
import { json, staffEnv, staffProduct, staffToken } from "./staff";
import { ensureBuilt, spawnStore, startBalancer, type RunningNginx, type RunningStore } from "./store";
import { describe, serverErrors, Traffic, type Exchange, type Kill } from "./traffic";

const NGINX_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 4330);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
// A Redis database index of the bench's own, emptied at the start of each run.
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/5";
const SHOPPERS = 200;
const UNITS = 10;
const KILL_AFTER_CAPTURED = 3;
const LOGIN_LIMIT = throttlePolicy().perClient.max;
const PRICE_BUDGET_MS = 1000;
// The reconciler runs when a store starts and every minute after.
const SETTLE_TIMEOUT_MS = 3 * 60_000;
// An e-mail an instance died holding is retried by another once its lease (two minutes) ends.
const MAIL_TIMEOUT_MS = 4 * 60_000;
// How long the SMTP sink takes to accept a message, as a relay across the internet would.
const SMTP_ACCEPT_MS = Number(process.env.BENCH_SMTP_ACCEPT_MS ?? 250);

const budgets: string[] = [];
function budget(name: string, figure: string, pass: boolean) {
  budgets.push(`budget: ${name}: ${figure} ${pass ? "PASS" : "FAIL"}`);
}

const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
/** Undoes what the run set up, last first; once, whether the run ends, fails or is interrupted. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      await cleanups.pop()!().catch((error: unknown) =>
        console.error("clean-up failed:", (error as Error).message),
      );
    }
  })();
  return cleaning;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work` over `items`, `width` at a time, answers in order. */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const server = connectPostgres(serverUrl);
  try {
    await server.db.execute(sql.raw(`create database "${name}"`));
  } finally {
    await server.close();
  }
  cleanups.push(async () => {
    const dropper = connectPostgres(serverUrl);
    try {
      await dropper.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    } finally {
      await dropper.close();
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function emptyRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  await redis.quit();
}

/** One store of the cluster, which the bench may kill and start again on the same port and data. */
class Instance {
  private running: RunningStore | undefined;
  /** Once stopped for good, a restart still under way does not start it again. */
  private closed = false;
  readonly upstream: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly dataDir: string,
    private readonly databaseUrl: string,
    private readonly env: Record<string, string>,
  ) {
    this.upstream = `127.0.0.1:${port}`;
  }

  get url() {
    return `http://${this.upstream}`;
  }

  async start() {
    if (this.closed) return;
    const store = spawnStore(this.port, this.dataDir, this.databaseUrl, { name: this.name, env: this.env });
    this.running = store;
    await store.ready;
  }

  async kill() {
    const running = this.running;
    this.running = undefined;
    await running?.kill();
  }

  async stop() {
    this.closed = true;
    const running = this.running;
    this.running = undefined;
    await running?.stop();
  }
}

interface Rush {
  outcomes: Outcome[];
  kill: Kill | undefined;
  /** How long the shoppers took, and how far into that b was killed. */
  ms: number;
  killedAfterMs: number | undefined;
}

/** Everyone presses Pay at once; after the `KILL_AFTER_CAPTURED`th captured payment, b is killed and started again. */
async function rush(http: Traffic, shoppers: Shopper[], productId: string, b: Instance): Promise<Rush> {
  let captured = 0;
  let kill: Kill | undefined;
  let restarted: Promise<void> = Promise.resolve();
  const started = Date.now();
  const onCaptured = () => {
    if (++captured !== KILL_AFTER_CAPTURED) return;
    const killed: Kill = { at: Date.now(), upstream: b.upstream };
    kill = killed;
    restarted = b.kill().then(async () => {
      killed.diedAt = Date.now();
      await b.start();
      killed.readyAt = Date.now();
    });
  };
  const outcomes = await Promise.all(
    shoppers.map((shopper) => checkout(http, shopper, productId, { onCaptured })),
  );
  const ms = Date.now() - started;
  await restarted;
  return { outcomes, kill, ms, killedAfterMs: kill && kill.at - started };
}

interface Ledger {
  orders: number;
  soldUnits: number;
  stockLeft: number;
  refunds: number;
  payments: number;
  lostPayments: number;
  /** Payment orders the store has yet to place or refund. */
  unsettled: number;
}

/** The counts, from one snapshot of the database: the stores go on placing orders while it is read. */
function ledger(database: Database, productId: string): Promise<Ledger> {
  return database.db.transaction((tx) => countLedger(tx, productId), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

async function countLedger(db: Tx, productId: string): Promise<Ledger> {
  const [sold] = await db
    .select({ orders: countDistinct(orderItems.orderId), units: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .where(eq(orderItems.productId, productId));
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const [refunded] = await db.select({ n: count() }).from(refunds);
  const [payments] = await db
    .select({ n: count() })
    .from(sandboxPayments)
    .where(inArray(sandboxPayments.status, ["captured", "refunded"]));
  const [lost] = await db
    .select({ n: count() })
    .from(sandboxPayments)
    .where(
      and(
        eq(sandboxPayments.status, "captured"),
        notExists(db.select().from(orders).where(eq(orders.transactionId, sandboxPayments.id))),
        notExists(db.select().from(refunds).where(eq(refunds.providerPaymentId, sandboxPayments.id))),
      ),
    );
  const [unsettled] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .where(inArray(paymentOrders.status, ["paid", "refund_pending"]));
  return {
    orders: sold?.orders ?? 0,
    soldUnits: sold?.units ?? 0,
    stockLeft: product?.stock ?? 0,
    refunds: refunded?.n ?? 0,
    payments: payments?.n ?? 0,
    lostPayments: lost?.n ?? 0,
    unsettled: unsettled?.n ?? 0,
  };
}

/** Polls `read` until `done` holds or `timeoutMs` passes; answers the last value and the time it took. */
async function waitUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return { value, ms: Date.now() - started };
    await sleep(1000);
  }
}

/** Each order of the product with the order confirmations its shopper received. */
async function confirmations(database: Database, productId: string, mail: MailSink) {
  const placed = await database.db
    .select({ email: sql<string>`coalesce(${users.email}, '')`, orderNumber: orders.orderNumber })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orderItems.productId, productId));
  // The subject of apps/api/src/domains/orders/order-mail.ts.
  return placed.map((order) => ({
    ...order,
    received: mail.received.filter(
      (m) => m.to.includes(order.email) && m.subject.includes(`order #${order.orderNumber} is confirmed`),
    ).length,
  }));
}

/** `LOGIN_LIMIT` failed logins for one e-mail from one address on a, then one on b: b answers 429 when the count is shared. */
async function lockoutHolds(
  a: Traffic,
  b: Traffic,
  email: string,
): Promise<{ shared: boolean; detail: string }> {
  const attempt = (http: Traffic) =>
    http.send("failed login", "POST", "/api/auth/login", {
      from: shopperAddress(60_000),
      body: { email, password: "not-the-password" },
    });
  const onA: number[] = [];
  for (let i = 0; i < LOGIN_LIMIT; i++) onA.push((await attempt(a)).status);
  const onB = await attempt(b);
  return {
    shared: onB.status === 429,
    detail: `${LOGIN_LIMIT} on a answered ${[...new Set(onA)].join("/")}, then b answered ${onB.status}`,
  };
}

/** Staff change a price through a; answers how long until b shows it (undefined: not within five seconds). */
async function priceShowsOnB(
  a: Traffic,
  b: Traffic,
  token: string,
  productId: string,
): Promise<number | undefined> {
  const priceOn = async (http: Traffic) =>
    (await json<ProductResponseType>(http, "read product", "GET", `/api/product/${productId}`)).data.price;
  // Both keep the old answer first: b must notice that its copy went stale.
  const before = [await priceOn(a), await priceOn(b)];
  const price = before[0]! - 500;
  await json<StaffProductResponseType>(a, "change price", "PATCH", `/api/admin/products/${productId}`, {
    token,
    body: { price },
  });
  const changedAt = Date.now();
  while (Date.now() - changedAt < 5000) {
    if ((await priceOn(b)) === price) return Date.now() - changedAt;
    await sleep(10);
  }
  return undefined;
}

function tally(items: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, n]) => `${n} ${item}`).join(", ");
}

/** nginx's error log lines by what went wrong: "connect() failed (111: Connection refused) while connecting to upstream". */
function nginxErrors(log: string): string {
  const what = log
    .split("\n")
    .map((line) => /\*\d+ (.*?), client:/.exec(line)?.[1])
    .filter((message): message is string => message !== undefined);
  return what.length ? tally(what) : "none";
}

interface Cluster {
  a: Instance;
  b: Instance;
  nginx: RunningNginx;
  mail: MailSink;
  database: Database;
}

/** A fresh database, an empty Redis, the SMTP sink, stores a and b, and nginx in front of them. */
async function startCluster(stamp: number): Promise<Cluster> {
  const databaseUrl = await createDatabase(POSTGRES_URL, `vayu_cluster_${stamp}`);
  await emptyRedis(REDIS_URL);
  const mail = await startMailSink(SMTP_ACCEPT_MS);
  cleanups.push(mail.stop);
  const workDir = mkdtempSync(path.join(tmpdir(), "vayu-bench-cluster-"));
  cleanups.push(async () =>
    rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }),
  );

  const env = {
    PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
    REDIS_URL,
    SMTP_URL: mail.url,
    ...staffEnv,
    // nginx appends the address it sees (loopback) to what the bench sends as each shopper's
    // own: the bench stands for a CDN in front of nginx, two trusted hops. Without that every
    // shopper would be one address and the per-address sign-up limit (50 in 15 minutes) would
    // refuse most of them.
    TRUST_PROXY: "2",
  };
  const a = new Instance("a", NGINX_PORT + 1, path.join(workDir, "a"), databaseUrl, {
    ...env,
    SEED_DEMO: "true",
  });
  const b = new Instance("b", NGINX_PORT + 2, path.join(workDir, "b"), databaseUrl, {
    ...env,
    SEED_DEMO: "false",
  });
  cleanups.push(() => a.stop());
  cleanups.push(() => b.stop());
  // a first: it migrates and seeds the empty database, which b then finds ready.
  await a.start();
  await b.start();
  const nginx = await startBalancer(NGINX_PORT, [a.upstream, b.upstream]);
  cleanups.push(nginx.stop);
  const database = connectPostgres(databaseUrl);
  cleanups.push(() => database.close());
  return { a, b, nginx, mail, database };
}

interface Shop {
  rushProduct: string;
  priceProduct: string;
  shoppers: Shopper[];
}

/** Through nginx: staff add the two products, and every shopper signs up and fills the cart. */
async function setUpShop(http: Traffic, stamp: number): Promise<Shop> {
  const rushProduct = await staffProduct(http, { title: "Inverter AC 1 Ton (cluster bench)", price: 32_999, stock: UNITS, hsn: "8415" });
  const priceProduct = await staffProduct(http, { title: "Tower Fan (cluster bench)", price: 4_999, stock: 50, hsn: "8415" });
  const numbers = Array.from({ length: SHOPPERS }, (_, i) => i);
  const shoppers = await inBatches(numbers, 8, (i) =>
    newShopper(http, i, `shopper${i}.${stamp}@bench.example.in`, rushProduct),
  );
  return { rushProduct, priceProduct, shoppers };
}

interface Findings {
  ledger: Ledger;
  mailed: Awaited<ReturnType<typeof confirmations>>;
  exchanges: Exchange[];
  kill: Kill | undefined;
  lockout: { shared: boolean; detail: string };
  priceMs: number | undefined;
}

async function run(): Promise<Findings> {
  const stamp = Date.now();
  let started = Date.now();
  const cluster = await startCluster(stamp);
  const { a, b, nginx, mail, database } = cluster;
  console.log(
    `stores a and b and nginx started in ${Date.now() - started} ms; database vayu_cluster_${stamp}`,
  );
  const http = new Traffic(nginx.url);
  const onA = new Traffic(a.url);
  const onB = new Traffic(b.url);

  started = Date.now();
  const shop = await setUpShop(http, stamp);
  console.log(
    `${SHOPPERS} shoppers signed up through nginx, each with an address and the product in the cart, in ${Date.now() - started} ms`,
  );

  const rushed = await rush(http, shop.shoppers, shop.rushProduct, b);
  const killed = rushed.kill
    ? `b killed ${rushed.killedAfterMs} ms in, after ${KILL_AFTER_CAPTURED} captured payments`
    : "b was never killed";
  console.log(`rush: ${tally(rushed.outcomes)} in ${rushed.ms} ms; ${killed}`);

  const settled = await waitUntil(
    () => ledger(database, shop.rushProduct),
    (l) => l.unsettled === 0 && l.lostPayments === 0,
    SETTLE_TIMEOUT_MS,
  );
  console.log(`payments settled in ${settled.ms} ms`);
  const mailed = await waitUntil(
    () => confirmations(database, shop.rushProduct, mail),
    (list) => list.every((o) => o.received > 0),
    MAIL_TIMEOUT_MS,
  );
  console.log(`confirmations waited for ${mailed.ms} ms; ${mail.received.length} e-mails received in all`);

  const lockout = await lockoutHolds(onA, onB, `lockout.${stamp}@bench.example.in`);
  const priceMs = await priceShowsOnB(onA, onB, await staffToken(onA), shop.priceProduct);
  console.log(`nginx's error log: ${nginxErrors(nginx.errorLog())}`);
  const exchanges = [...http.exchanges, ...onA.exchanges, ...onB.exchanges];
  return { ledger: settled.value, mailed: mailed.value, exchanges, kill: rushed.kill, lockout, priceMs };
}

function killLine(kill: Kill, inFlight: readonly Exchange[]): string {
  const died = (kill.diedAt ?? kill.at) - kill.at;
  const ready = (kill.readyAt ?? kill.at) - kill.at;
  const answered = tally(inFlight.map((e) => e.label)) || "none";
  return `b died ${died} ms after SIGKILL and was ready again ${ready} ms after it; its in-flight requests answered 5xx: ${answered}`;
}

function report({ ledger, mailed, exchanges, kill, lockout, priceMs }: Findings) {
  const oversold = Math.max(0, ledger.soldUnits - UNITS);
  const unconfirmed = mailed.filter((o) => o.received === 0);
  const duplicates = mailed.filter((o) => o.received > 1).length;
  const errors = serverErrors(exchanges, kill);
  console.log(
    `orders: ${ledger.orders} (${ledger.soldUnits} units of ${UNITS}, ${ledger.stockLeft} left in stock)`,
  );
  console.log(`refunds: ${ledger.refunds}`);
  console.log(
    `payments captured: ${ledger.payments}; payment orders still to place or refund: ${ledger.unsettled}`,
  );
  if (kill) console.log(killLine(kill, errors.inFlight));
  for (const error of errors.other.slice(0, 20)) console.log(`other 5xx: ${describe(error, kill)}`);
  for (const order of unconfirmed)
    console.log(`no confirmation: order #${order.orderNumber} to ${order.email}`);

  budget("b killed (SIGKILL) mid-run and started again", kill ? "yes" : "no", kill !== undefined);
  budget("oversold units = 0", String(oversold), oversold === 0);
  budget(
    "lost payments (captured, neither ordered nor refunded) = 0",
    String(ledger.lostPayments),
    ledger.lostPayments === 0,
  );
  const twice = duplicates ? ` (${duplicates} confirmed twice or more)` : "";
  budget(
    "e-mails lost (orders without a confirmation) = 0",
    `${unconfirmed.length} of ${mailed.length}${twice}`,
    unconfirmed.length === 0 && mailed.length > 0,
  );
  budget(
    "5xx other than the killed instance's in-flight requests = 0",
    String(errors.other.length),
    errors.other.length === 0,
  );
  budget(
    "login lockout shared across instances",
    `${lockout.shared ? "yes" : "no"} (${lockout.detail})`,
    lockout.shared,
  );
  const price = priceMs === undefined ? "not within 5000 ms" : `${priceMs} ms`;
  budget(
    `staff price change through a shown by b <= ${PRICE_BUDGET_MS} ms`,
    price,
    priceMs !== undefined && priceMs <= PRICE_BUDGET_MS,
  );
}

let interrupted = false;
process.once("SIGINT", () => {
  interrupted = true;
  console.error("interrupted: stopping nginx and the stores");
  void cleanUp().finally(() => process.exit(130));
});

ensureBuilt();
console.log(
  `${cpus()[0]?.model ?? "unknown CPU"}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB; ${new Date().toISOString()}`,
);
try {
  report(await run());
} catch (error) {
  // Stopping the stores under a run makes it fail: that is no news after Ctrl-C.
  if (!interrupted) throw error;
} finally {
  await cleanUp();
}
for (const text of budgets) console.log(text);
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
if (budgets.some((text) => text.endsWith("FAIL"))) process.exitCode = 1;
