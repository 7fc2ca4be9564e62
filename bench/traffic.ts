// HTTP to the stores through the bench's nginx, every exchange kept with the store that
// answered it, so that after a run each 5xx can be told apart: in flight on the instance
// the bench killed, or a failure of the store.

export interface Exchange {
  label: string;
  /** 0: no answer at all (the connection failed or timed out). */
  status: number;
  /** nginx's $upstream_addr: the stores tried, the last one answered ("127.0.0.1:4332, 127.0.0.1:4331"). */
  upstream: string;
  startedAt: number;
  endedAt: number;
}

export interface Answer {
  status: number;
  json: unknown;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** The shopper's own address, as a CDN in front of nginx would report it (X-Forwarded-For). */
  from?: string;
}

const TIMEOUT_MS = 60_000;

export class Traffic {
  readonly exchanges: Exchange[] = [];

  constructor(readonly base: string) {}

  async send(label: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.from) headers["x-forwarded-for"] = options.from;
    const startedAt = Date.now();
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      this.record(label, response.status, response.headers.get("x-upstream") ?? "", startedAt);
      return { status: response.status, json: parseJson(text) };
    } catch (error) {
      this.record(label, 0, "", startedAt);
      return { status: 0, json: { message: (error as Error).message } };
    }
  }

  /**
   * `send`, pressed again by a shopper whose answer was a 502, 503 or 504 or never came (up
   * to three times): each try stays in `exchanges`, so a retry hides no failure.
   */
  async sendWithRetries(
    label: string,
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Answer> {
    let answer = await this.send(label, method, path, options);
    for (let retry = 0; retry < 3 && isGatewayFailure(answer.status); retry++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await this.send(label, method, path, options);
    }
    return answer;
  }

  private record(label: string, status: number, upstream: string, startedAt: number) {
    this.exchanges.push({ label, status, upstream, startedAt, endedAt: Date.now() });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

const isGatewayFailure = (status: number) =>
  status === 0 || status === 502 || status === 503 || status === 504;

/** The `message` of an error answer, for reports. */
export function messageOf(answer: Answer): string {
  const json = answer.json;
  const message = typeof json === "object" && json && "message" in json ? String(json.message) : "";
  return `${answer.status} ${message}`.trim();
}

export interface Kill {
  /** When SIGKILL was sent. */
  at: number;
  /** When the store's process was seen gone: requests sent to it until then were in flight on it too. */
  diedAt?: number;
  /** When it answered its readiness check again after its restart. */
  readyAt?: number;
  /** host:port of the killed store, as nginx names it. */
  upstream: string;
}

const lastUpstream = (exchange: Exchange) => exchange.upstream.split(",").at(-1)?.trim() ?? "";

/** The killed store's in-flight requests: under way as it died, last tried on that store, and answered with a 5xx by nginx. */
export function inFlightOnKilled(exchange: Exchange, kill: Kill | undefined): boolean {
  return (
    kill !== undefined &&
    exchange.status >= 500 &&
    exchange.startedAt <= (kill.diedAt ?? kill.at) &&
    exchange.endedAt >= kill.at &&
    lastUpstream(exchange) === kill.upstream
  );
}

/** Answers that were server errors (5xx) or no answer at all, split by whether the kill explains them. */
export function serverErrors(exchanges: readonly Exchange[], kill: Kill | undefined) {
  const failed = exchanges.filter((e) => e.status >= 500 || e.status === 0);
  return {
    inFlight: failed.filter((e) => inFlightOnKilled(e, kill)),
    other: failed.filter((e) => !inFlightOnKilled(e, kill)),
  };
}

/** "verify 502 via 127.0.0.1:4332, sent 12 ms after the kill, answered after 30 ms", for the report. */
export function describe(exchange: Exchange, kill: Kill | undefined): string {
  const via = exchange.upstream ? ` via ${exchange.upstream}` : "";
  const lead = kill ? exchange.startedAt - kill.at : undefined;
  const when =
    lead === undefined ? "" : `, sent ${Math.abs(lead)} ms ${lead <= 0 ? "before" : "after"} the kill`;
  return `${exchange.label} ${exchange.status || "no answer"}${via}${when}, answered after ${exchange.endedAt - exchange.startedAt} ms`;
}
