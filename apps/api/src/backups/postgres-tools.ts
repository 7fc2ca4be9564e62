import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * PostgreSQL's own client programs, which a server backup needs: `pg_dump` writes the dump,
 * `pg_restore` turns it back into SQL and `psql` runs that in one transaction. They come in
 * the `postgresql-client` package; `PG_BIN_DIR` points at another installation's `bin`.
 */
export class BackupError extends Error {}

export type PgTool = "pg_dump" | "pg_restore" | "psql";

function toolPath(tool: PgTool): string {
  const dir = process.env.PG_BIN_DIR;
  return dir ? path.join(dir, tool) : tool;
}

/** The URL without its password, and the password for PGPASSWORD: never on a command line `ps` shows. */
export function connectionFor(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the tools; `stdin`/`stdout` may be streams of ours to pipe through. */
export function runTool(
  tool: PgTool,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: NodeJS.ReadableStream; output?: NodeJS.WritableStream } = {},
): Promise<RunResult> {
  const command = toolPath(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") reject(new BackupError(missingTool(tool)));
      else reject(error);
    });
    if (options.output) child.stdout.pipe(options.output, { end: false });
    else child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    if (options.input) options.input.pipe(child.stdin);
    else child.stdin.end();
    child.stdin.on("error", () => undefined);
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

function missingTool(tool: PgTool): string {
  const where = process.env.PG_BIN_DIR ? ` in PG_BIN_DIR (${process.env.PG_BIN_DIR})` : "";
  return `${tool} was not found${where}. A backup of a PostgreSQL server needs PostgreSQL's client programs, as new as the server: install them (Debian/Ubuntu: apt install postgresql-client) or set PG_BIN_DIR to the bin folder of a PostgreSQL installation.`;
}

/** The major version of a tool: `pg_dump (PostgreSQL) 15.20 (Debian ...)` -> 15. */
export async function toolMajorVersion(tool: PgTool): Promise<number> {
  if (process.env.PG_BIN_DIR && !existsSync(toolPath(tool))) throw new BackupError(missingTool(tool));
  const { code, stdout, stderr } = await runTool(tool, ["--version"]);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (code !== 0 || !match) throw new BackupError(`${tool} --version did not answer as PostgreSQL's ${tool} does: ${(stdout + stderr).trim()}`);
  return Number(match[1]);
}

/** pg_dump cannot dump a server newer than itself: say so before trying. */
export function requireVersionFor(tool: PgTool, toolMajor: number, serverVersionNum: number) {
  const serverMajor = Math.floor(serverVersionNum / 10_000);
  if (toolMajor < serverMajor) {
    throw new BackupError(
      `${tool} is PostgreSQL ${toolMajor}, older than the server (PostgreSQL ${serverMajor}): install the client programs of PostgreSQL ${serverMajor} or newer (Debian/Ubuntu: apt install postgresql-client-${serverMajor}) or set PG_BIN_DIR to their bin folder.`,
    );
  }
}
