// An SMTP server on loopback that keeps what the stores send (SMTP_URL points at it), for
// counting the e-mails a bench run should have caused. It takes `acceptMs` to accept each
// message, as a relay across the internet does: a store killed meanwhile has not sent it.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** When it was accepted (ms since the epoch). */
  at: number;
}

export interface MailSink {
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** The Subject header of a raw message, its folded lines joined. */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return /^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? "";
}

export interface MailSinkOptions {
  /** A port of its own (0, the default: any free one); the faults bench starts a sink again on the one it had. */
  port?: number;
  /** Where to keep what arrives: a sink started again adds to its predecessor's list. */
  received?: ReceivedMail[];
}

export async function startMailSink(acceptMs: number, options: MailSinkOptions = {}): Promise<MailSink> {
  const received: ReceivedMail[] = options.received ?? [];
  const hungUp = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onClose(session) {
      hungUp.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          // Never accepted (250), so never sent: the store is to send it again.
          if (hungUp.has(session.id)) return;
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          received.push({ to, subject: subjectOf(Buffer.concat(chunks).toString("utf8")), at: Date.now() });
          callback();
        }, acceptMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
