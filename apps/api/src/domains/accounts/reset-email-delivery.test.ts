import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { createTestApp } from "../../test/app";
import { errorLogCollector } from "../../test/error-log";
import { createUser } from "../../test/factories";

/**
 * The reset e-mail through the store's real mailer (no MemoryMailer): once through an
 * SMTP server on loopback (SMTP_URL set), once into DATA_DIR/outbox (SMTP_URL unset).
 */

/** Background e-mail work can take a while on a busy machine. */
const MAIL_WAIT = { timeout: 10_000 };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A store on a fresh test database whose mailer is the real one its config selects. */
async function storeWithRealMailer(smtpUrl?: string) {
  const t = await createTestApp();
  const config = { ...t.config, smtpUrl };
  const app = await buildApp({ config, database: t.database, logger: errorLogCollector() });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await t.close();
  });
  return { app, db: t.db, config };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and text. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const RESET_LINK = /http:\/\/shop\.test\/reset-password\/([A-Za-z0-9_-]{43})/;

async function resetWithLinkFrom(
  app: Awaited<ReturnType<typeof storeWithRealMailer>>["app"],
  mail: string,
  email: string,
) {
  const token = RESET_LINK.exec(mail)![1]!;
  const reset = await app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, newPassword: "from-the-mail-1" },
  });
  expect(reset.statusCode).toBe(200);
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: "from-the-mail-1" },
  });
  expect(login.statusCode).toBe(200);
}

function expectBrandedTwoPartMessage(mail: string, to: string) {
  expect(mail).toMatch(/^From: Vayu Home Appliances <no-reply@vayuappliances\.in>$/m);
  expect(mail).toMatch(new RegExp(`^To: ${to.replace(/\./g, "\\.")}$`, "m"));
  expect(mail).toMatch(/^Subject: Reset your Vayu Home Appliances password$/m);
  expect(mail).toMatch(/Content-Type: multipart\/alternative/);
  expect(mail).toMatch(/Content-Type: text\/plain/);
  expect(mail).toMatch(/Content-Type: text\/html/);
  expect(mail).toContain("expires in 30 minutes");
}

// Each test starts a store of its own, slow on a busy machine.
describe("password reset e-mail delivery", { timeout: 60_000 }, () => {
  it("goes through the SMTP server of SMTP_URL", async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disableReverseLookup: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const { port } = smtp.server.address() as AddressInfo;

    const store = await storeWithRealMailer(`smtp://127.0.0.1:${port}`);
    const { user } = await createUser(store.db, store.config.jwtSecret, { email: "smtp.shopper@example.in" });
    const res = await store.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password/x",
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);

    await vi.waitFor(() => expect(received).toHaveLength(1), MAIL_WAIT);
    expect(received[0]!.from).toBe("no-reply@vayuappliances.in");
    expect(received[0]!.to).toEqual([user.email]);
    const mail = decodeQuotedPrintable(received[0]!.raw);
    expectBrandedTwoPartMessage(mail, user.email);
    await resetWithLinkFrom(store.app, mail, user.email);
  });

  it("is written to DATA_DIR/outbox as an .eml file when SMTP_URL is unset", async () => {
    const store = await storeWithRealMailer();
    const { user } = await createUser(store.db, store.config.jwtSecret, {
      email: "outbox.shopper@example.in",
    });
    await store.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: user.email },
    });

    const outbox = path.join(store.config.dataDir, "outbox");
    const files = await vi.waitFor(() => {
      const found = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
      expect(found).toHaveLength(1);
      return found;
    }, MAIL_WAIT);
    const mail = decodeQuotedPrintable(readFileSync(path.join(outbox, files[0]!), "utf8"));
    expectBrandedTwoPartMessage(mail, user.email);
    await resetWithLinkFrom(store.app, mail, user.email);
  });
});
