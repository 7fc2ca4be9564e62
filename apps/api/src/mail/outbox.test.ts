import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { expectErrorLog } from "../test/error-log";
import type { MailMessage, MailTransport } from "./mailer";
import { MAX_ATTEMPTS, RETRY_CAP_MS, retryDelayMs } from "../jobs/outbox";
import { createMailOutbox } from "./outbox";
import { mailOutbox } from "./tables";

/** A mail server that refuses while `down` and otherwise keeps what it is given. */
class FlakyServer implements MailTransport {
  down = false;
  readonly received: MailMessage[] = [];
  async send(message: MailMessage) {
    if (this.down) throw new Error("connect ECONNREFUSED 127.0.0.1:587");
    this.received.push(message);
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let next = 0;
const message = (): MailMessage => ({ to: `shopper${++next}@example.in`, subject: `Order ${next} placed`, html: "<p>Thank you</p>", text: "Thank you" });
const outboxOn = (server: MailTransport) => createMailOutbox({ db: t.db, transport: server, log: t.app.log });
const rowOf = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0];
/** As if the time a row waits for (a retry, a lease) had passed. */
const makeDue = (to: string) => t.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(mailOutbox.recipient, to));

describe("the e-mail outbox", () => {
  it("sends at once and keeps nothing once sent", async () => {
    const server = new FlakyServer();
    const mail = message();
    await outboxOn(server).send(mail);
    expect(server.received).toEqual([{ ...mail, links: [] }]);
    expect(await rowOf(mail.to)).toBeUndefined();
  });

  it("keeps a message the mail server refused and sends it when its retry is due", async () => {
    const server = new FlakyServer();
    const outbox = outboxOn(server);
    server.down = true;
    const mail = message();
    await outbox.send(mail);
    const waiting = await rowOf(mail.to);
    expect(waiting).toMatchObject({ attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:587", gaveUpAt: null });
    // The first retry comes 30 seconds later, not at once.
    expect(waiting!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    expect(await outbox.deliverDue()).toBe(0);

    server.down = false;
    await makeDue(mail.to);
    expect(await outbox.deliverDue()).toBe(1);
    expect(server.received.map((m) => m.to)).toEqual([mail.to]);
    expect(await rowOf(mail.to)).toBeUndefined();
  });

  it("loses nothing when its sender dies: another instance sends the message once its lease runs out", async () => {
    const dying = outboxOn(new FlakyServer());
    const mail = message();
    // Queued with the change it reports, then the instance died before delivering it.
    await t.db.transaction((tx) => dying.enqueue(tx, [mail]));
    const other = new FlakyServer();
    expect(await outboxOn(other).deliverDue()).toBe(0);
    await makeDue(mail.to);
    expect(await outboxOn(other).deliverDue()).toBe(1);
    expect(other.received.map((m) => m.to)).toEqual([mail.to]);
  });

  it("queues nothing when the change it reports is rolled back", async () => {
    const mail = message();
    await expect(
      t.db.transaction(async (tx) => {
        await outboxOn(new FlakyServer()).enqueue(tx, [mail]);
        throw new Error("the order could not be placed");
      }),
    ).rejects.toThrow("the order could not be placed");
    expect(await rowOf(mail.to)).toBeUndefined();
  });

  it("retries a mail server that stays down at least every five minutes, for about a day", async () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((attempt) => retryDelayMs(attempt) / 1000)).toEqual([30, 60, 120, 240, 300, 300, 300]);
    // Ten minutes down: the message waits at most five more once the server is back.
    let waited = 0;
    let attempt = 1;
    for (; waited < 10 * 60_000; attempt++) waited += retryDelayMs(attempt);
    expect(waited - 10 * 60_000).toBeLessThanOrEqual(RETRY_CAP_MS);
    let total = 0;
    for (let a = 1; a < MAX_ATTEMPTS; a++) total += retryDelayMs(a);
    expect(total / 3_600_000).toBeGreaterThan(23);
    expect(total / 3_600_000).toBeLessThan(25);
  });

  it("gives up after its last retry and says so in the log", async () => {
    const server = new FlakyServer();
    server.down = true;
    const mail = message();
    await t.db.transaction((tx) => outboxOn(server).enqueue(tx, [mail]));
    await t.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` }).where(eq(mailOutbox.recipient, mail.to));
    expectErrorLog(/^e-mail given up after its last retry/);
    expect(await outboxOn(server).deliverDue()).toBe(1);
    expect(await rowOf(mail.to)).toMatchObject({ attempts: MAX_ATTEMPTS, gaveUpAt: expect.any(Date) });
    await makeDue(mail.to);
    expect(await outboxOn(server).deliverDue()).toBe(0);
  });

  // On PostgreSQL (TEST_DRIVER=pg) the runs really overlap, each on its own pooled connection as on several instances.
  it("sends each due message once however many instances look at once", async () => {
    const mails = Array.from({ length: 30 }, message);
    await t.db.transaction((tx) => outboxOn(new FlakyServer()).enqueue(tx, mails));
    for (const mail of mails) await makeDue(mail.to);
    const servers = Array.from({ length: 6 }, () => new FlakyServer());
    await Promise.all(servers.map((server) => outboxOn(server).deliverDue()));
    const received = servers.flatMap((s) => s.received.map((m) => m.to)).filter((to) => mails.some((m) => m.to === to));
    expect(received.sort()).toEqual(mails.map((m) => m.to).sort());
  });
});
