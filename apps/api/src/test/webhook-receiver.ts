import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  raw: string;
  payload: { id: string; event: string; createdAt: string; data: Record<string, unknown> };
}

/**
 * A webhook receiver on loopback, as an integrator would write one (docs/webhooks.md
 * "Verifying a delivery"): it keeps what it is sent and answers each request with the next
 * of `answers` (then 200).
 */
export async function startWebhookReceiver(answers: number[] = []) {
  const received: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      received.push({ headers: request.headers, raw, payload: JSON.parse(raw) as ReceivedDelivery["payload"] });
      const status = answers.shift() ?? 200;
      // A little later, as a real receiver: overlapping senders would both be under way.
      setTimeout(() => response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok, thanks" : "receiver is down"), 15);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/vayu`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether a delivery carries the right signature of its raw body for `secret`. */
export function signedWith(delivery: ReceivedDelivery, secret: string): boolean {
  const header = String(delivery.headers["x-vayu-signature"] ?? "");
  const expected = `sha256=${createHmac("sha256", secret).update(delivery.raw).digest("hex")}`;
  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}
