// Load from wrk (Debian's `wrk`, a C load generator: docs/decisions/205-honest-api-bench.md),
// with the CPU wrk and the server under load used meanwhile, read from /proc: a client at
// its core's limit measures itself, not the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const WRK = "/usr/bin/wrk";

/** Fails before anything starts when wrk is missing: the bench does not fall back to a client written in Node. */
export function requireWrk() {
  if (!existsSync(WRK)) {
    throw new Error("wrk is not installed: as root, `apt-get install -y wrk` (Debian), then run the bench again");
  }
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** `pid` and its descendants (nginx's master and its worker), from /proc. */
function processTree(pid: number): number[] {
  const children = readProc(`/proc/${pid}/task/${pid}/children`).split(" ").filter(Boolean).map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** A /proc file, or "" once its process has ended (a child can exit between two reads). */
function readProc(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** CPU time (user and system, every thread) of `pid` and its descendants so far, in seconds. */
function cpuSeconds(pid: number): number {
  let ticks = 0;
  for (const each of processTree(pid)) {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readProc(`/proc/${each}/stat`).split(") ")[1]?.split(" ");
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Paths sent in turn, one per request, instead of the URL's own. */
  paths?: string[];
  /** The server's process, for the CPU it used under this load. */
  serverPid?: number;
}

export interface Load {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers other than 2xx and 3xx. */
  errors: number;
  /** wrk's CPU while loading, in cores (its one thread: at most 1). */
  clientCores: number;
  serverCores: number;
}

/** One wrk thread: on a machine of two cores the server under test has the other. */
const THREADS = 1;
/** A request slower than this is counted as an error and not in the latencies (wrk's default is 2 s). */
const TIMEOUT = "10s";

const ROTATE_PATHS = `
local paths = {}
local turn = 0
function init(args)
  for line in io.lines(args[1]) do paths[#paths + 1] = line end
end
function request()
  turn = turn % #paths + 1
  return wrk.format(nil, paths[turn])
end
`;

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk printed a latency of ${text}`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

function parse(output: string): Omit<Load, "clientCores" | "serverCores"> {
  const figure = (pattern: RegExp) => pattern.exec(output)?.[1];
  const perSecond = figure(/Requests\/sec:\s+([\d.]+)/);
  const requests = figure(/(\d+) requests in/);
  const p50 = figure(/^\s+50%\s+(\S+)/m);
  const p99 = figure(/^\s+99%\s+(\S+)/m);
  if (!perSecond || !requests || !p50 || !p99) throw new Error(`wrk's output was not understood:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requests: Number(requests),
    perSecond: Number(perSecond),
    p50Ms: milliseconds(p50),
    p99Ms: milliseconds(p99),
    errors: socketErrors + Number(figure(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
  };
}

/** CPU used by `pid` between the first second and half a second before the end: the steady part of the run. */
function sampleCpu(pid: number, seconds: number): Promise<number> {
  let start: { at: number; cpu: number } | undefined;
  const read = () => ({ at: performance.now(), cpu: cpuSeconds(pid) });
  return new Promise((resolve) => {
    setTimeout(() => (start = read()), 1000);
    setTimeout(() => {
      const end = read();
      resolve(start ? (end.cpu - start.cpu) / ((end.at - start.at) / 1000) : Number.NaN);
    }, (seconds - 0.5) * 1000);
  });
}

/** `connections` keep-alive connections for `seconds` from one wrk thread; latency percentiles from its --latency table. */
export async function load(options: LoadOptions): Promise<Load> {
  const { url, connections, seconds, headers = {}, paths, serverPid } = options;
  const dir = paths ? mkdtempSync(path.join(tmpdir(), "vayu-bench-wrk-")) : undefined;
  const args = [`-t${THREADS}`, `-c${connections}`, `-d${seconds}s`, `--timeout`, TIMEOUT, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (dir && paths) {
    writeFileSync(path.join(dir, "paths"), `${paths.join("\n")}\n`);
    writeFileSync(path.join(dir, "rotate.lua"), ROTATE_PATHS);
    args.push("-s", path.join(dir, "rotate.lua"));
  }
  args.push(url);
  if (dir) args.push("--", path.join(dir, "paths"));
  try {
    const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", resolve);
    });
    const [clientCores, serverCores, code] = await Promise.all([
      sampleCpu(child.pid!, seconds),
      serverPid === undefined ? Number.NaN : sampleCpu(serverPid, seconds),
      exited,
    ]);
    if (code !== 0) throw new Error(`wrk exited with ${code}:\n${output}`);
    return { ...parse(output), clientCores, serverCores };
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const thousands = (n: number) => Math.round(n).toLocaleString("en-US");
const percent = (cores: number) => (Number.isNaN(cores) ? "-" : `${Math.round(cores * 100)}%`);

/** Past this share of its core, wrk may be what limits the rate. */
const CLIENT_BOUND = 0.9;

/**
 * A load's figures on one line, with what wrk could send at most: its rate over the share
 * of its core it used. A client near 100% measures itself, and the line says so.
 */
export function describeLoad(result: Load): string {
  const ceiling =
    result.clientCores >= CLIENT_BOUND
      ? " (wrk at its limit: this figure is wrk's)"
      : result.clientCores > 0
        ? ` (ceiling ~${thousands(result.perSecond / result.clientCores)})`
        : "";
  return [
    `${thousands(result.perSecond).padStart(7)} req/s`,
    `p50 ${result.p50Ms.toFixed(1).padStart(5)} ms`,
    `p99 ${result.p99Ms.toFixed(1).padStart(5)} ms`,
    `errors ${result.errors}`,
    `server CPU ${percent(result.serverCores).padStart(4)}${Number.isNaN(result.serverCores) ? "" : ` (${Math.round((result.serverCores / result.perSecond) * 1e6)} µs/request)`}`,
    `wrk CPU ${percent(result.clientCores).padStart(4)}${ceiling}`,
  ].join("   ");
}
