import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleContactEnquiry } from "@vayu/shared/testing";

/**
 * The store's own process (src/server.ts) stopped as a process manager or an orchestrator
 * stops it (docs/deploy.md "Health and shutdown"): SIGTERM lets the requests it has finish.
 */

const port = 20_000 + Math.floor(Math.random() * 20_000);
const dataDir = mkdtempSync(path.join(tmpdir(), "vayu-server-"));
let server: ChildProcess;
let exited: Promise<number | null>;

beforeAll(async () => {
  server = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "server.ts")], {
    env: { ...process.env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn", WEB_DIST: path.join(dataDir, "no-web") },
    stdio: ["ignore", "ignore", "inherit"],
  });
  exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  for (let attempt = 0; attempt < 600; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the store did not start within a minute");
}, 90_000);

afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** A POST whose body arrives in two halves; answers its status and body once it completes. */
function slowPost(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  let sendRest = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.write(body.slice(0, half));
    sendRest = () => req.end(body.slice(half));
  });
  return { answer, sendRest };
}

describe("stopping the store with SIGTERM", () => {
  it("finishes the request under way, takes no new connection, and exits cleanly", async () => {
    const enquiry = slowPost(`http://127.0.0.1:${port}/api/contact`, JSON.stringify(sampleContactEnquiry));
    // Half the enquiry is on its way when the process is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();
    expect(server.exitCode).toBeNull();

    enquiry.sendRest();
    const { status, body } = await enquiry.answer;
    expect(status, body).toBe(201);
    expect(await exited).toBe(0);
  }, 30_000);
});
