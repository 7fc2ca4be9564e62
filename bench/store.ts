// The built store (apps/api/dist/server.js serving apps/web/dist) in a process of its own, and
// Debian's nginx and a bare Fastify serving fixed bytes beside it, for the catalog bench
// (docs/decisions/152-catalog-bench.md, docs/decisions/205-honest-api-bench.md);
// or several stores behind Debian's nginx as a load balancer, for the cluster bench (cluster.ts).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../apps/api/src/db/client";
import { products } from "../apps/api/src/domains/catalog/tables";

const root = path.resolve(import.meta.dirname, "..");
export const serverScript = path.join(root, "apps/api/dist/server.js");
export const webIndex = path.join(root, "apps/web/dist/index.html");

export interface Running {
  url: string;
  /** Its process (nginx's master), for the CPU it uses under load. */
  pid: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, what: string) {
  // Seeding the demo store's pictures takes a while on a busy machine.
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error(`${what} did not answer ${url} within ten minutes`);
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
  });
}

function stopper(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  return async () => {
    const done = exited(child);
    child.kill(signal);
    await done;
  };
}

/** Copies a child's output to our stderr line by line, each line marked with its instance's name. */
function prefixLines(stream: Readable, name: string) {
  createInterface({ input: stream }).on("line", (line) => process.stderr.write(`[${name}] ${line}\n`));
}

export interface StoreOptions {
  /** Marks the store's log lines; a store without a name keeps its stdout to itself. */
  name?: string;
  /** More environment, over the defaults below (PUBLIC_URL included). */
  env?: Record<string, string>;
  /** With a name: each output line goes here instead of our stderr (the faults bench reads the logs). */
  onLine?: (line: string) => void;
}

export interface RunningStore extends Running {
  /** SIGKILL, as a crash or the OOM killer would: no graceful shutdown. */
  kill(): Promise<void>;
}

export interface StartingStore extends RunningStore {
  /** Settles once the store answers its readiness check, or fails if it exits first. */
  ready: Promise<void>;
}

/** The built store as a child process; `stop` and `kill` work while it is still starting. */
export function spawnStore(port: number, dataDir: string, databaseUrl?: string, options: StoreOptions = {}): StartingStore {
  const child = spawn(process.execPath, [serverScript], {
    cwd: root,
    stdio: ["ignore", options.name ? "pipe" : "ignore", options.name ? "pipe" : "inherit"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      JWT_SECRET: "bench-only-secret-bench-only-secret-0123",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      ...options.env,
    },
  });
  if (options.name && options.onLine) {
    createInterface({ input: child.stdout! }).on("line", options.onLine);
    createInterface({ input: child.stderr! }).on("line", options.onLine);
  } else if (options.name) {
    prefixLines(child.stdout!, options.name);
    prefixLines(child.stderr!, options.name);
  }
  const url = `http://127.0.0.1:${port}`;
  const ready = waitFor(`${url}/api/health/ready`, child, options.name ? `the store ${options.name}` : "the store");
  return { url, pid: child.pid!, ready, stop: stopper(child), kill: stopper(child, "SIGKILL") };
}

/** The built store on `port`, its data in `dataDir` (PGlite) or on `databaseUrl`; it seeds the demo store when empty. */
export async function startStore(port: number, dataDir: string, databaseUrl?: string, options: StoreOptions = {}): Promise<RunningStore> {
  const store = spawnStore(port, dataDir, databaseUrl, options);
  await store.ready;
  return store;
}

export interface RunningNginx extends Running {
  /** What nginx wrote to its error log so far (level error and up). */
  errorLog(): string;
}

/** Debian's nginx in a directory of its own, run by us rather than root's service; `http` is the inside of its http block. */
async function runNginx(port: number, http: (dir: string) => string, probePath: string): Promise<RunningNginx> {
  if (!existsSync("/usr/sbin/nginx")) {
    throw new Error("nginx is not installed: as root, `apt-get install -y nginx-light` (Debian), then run the bench again");
  }
  // Its workers run as an unprivileged user: the directory must be readable by them.
  const dir = mkdtempSync(path.join(tmpdir(), "vayu-bench-nginx-"));
  chmodSync(dir, 0o755);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} error;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
${http(dir)}
}
`,
  );
  const child = spawn("/usr/sbin/nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${port}${probePath}`, child, "nginx");
  const stop = stopper(child);
  const errorLog = path.join(dir, "error.log");
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""),
    async stop() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One answer's body as sent without compression and with brotli (`Accept-Encoding: br`). */
export interface Encoded {
  identity: Buffer;
  br: Buffer;
}

/** Where writeEncoded put each URL path's body, by URL path. */
export const MANIFEST = "manifest.json";

/**
 * Writes `files` (URL path -> bodies) under `www` as nginx and the bare Fastify of the bench
 * serve them: each body in a file of its own, numbered (one URL path may be another's
 * directory), its brotli copy beside it with `.br` added, and the manifest naming them.
 */
export function writeEncoded(www: string, files: Record<string, Encoded>): Record<string, string> {
  mkdirSync(www, { recursive: true });
  const manifest = Object.fromEntries(Object.keys(files).map((urlPath, i) => [urlPath, `${i}.json`]));
  for (const [urlPath, bodies] of Object.entries(files)) {
    writeFileSync(path.join(www, manifest[urlPath]!), bodies.identity);
    writeFileSync(path.join(www, `${manifest[urlPath]!}.br`), bodies.br);
  }
  writeFileSync(path.join(www, MANIFEST), JSON.stringify(manifest));
  return manifest;
}

/**
 * Debian's nginx (one worker, as the store is one process) serving `files` as JSON: the
 * brotli copy to a client whose Accept-Encoding names br, with `Content-Encoding: br`.
 */
export async function startNginx(port: number, files: Record<string, Encoded>): Promise<Running> {
  const site = (dir: string) => {
    const www = path.join(dir, "www");
    const manifest = writeEncoded(www, files);
    const locations = Object.entries(manifest).map(
      ([urlPath, file]) => `    location = ${urlPath} {
      try_files /${file}$br_suffix =404;
      add_header Content-Encoding $coding;
      add_header Vary Accept-Encoding;
    }`,
    );
    return `  map $http_accept_encoding $br_suffix { "~*\\bbr\\b" .br; default ""; }
  map $br_suffix $coding { .br br; default ""; }
  server {
    listen 127.0.0.1:${port};
    root ${www};
    default_type application/json;
${locations.join("\n")}
  }`;
  };
  return runNginx(port, site, Object.keys(files)[0]!);
}

/** bare-fastify.ts in a process of its own, serving what writeEncoded put under `www`. */
export async function startBareFastify(port: number, www: string, probePath: string): Promise<Running> {
  const script = path.join(root, "bench/bare-fastify.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, String(port), www], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${probePath}`, child, "the bare Fastify");
  return { url, pid: child.pid!, stop: stopper(child) };
}

/**
 * Debian's nginx balancing `upstreams` (host:port) as docs/deploy.md proxies one store. A
 * store that refuses connections or does not connect within a second is skipped for the
 * next; a request already sent to a store that dies is not re-sent (nginx never repeats a
 * POST) and answers 502. Every answer names the store(s) it came from in X-Upstream.
 */
export async function startBalancer(port: number, upstreams: string[]): Promise<RunningNginx> {
  const site = () => `  upstream vayu {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://vayu;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout http_502;
      add_header X-Upstream $upstream_addr always;
    }
  }`;
  return runNginx(port, site, "/api/health/ready");
}

/** Builds the store when its build is missing. */
export function ensureBuilt() {
  if (existsSync(serverScript) && existsSync(webIndex)) return;
  console.log("building the store (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/**
 * Grows the seeded demo catalog to `copies` + 1 times its size: each active product again
 * as a numbered series, prices a few percent apart, the same pictures; then analyses it, as
 * autovacuum would a minute after a bulk load.
 */
export async function growCatalog(database: Database, copies: number): Promise<number> {
  const step = sql.raw(`(1 + (g * 7 % 13) / 100.0)`);
  await database.db.execute(sql`
    insert into products (category_id, subcategory_id, title, description, price_paise, sale_price_paise,
      images, rating, stock, hsn, gst_rate_percent, country_of_origin)
    select p.category_id, p.subcategory_id, p.title || ' S' || g, p.description,
      round(p.price_paise * ${step})::int,
      case when p.sale_price_paise is null then null
        else least(round(p.sale_price_paise * ${step})::int, round(p.price_paise * ${step})::int - 1) end,
      p.images, p.rating, (p.stock + g) % 60, p.hsn, p.gst_rate_percent, p.country_of_origin
    from products p, generate_series(1, ${copies}) g
    where p.active`);
  await database.db.execute(sql`analyze`);
  const [row] = await database.db.select({ n: count() }).from(products).where(eq(products.active, true));
  return row?.n ?? 0;
}
