// Temporary (not committed): the bench's cached-read phase against a store already running.
import { cachedReads } from "./cached-reads";
const [url, pid] = process.argv.slice(2);
const lines: string[] = [];
await cachedReads("store", { url: url!, pid: Number(pid), stop: async () => undefined } as never, { nginx: 4622, bare: 4623 }, (name: string, figure: string, pass: boolean | undefined) => lines.push(`budget: ${name}: ${figure} ${pass ? "PASS" : "FAIL"}`));
for (const line of lines) console.log(line);
