// Phase 1 of the catalog bench (docs/decisions/205-honest-api-bench.md): two public reads the
// store answers from memory, GET /api/product and a product's GET /api/product/:id, each
// without compression and with brotli, loaded by wrk at 50 connections against the store,
// Debian's nginx and a bare Fastify serving the very bytes the store sent.
import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProductsResponseType } from "@vayu/shared/catalog";
import { startBareFastify, startNginx, writeEncoded, type Encoded, type Running } from "./store";
import { describeLoad, load, type Load } from "./wrk";

const CONNECTIONS = 50;
const SECONDS = 5;
const WARM_UP_SECONDS = 2;
const RATIO_BUDGET = 0.5;
const P99_BUDGET_MS = 25;

export type Budget = (name: string, figure: string, pass: boolean) => void;

const ENCODINGS = { identity: {}, br: { "accept-encoding": "br" } } satisfies Record<keyof Encoded, Record<string, string>>;

/** The body as sent, not decoded (fetch would undo the brotli). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; coding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, coding: String(response.headers["content-encoding"] ?? "identity"), body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Both bodies of `url` as the store sends them, checked to be what was asked for. */
async function storeBodies(url: string): Promise<Encoded> {
  const bodies: Partial<Encoded> = {};
  for (const [encoding, headers] of Object.entries(ENCODINGS) as [keyof Encoded, Record<string, string>][]) {
    const answer = await rawGet(url, headers);
    if (answer.status !== 200 || answer.coding !== encoding) throw new Error(`${url} (${encoding}): ${answer.status}, ${answer.coding}`);
    bodies[encoding] = answer.body;
  }
  return bodies as Encoded;
}

async function expectSameBytes(servers: [string, Running][], files: Record<string, Encoded>) {
  for (const [name, server] of servers) {
    for (const [urlPath, bodies] of Object.entries(files)) {
      for (const [encoding, headers] of Object.entries(ENCODINGS) as [keyof Encoded, Record<string, string>][]) {
        const answer = await rawGet(`${server.url}${urlPath}`, headers);
        if (answer.coding !== encoding || !answer.body.equals(bodies[encoding])) {
          throw new Error(`${name} did not send the store's bytes for ${urlPath} (${encoding})`);
        }
      }
    }
  }
}

/**
 * Each read in each encoding: a warm-up of each server, then five seconds of each, one line
 * apiece, and the store's ratio to nginx and its p99 against the budgets.
 */
export async function cachedReads(label: string, store: Running, ports: { nginx: number; bare: number }, budget: Budget) {
  const [first] = ((await (await fetch(`${store.url}/api/product?limit=1`)).json()) as ProductsResponseType).data;
  const reads: [string, string][] = [
    ["GET /api/product", "/api/product"],
    ["GET /api/product/:id", `/api/product/${first!._id}`],
  ];
  const files: Record<string, Encoded> = {};
  for (const [, urlPath] of reads) files[urlPath] = await storeBodies(`${store.url}${urlPath}`);
  const www = mkdtempSync(path.join(tmpdir(), "vayu-bench-bare-"));
  writeEncoded(www, files);
  const nginx = await startNginx(ports.nginx, files);
  try {
    const bare = await startBareFastify(ports.bare, www, reads[0]![1]);
    try {
      const servers: [string, Running][] = [
        ["store", store],
        ["nginx", nginx],
        ["bare Fastify", bare],
      ];
      await expectSameBytes(servers, files);
      for (const [name, urlPath] of reads) {
        for (const [encoding, headers] of Object.entries(ENCODINGS) as [keyof Encoded, Record<string, string>][]) {
          const read = `${name}, ${encoding}`;
          console.log(`${label} ${read} (${files[urlPath]![encoding].length.toLocaleString("en-US")} bytes), ${CONNECTIONS} connections, wrk ${SECONDS} s each`);
          const results: Record<string, Load> = {};
          for (const [server, running] of servers) {
            const url = `${running.url}${urlPath}`;
            await load({ url, connections: CONNECTIONS, seconds: WARM_UP_SECONDS, headers });
            results[server] = await load({ url, connections: CONNECTIONS, seconds: SECONDS, headers, serverPid: running.pid });
            console.log(`  ${server.padEnd(13)} ${describeLoad(results[server])}`);
          }
          const ours = results.store!;
          const ratio = ours.perSecond / results.nginx!.perSecond;
          const ofBare = ours.perSecond / results["bare Fastify"]!.perSecond;
          console.log(`  store / nginx ${ratio.toFixed(2)}x, store / bare Fastify ${ofBare.toFixed(2)}x`);
          const rates = `${Math.round(ours.perSecond)} vs ${Math.round(results.nginx!.perSecond)}; bare Fastify ${Math.round(results["bare Fastify"]!.perSecond)}`;
          budget(`${label} ${read} req/s vs nginx >= ${RATIO_BUDGET}x`, `${ratio.toFixed(2)}x (${rates})`, ratio >= RATIO_BUDGET && ours.errors === 0);
          budget(`${label} ${read} p99 at ${CONNECTIONS} connections <= ${P99_BUDGET_MS} ms`, `${ours.p99Ms.toFixed(1)} ms`, ours.p99Ms <= P99_BUDGET_MS);
        }
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await nginx.stop();
    rmSync(www, { recursive: true, force: true });
  }
}
