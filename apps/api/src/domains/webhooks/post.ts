import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { SIGNATURE_HEADER } from "@vayu/shared/webhooks";
import { plainlyPrivate, PRIVATE_RECEIVER, publicOnlyLookup } from "./receiver-address";

/** How long a receiver has to answer (docs/webhooks.md "Retries"). */
export const RECEIVER_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps. */
const ANSWER_CHARS = 500;

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as docs/webhooks.md tells receivers to check. */
export const signBody = (body: string, secret: string) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

export interface ReceiverAnswer {
  status: number;
  body: string;
  durationMs: number;
}

/** A receiver that did not take the delivery: an answer other than 2xx, or none at all. */
export class ReceiverRefused extends Error {
  constructor(
    message: string,
    readonly answer: { status: number | null; body: string; durationMs: number },
  ) {
    super(message);
  }
}

/**
 * POSTs a signed JSON body and reads the start of the answer; 2xx is taken, anything else
 * (or no answer within the timeout) throws ReceiverRefused. Redirects are not followed.
 */
export function postSigned(target: { url: string; secret: string; body: string; eventId: string; event: string }, options: { allowPrivate: boolean }): Promise<ReceiverAnswer> {
  const url = new URL(target.url);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // An address literal is connected to without a lookup: judged here.
  if (!options.allowPrivate && plainlyPrivate(target.url))
    return Promise.reject(new ReceiverRefused(PRIVATE_RECEIVER, { status: null, body: PRIVATE_RECEIVER, durationMs: 0 }));
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const fail = (message: string) => reject(new ReceiverRefused(message, { status: null, body: message, durationMs: elapsed() }));
    const request = send(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(target.body),
          "user-agent": "Vayu-Webhooks/1",
          [SIGNATURE_HEADER]: signBody(target.body, target.secret),
          "X-Vayu-Event": target.event,
          "X-Vayu-Event-Id": target.eventId,
        },
        ...(!options.allowPrivate && { lookup: publicOnlyLookup }),
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < ANSWER_CHARS) text += chunk;
        });
        response.on("error", (error) => fail(error.message));
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          const answer = { status, body: text.slice(0, ANSWER_CHARS), durationMs: elapsed() };
          if (status >= 200 && status < 300) resolve(answer);
          else reject(new ReceiverRefused(`the receiver answered ${status}`, answer));
        });
      },
    );
    // The whole answer within the timeout, however slowly a receiver trickles it.
    const deadline = setTimeout(() => {
      fail(`no answer within ${RECEIVER_TIMEOUT_MS / 1000} s`);
      request.destroy();
    }, RECEIVER_TIMEOUT_MS);
    request.on("close", () => clearTimeout(deadline));
    request.on("error", (error) => fail(error.message));
    request.end(target.body);
  });
}
