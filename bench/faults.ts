// The faults bench (issue 28 item 7, docs/decisions/240-store-survives-faults.md): two built
// stores behind Debian's nginx, on a PostgreSQL server and a Redis of the bench's own (never
// the machine's shared ones), with an SMTP sink. Shoppers keep arriving and paying in the
// sandbox while, one after another:
//  1. the PostgreSQL server restarts (`pg_ctl restart -m fast`) in the middle of a rush;
//  2. Redis is stopped for BENCH_REDIS_DOWN_MS (30 s) while a rush runs, then started again;
//  3. the SMTP sink is stopped for BENCH_SMTP_DOWN_MS (10 minutes) while a rush runs, then
//     started again on its port.
// The stores are never restarted. Then it counts lost payments (captured, neither ordered nor
// refunded), orders without their confirmation e-mail, every 5xx outside the restart window,
// and the time the store took to recover after each fault. One line per budget with PASS or
// FAIL; exits non-zero on a FAIL.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { and, count, eq, inArray, notExists, sql } from "drizzle-orm";
import { connectPostgres, type Database } from "../apps/api/src/db/client";
import { throttlePolicy } from "../apps/api/src/domains/accounts/login-throttle";
import { users } from "../apps/api/src/domains/accounts/tables";
import { paymentOrders, refunds, sandboxPayments } from "../apps/api/src/domains/checkout/tables";
import { orderItems, orders } from "../apps/api/src/domains/orders/tables";
import { RETRY_CAP_MS } from "../apps/api/src/jobs/outbox";
import { startMailSink, type MailSink, type ReceivedMail } from "./mail-sink";
import { checkout, newShopper, shopperAddress, type Outcome, type Shopper } from "./shoppers";
import { staffEnv, staffProduct } from "./staff";
import { ensureBuilt, spawnStore, startBalancer, type RunningNginx, type RunningStore } from "./store";
import { describe as describeExchange, Traffic, type Exchange } from "./traffic";

const NGINX_PORT = Number(process.env.BENCH_FAULTS_PORT ?? 4450);
const PG_PORT = Number(process.env.BENCH_FAULTS_PG_PORT ?? 5499);
const REDIS_PORT = Number(process.env.BENCH_FAULTS_REDIS_PORT ?? 6390);
const SMTP_PORT = Number(process.env.BENCH_FAULTS_SMTP_PORT ?? NGINX_PORT + 5);
const SMTP_DOWN_MS = Number(process.env.BENCH_SMTP_DOWN_MS ?? 10 * 60_000);
const REDIS_DOWN_MS = Number(process.env.BENCH_REDIS_DOWN_MS ?? 30_000);
/** Shoppers per fault, arriving `ARRIVAL_MS` apart. */
const SHOPPERS = Number(process.env.BENCH_FAULTS_SHOPPERS ?? 60);
const ARRIVAL_MS = 100;
/** How far into the PostgreSQL rush the server restarts. */
const RESTART_AT_MS = Math.round((SHOPPERS * ARRIVAL_MS) / 3);
const SMTP_ACCEPT_MS = Number(process.env.BENCH_SMTP_ACCEPT_MS ?? 250);
const LOGIN_LIMIT = throttlePolicy().perClient.max;
/** Budgets for the time to recover once the fault is over. */
const PG_RECOVER_BUDGET_MS = 10_000;
const REDIS_RECOVER_BUDGET_MS = 10_000;
/** The outbox retries at most every RETRY_CAP_MS; each instance looks every 30 s. */
const MAIL_RECOVER_BUDGET_MS = RETRY_CAP_MS + 60_000;
const SETTLE_TIMEOUT_MS = 3 * 60_000;

const budgets: string[] = [];
function budget(name: string, figure: string, pass: boolean) {
  budgets.push(`budget: ${name}: ${figure} ${pass ? "PASS" : "FAIL"}`);
}

const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      await cleanups.pop()!().catch((error: unknown) => console.error("clean-up failed:", (error as Error).message));
    }
  })();
  return cleaning;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
  });
}

/** A command that must succeed; as the postgres user when we are root (PostgreSQL refuses to run as root). */
function run(command: string, args: string[], asPostgres: boolean) {
  const [file, argv] = asPostgres && process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr || result.stdout || result.error?.message}`);
  return result.stdout;
}

/** `run` without blocking this process: the shoppers go on sending while it runs. */
function runInBackground(command: string, args: string[], asPostgres: boolean): Promise<void> {
  const [file, argv] = asPostgres && process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code}): ${stderr}`))));
  });
}

/** Debian's PostgreSQL binaries (the newest major installed), or BENCH_PG_BINDIR. */
function postgresBinaries(): string {
  if (process.env.BENCH_PG_BINDIR) return process.env.BENCH_PG_BINDIR;
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin/initdb"))) : [];
  const newest = majors.sort((x, y) => Number(y) - Number(x))[0];
  if (!newest) throw new Error("PostgreSQL's server is not installed: as root, `apt-get install -y postgresql`, then run the bench again");
  return path.join(root, newest, "bin");
}

/** A PostgreSQL server of the bench's own in a temporary directory, on loopback, trusting local connections. */
class ScratchPostgres {
  private readonly dir = mkdtempSync(path.join(tmpdir(), "vayu-bench-faults-pg-"));
  private readonly bin = postgresBinaries();
  private readonly data = path.join(this.dir, "data");
  readonly url = `postgres://postgres@127.0.0.1:${PG_PORT}`;

  start() {
    chmodSync(this.dir, 0o700);
    if (process.getuid?.() === 0) {
      const uid = Number(run("id", ["-u", "postgres"], false));
      const gid = Number(run("id", ["-g", "postgres"], false));
      chownSync(this.dir, uid, gid);
    }
    run(path.join(this.bin, "initdb"), ["-D", this.data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"], true);
    this.pgCtl("start");
  }

  /** `pg_ctl restart -m fast`, as `pg_ctlcluster ... restart` does: every session is ended (57P01), then the server starts again. */
  restart(): Promise<void> {
    return runInBackground(path.join(this.bin, "pg_ctl"), this.pgCtlArgs("restart"), true);
  }

  stop() {
    if (existsSync(path.join(this.data, "postmaster.pid"))) run(path.join(this.bin, "pg_ctl"), ["-D", this.data, "-m", "immediate", "-w", "stop"], true);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private pgCtl(action: "start" | "restart") {
    run(path.join(this.bin, "pg_ctl"), this.pgCtlArgs(action), true);
  }

  private pgCtlArgs(action: "start" | "restart") {
    const options = `-p ${PG_PORT} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
    return ["-D", this.data, "-l", path.join(this.dir, "server.log"), "-m", "fast", "-w", "-t", "60", "-o", options, action];
  }

  log(): string {
    const file = path.join(this.dir, "server.log");
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  }
}

/** Answers whether something speaking Redis answers PING on `port`. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/** Debian's redis-server of the bench's own: no persistence, so a restart comes back empty, as a lost Redis does. */
class ScratchRedis {
  private readonly dir = mkdtempSync(path.join(tmpdir(), "vayu-bench-faults-redis-"));
  private child: ChildProcess | undefined;
  readonly url = `redis://127.0.0.1:${REDIS_PORT}`;

  async start() {
    if (!existsSync("/usr/bin/redis-server")) throw new Error("redis-server is not installed: as root, `apt-get install -y redis-server`");
    const child = spawn("/usr/bin/redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", this.dir], { stdio: "ignore" });
    this.child = child;
    for (let attempt = 0; attempt < 100; attempt++) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): is port ${REDIS_PORT} taken?`);
      if (await redisAnswers(REDIS_PORT)) return;
      await sleep(100);
    }
    throw new Error(`redis-server did not answer on port ${REDIS_PORT}`);
  }

  /** SIGKILL, as a lost machine or the OOM killer would. */
  async kill() {
    const child = this.child;
    this.child = undefined;
    if (!child) return;
    const done = exited(child);
    child.kill("SIGKILL");
    await done;
  }

  async stop() {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A pino line of a store: its level and message. */
interface LogLine {
  instance: string;
  at: number;
  level: number;
  msg: string;
  err?: string;
}

class Instance {
  private running: RunningStore | undefined;
  readonly upstream: string;
  readonly logs: LogLine[] = [];

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
    const store = spawnStore(this.port, this.dataDir, this.databaseUrl, {
      name: this.name,
      env: this.env,
      onLine: (line) => this.onLine(line),
    });
    this.running = store;
    await store.ready;
  }

  /** Warnings and errors are kept; errors are shown as they come, as the cluster bench shows every line. */
  private onLine(line: string) {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      const kept: LogLine = { instance: this.name, at: Date.now(), level: entry.level ?? 0, msg: entry.msg ?? "", err: entry.err?.message };
      this.logs.push(kept);
      if (kept.level >= 50) process.stderr.write(`[${this.name}] ${kept.msg}${kept.err ? `: ${kept.err}` : ""}\n`);
    } catch {
      this.logs.push({ instance: this.name, at: Date.now(), level: 50, msg: line });
      process.stderr.write(`[${this.name}] ${line}\n`);
    }
  }

  /** Log lines whose message matches `pattern`. */
  logged(pattern: RegExp): LogLine[] {
    return this.logs.filter((l) => pattern.test(l.msg));
  }

  async stop() {
    const running = this.running;
    this.running = undefined;
    await running?.stop();
  }
}


async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** A product with stock for everyone, and `SHOPPERS` shoppers signed up with it in the cart. */
async function shop(http: Traffic, phase: string, stamp: number): Promise<{ productId: string; shoppers: Shopper[] }> {
  const productId = await staffProduct(http, { title: `Ceiling Fan (faults bench, ${phase})`, price: 2_999, stock: SHOPPERS * 2, hsn: "8414" });
  const first = { postgres: 0, redis: 1, smtp: 2 }[phase] ?? 3;
  const numbers = Array.from({ length: SHOPPERS }, (_, i) => first * 10_000 + i);
  const shoppers = await inBatches(numbers, 8, (n) => newShopper(http, n, `shopper${n}.${stamp}@bench.example.in`, productId));
  return { productId, shoppers };
}

/** Shoppers arriving `ARRIVAL_MS` apart, each pressing Pay and paying, as in the cluster bench. */
async function rush(http: Traffic, shoppers: Shopper[], productId: string): Promise<Outcome[]> {
  return Promise.all(
    shoppers.map(async (shopper, i) => {
      await sleep(i * ARRIVAL_MS);
      return checkout(http, shopper, productId, { onCaptured: () => undefined });
    }),
  );
}

function tally(items: readonly string[]): string {
  const counts = new Map<string, number>();
  // An nginx error page is one line's worth: "502 <html>".
  for (const whole of items) {
    const item = whole.split("\n")[0]!;
    counts.set(item, (counts.get(item) ?? 0) + 1);
  }
  return [...counts].map(([item, n]) => `${n} ${item}`).join(", ") || "none";
}

/** Polls both stores' readiness every 100 ms until `done` holds for both answers; answers when it did. */
async function untilBothReady(instances: Instance[], done: (body: { status?: string; redis?: string }) => boolean, timeoutMs: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const answers = await Promise.all(
      instances.map(async (instance) => {
        try {
          const response = await fetch(`${instance.url}/api/health/ready`, { signal: AbortSignal.timeout(1000) });
          return response.ok && done((await response.json()) as { status?: string; redis?: string });
        } catch {
          return false;
        }
      }),
    );
    if (answers.every(Boolean)) return Date.now();
    await sleep(100);
  }
  return undefined;
}

/** `LOGIN_LIMIT` failed logins for a new e-mail on a, then one more on a and one on b: their statuses. */
async function lockout(a: Traffic, b: Traffic, email: string, from: string) {
  const attempt = (http: Traffic) => http.send("failed login", "POST", "/api/auth/login", { from, body: { email, password: "not-the-password" } });
  for (let i = 0; i < LOGIN_LIMIT; i++) await attempt(a);
  return { onA: (await attempt(a)).status, onB: (await attempt(b)).status };
}

interface PhaseResult {
  name: string;
  productId: string;
  outcomes: Outcome[];
  /** The fault: from when to when (ms since the epoch). */
  faultAt: number;
  backAt: number;
  /** When the store worked again as before the fault. */
  recoveredAt: number | undefined;
}

interface Setup {
  a: Instance;
  b: Instance;
  http: Traffic;
  onA: Traffic;
  onB: Traffic;
  postgres: ScratchPostgres;
  redis: ScratchRedis;
  mail: { sink: MailSink; received: ReceivedMail[] };
  stamp: number;
}

async function postgresRestart(s: Setup): Promise<PhaseResult> {
  const { productId, shoppers } = await shop(s.http, "postgres", s.stamp);
  let faultAt = 0;
  let backAt = 0;
  const restart = sleep(RESTART_AT_MS).then(async () => {
    faultAt = Date.now();
    await s.postgres.restart();
    backAt = Date.now();
  });
  const outcomes = await rush(s.http, shoppers, productId);
  await restart;
  const recoveredAt = await untilBothReady([s.a, s.b], (body) => body.status === "ok", 60_000);
  return { name: "PostgreSQL restart", productId, outcomes, faultAt, backAt, recoveredAt };
}

async function redisOutage(s: Setup): Promise<PhaseResult & { awayLockout: { onA: number; onB: number }; backLockout: { onA: number; onB: number } }> {
  const { productId, shoppers } = await shop(s.http, "redis", s.stamp);
  const faultAt = Date.now();
  await s.redis.kill();
  const outcomes = await rush(s.http, shoppers, productId);
  const awayLockout = await lockout(s.onA, s.onB, `away.${s.stamp}@bench.example.in`, shopperAddress(70_001));
  await sleep(Math.max(0, faultAt + REDIS_DOWN_MS - Date.now()));
  await s.redis.start();
  const backAt = Date.now();
  const recoveredAt = await untilBothReady([s.a, s.b], (body) => body.redis === "ok", 60_000);
  const backLockout = await lockout(s.onA, s.onB, `back.${s.stamp}@bench.example.in`, shopperAddress(70_002));
  return { name: "Redis outage", productId, outcomes, faultAt, backAt, recoveredAt, awayLockout, backLockout };
}

/** `expected`: every order of the bench so far, this phase's product given. */
async function smtpOutage(s: Setup, expected: (productId: string) => Promise<{ email: string; orderNumber: number }[]>): Promise<PhaseResult> {
  const { productId, shoppers } = await shop(s.http, "smtp", s.stamp);
  const faultAt = Date.now();
  await s.mail.sink.stop();
  const outcomes = await rush(s.http, shoppers, productId);
  console.log(`SMTP sink down: rush done (${tally(outcomes)}); waiting until ${seconds(SMTP_DOWN_MS)} after it stopped`);
  await sleep(Math.max(0, faultAt + SMTP_DOWN_MS - Date.now()));
  s.mail.sink = await startMailSink(SMTP_ACCEPT_MS, { port: SMTP_PORT, received: s.mail.received });
  const backAt = Date.now();
  let recoveredAt: number | undefined;
  for (const deadline = backAt + MAIL_RECOVER_BUDGET_MS + 60_000; Date.now() < deadline; await sleep(1000)) {
    const missing = unconfirmed(await expected(productId), s.mail.received);
    if (missing.length === 0) {
      recoveredAt = Math.max(backAt, ...s.mail.received.map((m) => m.at));
      break;
    }
  }
  return { name: "SMTP outage", productId, outcomes, faultAt, backAt, recoveredAt };
}

/** Orders with no confirmation received (the subject of apps/api/src/domains/orders/order-mail.ts). */
function unconfirmed(placed: { email: string; orderNumber: number }[], received: ReceivedMail[]) {
  return placed.filter((order) => !received.some((m) => m.to.includes(order.email) && m.subject.includes(`order #${order.orderNumber} is confirmed`)));
}

async function placedOrders(database: Database, productIds: string[]) {
  return database.db
    .selectDistinct({ email: sql<string>`coalesce(${users.email}, '')`, orderNumber: orders.orderNumber })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orderItems.productId, productIds));
}

async function ledger(database: Database) {
  const [payments] = await database.db.select({ n: count() }).from(sandboxPayments).where(inArray(sandboxPayments.status, ["captured", "refunded"]));
  const [lost] = await database.db
    .select({ n: count() })
    .from(sandboxPayments)
    .where(
      and(
        eq(sandboxPayments.status, "captured"),
        notExists(database.db.select().from(orders).where(eq(orders.transactionId, sandboxPayments.id))),
        notExists(database.db.select().from(refunds).where(eq(refunds.providerPaymentId, sandboxPayments.id))),
      ),
    );
  const [unsettled] = await database.db.select({ n: count() }).from(paymentOrders).where(inArray(paymentOrders.status, ["paid", "refund_pending"]));
  const [refunded] = await database.db.select({ n: count() }).from(refunds);
  const [ordered] = await database.db.select({ n: count() }).from(orders).where(sql`${orders.transactionId} is not null`);
  return { payments: payments?.n ?? 0, lost: lost?.n ?? 0, unsettled: unsettled?.n ?? 0, refunds: refunded?.n ?? 0, orders: ordered?.n ?? 0 };
}

async function setUp(stamp: number): Promise<Setup> {
  const postgres = new ScratchPostgres();
  cleanups.push(async () => postgres.stop());
  postgres.start();
  const admin = connectPostgres(`${postgres.url}/postgres`);
  await admin.db.execute(sql.raw(`create database vayu_faults`));
  await admin.close();
  const databaseUrl = `${postgres.url}/vayu_faults`;

  const redis = new ScratchRedis();
  cleanups.push(() => redis.stop());
  await redis.start();

  const received: ReceivedMail[] = [];
  const mail = { sink: await startMailSink(SMTP_ACCEPT_MS, { port: SMTP_PORT, received }), received };
  cleanups.push(() => mail.sink.stop());

  const workDir = mkdtempSync(path.join(tmpdir(), "vayu-bench-faults-"));
  cleanups.push(async () => rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }));
  mkdirSync(workDir, { recursive: true });
  const env = {
    PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
    REDIS_URL: redis.url,
    SMTP_URL: mail.sink.url,
    ...staffEnv,
    TRUST_PROXY: "2",
    // The bench reads the stores' warnings: the Redis outage must be logged, once.
    LOG_LEVEL: "warn",
  };
  const a = new Instance("a", NGINX_PORT + 1, path.join(workDir, "a"), databaseUrl, { ...env, SEED_DEMO: "true" });
  const b = new Instance("b", NGINX_PORT + 2, path.join(workDir, "b"), databaseUrl, { ...env, SEED_DEMO: "false" });
  cleanups.push(() => a.stop());
  cleanups.push(() => b.stop());
  await a.start();
  await b.start();
  const nginx: RunningNginx = await startBalancer(NGINX_PORT, [a.upstream, b.upstream]);
  cleanups.push(nginx.stop);
  return { a, b, http: new Traffic(nginx.url), onA: new Traffic(a.url), onB: new Traffic(b.url), postgres, redis, mail, stamp };
}

/** Failed answers (5xx or none) of the shoppers' and staff's traffic, split by whether the restart window explains them. */
function serverErrors(exchanges: readonly Exchange[], restart: PhaseResult) {
  const failed = exchanges.filter((e) => e.status >= 500 || e.status === 0);
  const inWindow = (e: Exchange) => e.startedAt <= restart.backAt && e.endedAt >= restart.faultAt;
  return { inWindow: failed.filter(inWindow), other: failed.filter((e) => !inWindow(e)) };
}

async function main() {
  const stamp = Date.now();
  let started = Date.now();
  const s = await setUp(stamp);
  console.log(`PostgreSQL on ${PG_PORT}, Redis on ${REDIS_PORT}, SMTP sink on ${SMTP_PORT}, stores a and b and nginx on ${NGINX_PORT} started in ${Date.now() - started} ms`);

  started = Date.now();
  const pg = await postgresRestart(s);
  console.log(
    `PostgreSQL restarted ${pg.faultAt - started} ms into its phase (server back after ${pg.backAt - pg.faultAt} ms); rush: ${tally(pg.outcomes)}; both stores ready ${pg.recoveredAt === undefined ? "never" : `${pg.recoveredAt - pg.backAt} ms after the server was back`}`,
  );
  const redis = await redisOutage(s);
  console.log(
    `Redis killed for ${seconds(redis.backAt - redis.faultAt)}; rush while away: ${tally(redis.outcomes)}; lockout while away: 11th attempt on a ${redis.awayLockout.onA}, on b ${redis.awayLockout.onB}; after its return: on a ${redis.backLockout.onA}, on b ${redis.backLockout.onB}`,
  );

  const database = connectPostgres(`${s.postgres.url}/vayu_faults`);
  cleanups.push(() => database.close());
  const smtp = await smtpOutage(s, (own) => placedOrders(database, [pg.productId, redis.productId, own]));
  const productIds = () => [pg.productId, redis.productId, smtp.productId];
  console.log(`SMTP sink down for ${seconds(smtp.backAt - smtp.faultAt)}; rush while down: ${tally(smtp.outcomes)}`);

  const settleStarted = Date.now();
  let book = await ledger(database);
  while ((book.unsettled > 0 || book.lost > 0) && Date.now() - settleStarted < SETTLE_TIMEOUT_MS) {
    await sleep(1000);
    book = await ledger(database);
  }
  console.log(`payments settled in ${Date.now() - settleStarted} ms: ${book.payments} captured, ${book.orders} orders, ${book.refunds} refunds, ${book.unsettled} still to place or refund`);
  // Orders placed by the reconciler after the rushes have their confirmations to come too.
  const mailStarted = Date.now();
  let missing = unconfirmed(await placedOrders(database, productIds()), s.mail.received);
  while (missing.length > 0 && Date.now() - mailStarted < MAIL_RECOVER_BUDGET_MS) {
    await sleep(1000);
    missing = unconfirmed(await placedOrders(database, productIds()), s.mail.received);
  }
  const placed = await placedOrders(database, productIds());
  for (const order of missing) console.log(`no confirmation: order #${order.orderNumber} to ${order.email}`);

  const exchanges = [...s.http.exchanges, ...s.onA.exchanges, ...s.onB.exchanges];
  const errors = serverErrors(exchanges, pg);
  console.log(`5xx in the restart window: ${tally(errors.inWindow.map((e) => `${e.label} ${e.status || "no answer"}`))}`);
  for (const error of errors.other.slice(0, 20)) console.log(`other 5xx: ${describeExchange(error, undefined)}`);
  const errorLines = [...s.a.logs, ...s.b.logs].filter((l) => l.level >= 50);
  console.log(`stores' error log lines: ${tally(errorLines.map((l) => `${l.instance}: ${l.msg}`))}`);
  const outageLines = [s.a, s.b].map((i) => i.logged(/^Redis is not answering/).length);
  const returnLines = [s.a, s.b].map((i) => i.logged(/^Redis answers again/).length);

  const pgRecover = pg.recoveredAt === undefined ? undefined : pg.recoveredAt - pg.backAt;
  budget("PostgreSQL server restarted mid-rush, stores not restarted", `yes, down ${pg.backAt - pg.faultAt} ms`, pg.faultAt > 0);
  budget(
    `time to recover after the PostgreSQL restart (both stores ready) <= ${PG_RECOVER_BUDGET_MS} ms`,
    pgRecover === undefined ? "never" : `${pgRecover} ms`,
    pgRecover !== undefined && pgRecover <= PG_RECOVER_BUDGET_MS,
  );
  const soldWhileAway = redis.outcomes.filter((o) => o === "ordered").length;
  budget("orders placed while Redis was away", `${soldWhileAway} of ${SHOPPERS}`, soldWhileAway === SHOPPERS);
  budget(
    "rate limits per instance while Redis was away (11th login on a 429, on b not)",
    `a ${redis.awayLockout.onA}, b ${redis.awayLockout.onB}`,
    redis.awayLockout.onA === 429 && redis.awayLockout.onB === 401,
  );
  budget(
    "Redis outage logged once per instance (away / back)",
    `a ${outageLines[0]}/${returnLines[0]}, b ${outageLines[1]}/${returnLines[1]}`,
    [...outageLines, ...returnLines].every((n) => n === 1),
  );
  const redisRecover = redis.recoveredAt === undefined ? undefined : redis.recoveredAt - redis.backAt;
  budget(
    `time to use Redis again after its return (both stores) <= ${REDIS_RECOVER_BUDGET_MS} ms`,
    redisRecover === undefined ? "never" : `${redisRecover} ms`,
    redisRecover !== undefined && redisRecover <= REDIS_RECOVER_BUDGET_MS,
  );
  budget("login lockout shared again after Redis returns (11th login on b)", String(redis.backLockout.onB), redis.backLockout.onB === 429);
  const mailRecover = smtp.recoveredAt === undefined ? undefined : smtp.recoveredAt - smtp.backAt;
  budget(
    `time until every e-mail arrived after the SMTP sink's return (${seconds(smtp.backAt - smtp.faultAt)} down) <= ${seconds(MAIL_RECOVER_BUDGET_MS)}`,
    mailRecover === undefined ? "never" : seconds(mailRecover),
    mailRecover !== undefined && mailRecover <= MAIL_RECOVER_BUDGET_MS,
  );
  budget("lost payments (captured, neither ordered nor refunded) = 0", String(book.lost), book.lost === 0 && book.unsettled === 0);
  budget("lost e-mails (orders without a confirmation) = 0", `${missing.length} of ${placed.length}`, missing.length === 0 && placed.length > 0);
  budget("5xx outside the restart window = 0", `${errors.other.length} (${errors.inWindow.length} inside it)`, errors.other.length === 0);
  budget("error-level log lines outside the restart window = 0", String(errorLines.filter((l) => l.at < pg.faultAt || l.at > pg.backAt + 1000).length), errorLines.every((l) => l.at >= pg.faultAt && l.at <= pg.backAt + 1000));
}

let interrupted = false;
process.once("SIGINT", () => {
  interrupted = true;
  console.error("interrupted: stopping the stores, nginx, Redis and PostgreSQL");
  void cleanUp().finally(() => process.exit(130));
});

ensureBuilt();
console.log(`${cpus()[0]?.model ?? "unknown CPU"}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB; ${new Date().toISOString()}`);
console.log(`SMTP outage ${seconds(SMTP_DOWN_MS)} (BENCH_SMTP_DOWN_MS), Redis outage ${seconds(REDIS_DOWN_MS)} (BENCH_REDIS_DOWN_MS), ${SHOPPERS} shoppers per fault`);
try {
  await main();
} catch (error) {
  if (!interrupted) {
    process.exitCode = 1;
    console.error(error);
  }
} finally {
  await cleanUp();
}
for (const text of budgets) console.log(text);
console.log(`load average (1, 5, 15 min): ${loadavg().map((l) => l.toFixed(2)).join(", ")}`);
if (budgets.some((text) => text.endsWith("FAIL")) || budgets.length === 0) process.exitCode = 1;
