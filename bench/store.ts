// The built store (apps/api/dist/server.js serving apps/web/dist) in a process of its own, and
// Debian's nginx serving fixed bytes beside it, for the catalog bench (docs/decisions/152-catalog-bench.md).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../apps/api/src/db/client";
import { products } from "../apps/api/src/domains/catalog/tables";

const root = path.resolve(import.meta.dirname, "..");
export const serverScript = path.join(root, "apps/api/dist/server.js");
export const webIndex = path.join(root, "apps/web/dist/index.html");

export interface Running {
  url: string;
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

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

/** The built store on `port`, its data in `dataDir` (PGlite) or on `databaseUrl`; it seeds the demo store when empty. */
export async function startStore(port: number, dataDir: string, databaseUrl?: string): Promise<Running> {
  const child = spawn(process.execPath, [serverScript], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
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
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child, "the store");
  return { url, stop: stopper(child) };
}

/** Debian's nginx (one worker, as the store is one process) serving `files` (URL path -> bytes) as JSON. */
export async function startNginx(port: number, files: Record<string, Buffer>): Promise<Running> {
  if (!existsSync("/usr/sbin/nginx")) {
    throw new Error("nginx is not installed: as root, `apt-get install -y nginx-light` (Debian), then run the bench again");
  }
  // Its workers run as an unprivileged user: the directory must be readable by them.
  const dir = mkdtempSync(path.join(tmpdir(), "vayu-bench-nginx-"));
  chmodSync(dir, 0o755);
  const www = path.join(dir, "www");
  for (const [urlPath, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(www, urlPath)), { recursive: true });
    writeFileSync(path.join(www, urlPath), bytes);
  }
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
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location / { default_type application/json; }
  }
}
`,
  );
  const child = spawn("/usr/sbin/nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  const first = Object.keys(files)[0]!;
  await waitFor(`http://127.0.0.1:${port}${first}`, child, "nginx");
  const stop = stopper(child);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
