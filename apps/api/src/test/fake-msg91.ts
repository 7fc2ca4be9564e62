import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local MSG91 for tests: its Flow API (`POST /api/v5/flow`) as the store calls it
 * (apps/api/src/messaging/transport.ts). It checks each request exactly (method, path, the
 * `authkey` header, JSON body with a known template id, the DLT sender id, one recipient
 * `91` + 10 digits with every variable of that template) and answers as MSG91 does:
 * `{ type: "success", message: <request id> }`, or `{ type: "error", message }` with its status.
 */

export interface FakeMsg91Options {
  authKey: string;
  senderId: string;
  /** MSG91 template id -> the variable names registered with it. */
  templates: Record<string, readonly string[]>;
}

export interface FakeMsg91Request {
  templateId: string;
  mobiles: string;
  variables: Record<string, string>;
}

export interface FakeMsg91 {
  baseUrl: string;
  /** Messages taken, in order. */
  accepted: (FakeMsg91Request & { requestId: string })[];
  /** The next `count` requests are answered `status` (429 or a 5xx) before any check. */
  failNext(count: number, status?: 429 | 500 | 503): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const refuse = (res: ServerResponse, status: number, message: string) =>
  send(res, status, { type: "error", message });

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeMsg91(options: FakeMsg91Options): Promise<FakeMsg91> {
  const accepted: FakeMsg91["accepted"] = [];
  let failing: { count: number; status: number } = { count: 0, status: 500 };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await bodyOf(req);
    if (failing.count > 0) {
      failing.count--;
      return failing.status === 429
        ? refuse(res, 429, "Too many requests, please try after some time")
        : refuse(res, failing.status, "Internal server error");
    }
    if (req.method !== "POST" || req.url !== "/api/v5/flow") return refuse(res, 404, "Not found");
    if (req.headers.authkey !== options.authKey)
      return send(res, 401, { type: "error", message: "Authentication failure", code: "401" });
    if (!req.headers["content-type"]?.startsWith("application/json"))
      return refuse(res, 400, "Content-Type must be application/json");
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return refuse(res, 400, "Invalid JSON");
    }
    const variables = typeof body.template_id === "string" ? options.templates[body.template_id] : undefined;
    if (!variables) return refuse(res, 400, "Template ID Missing or Invalid Template");
    if (body.sender !== options.senderId) return refuse(res, 400, "Invalid sender id");
    if (body.short_url !== "0") return refuse(res, 400, "short_url must be 0 or 1");
    const recipients = body.recipients;
    if (!Array.isArray(recipients) || recipients.length !== 1)
      return refuse(res, 400, "recipients must be a list of one");
    const { mobiles, ...given } = recipients[0] as Record<string, unknown>;
    if (typeof mobiles !== "string" || !/^91[6-9]\d{9}$/.test(mobiles))
      return refuse(res, 400, "Invalid mobile number");
    const missing = variables.filter((name) => typeof given[name] !== "string" || given[name] === "");
    const extra = Object.keys(given).filter((name) => !variables.includes(name));
    if (missing.length > 0 || extra.length > 0)
      return refuse(
        res,
        400,
        `Variables do not match the template: missing ${missing.join(",") || "none"}, unknown ${extra.join(",") || "none"}`,
      );
    const requestId = randomBytes(12).toString("hex");
    accepted.push({
      templateId: body.template_id as string,
      mobiles,
      variables: given as Record<string, string>,
      requestId,
    });
    send(res, 200, { type: "success", message: requestId });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => refuse(res, 500, "Internal server error"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accepted,
    failNext(count, status = 500) {
      failing = { count, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
