import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createMessageOutbox, type MessageRequest } from "./outbox";
import { messageOutbox } from "./tables";
import { outboxFolderTransport } from "./transport";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let next = 0;
/** A login code to a number of its own, so each test finds its row. */
const loginCode = (): MessageRequest => ({
  channel: "sms",
  to: `98765${String(++next).padStart(5, "0")}`,
  template: "login_code",
  params: { code: "482915", store: "Vayu Home Appliances", domain: "shop.test" },
});
const rowTo = async (to: string) => (await t.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, to)))[0]!;

describe("the message outbox", () => {
  it("sends a login code at once with the WebOTP line, and logs it with the code blanked", async () => {
    const message = loginCode();
    await t.app.messages.send(message);
    expect(t.messages.sent.at(-1)).toEqual({
      channel: "sms",
      to: message.to,
      template: "login_code",
      params: message.params,
      text: "482915 is your Vayu Home Appliances login code. It expires in 10 minutes. Do not share it.\n\n@shop.test #482915",
    });
    const row = await rowTo(message.to);
    expect(row).toMatchObject({ status: "sent", attempts: 0, providerAnswer: "accepted", params: { code: "******" } });
    expect(row.text).not.toContain("482915");
    expect(row.providerMessageId).toMatch(/^memory-/);
  });

  it("keeps a message the provider refused and sends it when its retry is due, once however many instances look", async () => {
    const message = loginCode();
    t.messages.down.add("sms");
    await t.app.messages.send(message);
    expect(await rowTo(message.to)).toMatchObject({ status: "queued", attempts: 1, lastError: "sms provider answered 503" });
    t.messages.down.delete("sms");
    await t.db.update(messageOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(messageOutbox.recipient, message.to));
    // Two instances look at once: one of them sends it.
    const other = createMessageOutbox({ db: t.db, transports: t.messages.transports, log: t.app.log });
    await Promise.all([t.app.messages.deliverDue(), other.deliverDue()]);
    expect(t.messages.sent.filter((m) => m.to === message.to)).toHaveLength(1);
    expect(await rowTo(message.to)).toMatchObject({ status: "sent", lastError: null });
  });

  it("writes each message as one JSON file in DATA_DIR/outbox/<channel>/ when no provider is set", async () => {
    const transport = outboxFolderTransport("whatsapp", t.config.dataDir, t.app.log);
    const receipt = await transport.send({ channel: "whatsapp", to: "9876543210", template: "login_code", params: { code: "111111" }, text: "111111 is your code" });
    const folder = path.join(t.config.dataDir, "outbox", "whatsapp");
    expect(await readdir(folder)).toEqual([receipt.id]);
    expect(JSON.parse(await readFile(path.join(folder, receipt.id), "utf8"))).toEqual({
      to: "+919876543210",
      channel: "whatsapp",
      template: "login_code",
      text: "111111 is your code",
      params: { code: "111111" },
    });
  });
});
