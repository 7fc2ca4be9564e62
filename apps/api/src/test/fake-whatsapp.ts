import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local WhatsApp Business Cloud API for tests: `POST /<version>/<phone-number-id>/messages`
 * as the store calls it (apps/api/src/messaging/transport.ts). It checks each request exactly
 * (method, path, `Authorization: Bearer <token>`, a template message to `91` + 10 digits, an
 * approved template in the right language with as many body parameters as it takes) and
 * answers as the Graph API does: `{ messaging_product, contacts, messages: [{ id }] }`, or
 * `{ error: { message, type, code, error_data, fbtrace_id } }` with its status.
 */

export interface FakeWhatsAppOptions {
  token: string;
  phoneNumberId: string;
  apiVersion: string;
  language: string;
  /** Approved template name -> how many body parameters it takes. */
  templates: Record<string, number>;
}

export interface FakeWhatsAppMessage {
  to: string;
  template: string;
  parameters: string[];
  id: string;
}

export interface FakeWhatsApp {
  baseUrl: string;
  accepted: FakeWhatsAppMessage[];
  /** The next `count` requests fail before any check: Meta's rate limit (400, code 130429) or an outage (500, code 131000). */
  failNext(count: number, kind?: "rate-limit" | "outage"): void;
  close(): Promise<void>;
}

const fbtrace = () => randomBytes(8).toString("base64url");

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function graphError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  details?: string,
  type = "OAuthException",
) {
  send(res, status, {
    error: {
      message,
      type,
      code,
      ...(details && { error_data: { messaging_product: "whatsapp", details } }),
      fbtrace_id: fbtrace(),
    },
  });
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeWhatsApp(options: FakeWhatsAppOptions): Promise<FakeWhatsApp> {
  const accepted: FakeWhatsAppMessage[] = [];
  let failing: { count: number; kind: "rate-limit" | "outage" } = { count: 0, kind: "outage" };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await bodyOf(req);
    if (failing.count > 0) {
      failing.count--;
      return failing.kind === "rate-limit"
        ? graphError(
            res,
            400,
            130429,
            "(#130429) Rate limit hit",
            "Cloud API message throughput has been reached.",
          )
        : graphError(
            res,
            500,
            131000,
            "(#131000) Something went wrong",
            "Something went wrong. Please try again later.",
          );
    }
    const match = req.url?.match(/^\/(v\d+\.\d+)\/(\d+)\/messages$/);
    if (req.method !== "POST" || !match || match[1] !== options.apiVersion) {
      return graphError(res, 400, 100, "Unknown path components", undefined, "OAuthException");
    }
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return graphError(res, 401, 190, "Invalid OAuth access token - Cannot parse access token");
    }
    if (match[2] !== options.phoneNumberId) {
      return graphError(
        res,
        400,
        100,
        `Unsupported post request. Object with ID '${match[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        undefined,
        "GraphMethodException",
      );
    }
    if (!req.headers["content-type"]?.startsWith("application/json"))
      return graphError(res, 400, 100, "(#100) Invalid parameter", "Content-Type must be application/json");
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return graphError(res, 400, 100, "(#100) Invalid parameter", "The request body is not JSON.");
    }
    if (body.messaging_product !== "whatsapp")
      return graphError(res, 400, 100, "(#100) The parameter messaging_product is required.");
    if (body.recipient_type !== undefined && body.recipient_type !== "individual")
      return graphError(res, 400, 100, "(#100) Invalid parameter", "recipient_type must be individual.");
    if (body.type !== "template")
      return graphError(
        res,
        400,
        100,
        "(#100) Invalid parameter",
        "type must be template for a message outside the service window.",
      );
    if (typeof body.to !== "string" || !/^91[6-9]\d{9}$/.test(body.to))
      return graphError(
        res,
        400,
        131009,
        "(#131009) Parameter value is not valid",
        "to is not a valid WhatsApp phone number.",
      );
    const template = (body.template ?? {}) as {
      name?: unknown;
      language?: { code?: unknown };
      components?: unknown;
    };
    const expected = typeof template.name === "string" ? options.templates[template.name] : undefined;
    if (expected === undefined || template.language?.code !== options.language) {
      return graphError(
        res,
        404,
        132001,
        "(#132001) Template name does not exist in the translation",
        `template name (${String(template.name)}) does not exist in ${String(template.language?.code)}`,
      );
    }
    const components = Array.isArray(template.components)
      ? (template.components as { type?: unknown; parameters?: unknown }[])
      : [];
    const bodyComponent = components.find((c) => c.type === "body");
    const parameters = Array.isArray(bodyComponent?.parameters)
      ? (bodyComponent.parameters as { type?: unknown; text?: unknown }[])
      : [];
    if (
      components.length !== (expected > 0 ? 1 : 0) ||
      parameters.length !== expected ||
      parameters.some((p) => p.type !== "text" || typeof p.text !== "string" || p.text === "")
    ) {
      return graphError(
        res,
        400,
        132000,
        "(#132000) Number of parameters does not match the expected number of params",
        `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})`,
      );
    }
    const id = `wamid.${randomBytes(18).toString("base64url")}`;
    accepted.push({
      to: body.to,
      template: template.name as string,
      parameters: parameters.map((p) => p.text as string),
      id,
    });
    send(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id, message_status: "accepted" }],
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => graphError(res, 500, 1, "An unknown error occurred"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accepted,
    failNext(count, kind = "outage") {
      failing = { count, kind };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
