// What a phone sees: Lighthouse's mobile run (the npm package driving /usr/bin/chromium) and
// the JavaScript the home page loads before it is interactive (docs/decisions/152-catalog-bench.md).
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * Scripts, module preloads and the paint-first loader's entry (docs/decisions/182-paint-before-javascript.md)
 * named by the HTML of `/`, gzipped at level 9 as the build ships them.
 */
export async function firstLoadJavaScript(store: string): Promise<{ files: string[]; gzipBytes: number }> {
  const html = await (await fetch(`${store}/`)).text();
  const tags = html.match(/<script\b[^>]*\b(?:src|data-entry)="[^"]+"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
  const files = [...new Set(tags.map((tag) => /(?:src|href|data-entry)="([^"]+)"/.exec(tag)![1]!))].filter((file) => file.startsWith("/"));
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = Buffer.from(await (await fetch(`${store}${file}`)).arrayBuffer());
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, gzipBytes };
}

export interface Scores {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcpMs: number;
}

const CHROMIUM = "/usr/bin/chromium";

/** Checked before the run starts, so a missing browser does not end it halfway with its stores still running. */
export function requireChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error("Chromium is not installed: as root, `apt-get install -y chromium` (Debian), then run the bench again");
  }
}

/** Lighthouse's default (mobile) configuration: a mid-range phone on a slow 4G network, simulated. */
async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * The four category scores and LCP. A run Lighthouse could not finish (no score, its error
 * printed) is run once more: a failed measurement is not a score of 0.
 */
export async function lighthouseScores(url: string): Promise<Scores> {
  let lhr = await lighthouseRun(url);
  if (lhr.categories.performance?.score == null) {
    console.log(`lighthouse could not score ${url} (${lhr.runtimeError?.code ?? "no performance score"}); running it again`);
    lhr = await lighthouseRun(url);
  }
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
  };
}
