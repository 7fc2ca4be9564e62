// Prints the JavaScript a first visit to a page downloads, gzip, from the web build's manifest
// (the entry, its static imports, and the page's chunk, which main.tsx loads before hydrating).
// With --locale hi, the page's language catalogues main.tsx also loads before hydrating: the
// shell's and the page's area's (apps/web/src/app/router.tsx), English for an area not yet in Hindi.
// Usage: node scripts/first-load-js.mjs [page source, default src/features/content/HomePage.tsx] [--locale en|hi]
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const args = process.argv.slice(2);
const localeFlag = args.indexOf("--locale");
const locale = localeFlag >= 0 ? args.splice(localeFlag, 2)[1] : "en";
const page = args[0] ?? "src/features/content/HomePage.tsx";

/**
 * The page's areas, as router.tsx names them: `page("content", () => import("../features/content/HomePage"))`,
 * or several: `page(["account", "buying"], () => import(...))`.
 */
function areasOf(source) {
  const router = readFileSync(path.resolve(import.meta.dirname, "../apps/web/src/app/router.tsx"), "utf8");
  for (const [, areas, module] of router.matchAll(/page\((\[[^\]]*\]|"\w+"), \(\) => import\("([^"]+)"\)\)/g)) {
    if (`src/${path.posix.normalize(`app/${module}`)}.tsx` === source) return [...areas.matchAll(/"(\w+)"/g)].map(([, area]) => area);
  }
  throw new Error(`${source} is no page of app/router.tsx`);
}

/** The compiled catalogue of `area` in `locale`, or in English when the area has no Hindi yet. */
const catalogue = (area) =>
  [locale, "en"].map((language) => `../../packages/shared/locales/${area}/${language}.ts`).find((key) => manifest[key]);

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect("index.html");
collect(page);
for (const area of new Set(["shell", ...areasOf(page)])) collect(catalogue(area));

const sizes = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }));
sizes.sort((a, b) => b.gzip - a.gzip);
for (const { file, gzip } of sizes) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
console.log(`first-load JS of ${page} (${locale}): ${total.toFixed(1)} KB gzip (budget 120 KB): ${total <= 120 ? "pass" : "fail"}`);
