// A bare Fastify serving fixed bytes, run by cached-reads.ts as a process of its own: what
// Fastify itself costs per request, beside the store and nginx serving the same bodies.
// Arguments: the port, and the directory writeEncoded filled (store.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { MANIFEST } from "./store";

const [port, www] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(path.join(www!, MANIFEST), "utf8")) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [urlPath, file] of Object.entries(manifest)) {
  const identity = readFileSync(path.join(www!, file));
  const br = readFileSync(path.join(www!, `${file}.br`));
  app.get(urlPath, (request, reply) => {
    reply.header("content-type", "application/json; charset=utf-8").header("vary", "Accept-Encoding");
    if (!request.headers["accept-encoding"]?.includes("br")) return reply.send(identity);
    return reply.header("content-encoding", "br").send(br);
  });
}
await app.listen({ port: Number(port), host: "127.0.0.1" });
