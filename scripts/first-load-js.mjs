// Prints the JavaScript a first visit to a page downloads, gzip, from the web build's manifest
// (the entry, its static imports, and the page's chunk, which main.tsx loads before hydrating).
// Usage: node scripts/first-load-js.mjs [page source, default src/features/content/HomePage.tsx]
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const page = process.argv[2] ?? "src/features/content/HomePage.tsx";

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect("index.html");
collect(page);

const sizes = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }));
sizes.sort((a, b) => b.gzip - a.gzip);
for (const { file, gzip } of sizes) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
console.log(`first-load JS of ${page}: ${total.toFixed(1)} KB gzip (budget 120 KB): ${total <= 120 ? "pass" : "fail"}`);
