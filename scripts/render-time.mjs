// Times server-rendered pages of a running store, one request at a time (docs/decisions/178-preact-compat.md).
// Every URL is distinct (a run tag in the query), so no answer comes from the rendered-page cache
// (docs/decisions/176-rendered-page-cache.md): 200 product pages, 200 listing pages, 50 home pages.
// With --render-only, the built renderer (apps/web/dist-server) is loaded into this process and
// the store's API answers are fetched once and replayed, so only rendering is timed.
// Usage: node scripts/render-time.mjs http://127.0.0.1:4400 [run number] [--render-only]
// (start the store with NODE_ENV=production; run this with NODE_ENV=production for --render-only)
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [origin = "http://127.0.0.1:3000", runArg = "0"] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"));
const renderOnly = process.argv.includes("--render-only");
const run = Number(runArg);

const products = (await (await fetch(`${origin}/api/product?limit=100`)).json()).data;
const listings = new Set();
for (const product of products) {
  for (const raw of [`/x/${product.category._id}`, `/x/${product.category._id}/${product.subcategory._id}`]) {
    const answer = await fetch(origin + raw, { redirect: "manual" });
    listings.add(answer.headers.get("location") ?? raw);
  }
}
const listingPaths = [...listings];
// A listing keeps `min` in its one URL; the demo catalog's cheapest product is far above these.
const pages = {
  product: Array.from(
    { length: 200 },
    (_, i) => `/product/${products[i % products.length]._id}?r=${run}-${Math.floor(i / products.length)}`,
  ),
  listing: Array.from(
    { length: 200 },
    (_, i) =>
      `${listingPaths[i % listingPaths.length]}?min=${run * 20 + Math.floor(i / listingPaths.length) + 1}`,
  ),
  home: Array.from({ length: 50 }, (_, i) => `/?r=${run}-${i}`),
};

const percentile = (times, p) => [...times].sort((a, b) => a - b)[Math.ceil((p / 100) * times.length) - 1];

async function timeAll(label, renderOne) {
  for (let i = 0; i < 30; i++)
    await renderOne(`/product/${products[i % products.length]._id}?warm=${run}-${i}`);
  for (const [kind, urls] of Object.entries(pages)) {
    const times = [];
    for (const url of urls) {
      const start = performance.now();
      await renderOne(url);
      times.push(performance.now() - start);
    }
    const median = percentile(times, 50).toFixed(1);
    console.log(
      `${label} ${kind.padEnd(8)} n=${times.length} median ${median} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
}

if (renderOnly) {
  const distServer = path.resolve(import.meta.dirname, "../apps/web/dist-server");
  const { createRenderer } = await import(pathToFileURL(path.join(distServer, "entry-server.js")).href);
  const template = readFileSync(path.join(distServer, "../dist/index.html"), "utf8");
  const answers = new Map();
  const transport = async (url, init) => {
    if (!answers.has(url)) {
      const answer = await fetch(origin + url, init);
      answers.set(url, {
        status: answer.status,
        headers: [...answer.headers],
        body: await answer.arrayBuffer(),
      });
    }
    const { status, headers, body } = answers.get(url);
    return new Response(status === 204 || status === 304 ? null : body, { status, headers });
  };
  const render = createRenderer({ template, origin, fetch: transport });
  // Query strings change nothing the API is asked, so the answers are replayed from the first pass.
  for (const urls of Object.values(pages)) for (const url of urls) await render(url);
  await timeAll("render-only", async (url) => {
    const page = await render(url);
    if (page.status !== 200) throw new Error(`${url}: ${page.status}`);
  });
} else {
  await timeAll("http", async (url) => {
    const answer = await fetch(origin + url, { redirect: "manual" });
    const html = await answer.text();
    if (answer.status !== 200 || !html.includes('id="ssr-state"'))
      throw new Error(`${url}: ${answer.status}, not server-rendered`);
  });
}
