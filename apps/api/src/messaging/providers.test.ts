import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageTemplates } from "@vayu/shared/messaging";
import type { SmsConfig, WhatsAppConfig } from "../config";
import { createTestApp, type TestApp } from "../test/app";
import { expectErrorLog } from "../test/error-log";
import { startFakeMsg91, type FakeMsg91 } from "../test/fake-msg91";
import { startFakeWhatsApp, type FakeWhatsApp } from "../test/fake-whatsapp";
import { createMessageOutbox, type MessageOutbox, type MessageRequest } from "./outbox";
import { messageOutbox } from "./tables";
import {
  createMessageTransports,
  msg91Transport,
  PermanentMessageError,
  whatsAppCloudTransport,
  type OutgoingMessage,
} from "./transport";

const AUTH_KEY = "msg91-test-authkey-0123456789";
const TOKEN = "EAAGtestwhatsapptoken0123456789";
// One DLT id per template (24 hex digits, as MSG91 shows them).
const templateIds: Record<string, string> = Object.fromEntries(
  Object.keys(messageTemplates).map((name, i) => [name, `65f0aa11bb22cc33dd44ee${String(i).padStart(2, "0")}`]),
);

let t: TestApp;
let msg91: FakeMsg91;
let whatsapp: FakeWhatsApp;
let sms: Extract<SmsConfig, { provider: "msg91" }>;
let cloud: Extract<WhatsAppConfig, { provider: "cloud" }>;
let outbox: MessageOutbox;
const logLines: string[] = [];

beforeAll(async () => {
  msg91 = await startFakeMsg91({
    authKey: AUTH_KEY,
    senderId: "VAYUHA",
    templates: Object.fromEntries(
      Object.entries(templateIds).map(([name, id]) => [
        id,
        messageTemplates[name as keyof typeof messageTemplates].params,
      ]),
    ),
  });
  whatsapp = await startFakeWhatsApp({
    token: TOKEN,
    phoneNumberId: "106540352242922",
    apiVersion: "v21.0",
    language: "en",
    templates: Object.fromEntries(
      Object.entries(messageTemplates).map(([name, template]) => [name, template.params.length]),
    ),
  });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString("utf8"));
      done();
    },
  });
  t = await createTestApp(
    {
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_SENDER_ID: "VAYUHA",
      MSG91_TEMPLATE_IDS: Object.entries(templateIds)
        .map(([name, id]) => `${name}:${id}`)
        .join(","),
      MSG91_BASE_URL: msg91.baseUrl,
      WHATSAPP_PROVIDER: "cloud",
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_BASE_URL: whatsapp.baseUrl,
    },
    { logStream },
  );
  if (t.config.sms.provider !== "msg91" || t.config.whatsapp.provider !== "cloud")
    throw new Error("providers not configured");
  sms = t.config.sms;
  cloud = t.config.whatsapp;
  outbox = createMessageOutbox({
    db: t.db,
    transports: createMessageTransports({ dataDir: t.config.dataDir, log: t.app.log, sms, whatsapp: cloud }),
    log: t.app.log,
  });
});
afterAll(async () => {
  await t.close();
  await msg91.close();
  await whatsapp.close();
});

let next = 0;
const number = () => `98765${String(++next).padStart(5, "0")}`;
const trackCode = (channel: "sms" | "whatsapp", to = number()): MessageRequest => ({
  channel,
  to,
  template: "track_code",
  params: { code: "482915", store: "Vayu Home Appliances", order: "VHA-1042", domain: "shop.test" },
});
const asOutgoing = (m: MessageRequest): OutgoingMessage => ({ ...m, text: "" });
const rowTo = async (to: string) =>
  (await t.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, to)))[0]!;
const makeDue = (to: string) =>
  t.db
    .update(messageOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(messageOutbox.recipient, to));

describe("SMS through MSG91's Flow API", () => {
  it("sends the DLT template with the sender id and the variables, and keeps MSG91's request id", async () => {
    const message = trackCode("sms");
    await outbox.send(message);
    expect(msg91.accepted.at(-1)).toMatchObject({
      templateId: templateIds.track_code,
      mobiles: `91${message.to}`,
      variables: { code: "482915", store: "Vayu Home Appliances", order: "VHA-1042", domain: "shop.test" },
    });
    const row = await rowTo(message.to);
    expect(row).toMatchObject({
      status: "sent",
      providerMessageId: msg91.accepted.at(-1)!.requestId,
      params: { code: "******" },
    });
    expect(row.providerAnswer).toMatch(/^MSG91 accepted/);
  });

  it("refuses for good a template MSG91 does not know, with MSG91's words", async () => {
    const transport = msg91Transport(
      { ...sms, templateIds: { ...templateIds, track_code: "ffffffffffffffffffffffff" } },
      t.app.log,
    );
    const refusal = transport.send(asOutgoing(trackCode("sms")));
    await expect(refusal).rejects.toThrow("MSG91 answered 400: Template ID Missing or Invalid Template");
    await expect(refusal).rejects.toBeInstanceOf(PermanentMessageError);
  });

  it("refuses for good a number that is not an Indian mobile", async () => {
    const refusal = msg91Transport(sms, t.app.log).send(asOutgoing(trackCode("sms", "1234567890")));
    await expect(refusal).rejects.toThrow("MSG91 answered 400: Invalid mobile number");
    await expect(refusal).rejects.toBeInstanceOf(PermanentMessageError);
  });

  it("retries a wrong auth key (the operator can fix it), without the key in the error", async () => {
    const refusal = msg91Transport({ ...sms, authKey: "wrong-key" }, t.app.log).send(
      asOutgoing(trackCode("sms")),
    );
    await expect(refusal).rejects.toThrow("MSG91 answered 401: Authentication failure");
    await expect(refusal).rejects.not.toBeInstanceOf(PermanentMessageError);
    await expect(refusal).rejects.not.toThrow(/wrong-key/);
  });

  it("retries when MSG91 is busy or down, and sends once it answers again", async () => {
    const message = trackCode("sms");
    msg91.failNext(2, 429);
    await outbox.send(message);
    expect(await rowTo(message.to)).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "MSG91 answered 429: Too many requests, please try after some time",
    });
    await makeDue(message.to);
    await outbox.deliverDue();
    expect(await rowTo(message.to)).toMatchObject({ status: "queued", attempts: 2 });
    msg91.failNext(1, 503);
    await makeDue(message.to);
    await outbox.deliverDue();
    expect(await rowTo(message.to)).toMatchObject({
      status: "queued",
      attempts: 3,
      lastError: "MSG91 answered 503: Internal server error",
    });
    await makeDue(message.to);
    await outbox.deliverDue();
    expect(await rowTo(message.to)).toMatchObject({ status: "sent", lastError: null });
    expect(msg91.accepted.filter((m) => m.mobiles === `91${message.to}`)).toHaveLength(1);
  });

  it("marks a message failed at once when MSG91 refuses it for good", async () => {
    const broken = createMessageOutbox({
      db: t.db,
      transports: createMessageTransports({
        dataDir: t.config.dataDir,
        log: t.app.log,
        sms: { ...sms, templateIds: { ...templateIds, track_code: "000000000000000000000000" } },
      }),
      log: t.app.log,
    });
    const message = trackCode("sms");
    expectErrorLog(/message refused for good by its provider: MSG91 answered 400/);
    await broken.send(message);
    expect(await rowTo(message.to)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "MSG91 answered 400: Template ID Missing or Invalid Template",
    });
  });
});

describe("WhatsApp through the Cloud API", () => {
  it("sends the approved template with its body parameters in order, and keeps Meta's message id", async () => {
    const message = trackCode("whatsapp");
    await outbox.send(message);
    expect(whatsapp.accepted.at(-1)).toMatchObject({
      to: `91${message.to}`,
      template: "track_code",
      parameters: ["482915", "Vayu Home Appliances", "VHA-1042", "shop.test"],
    });
    const row = await rowTo(message.to);
    expect(row).toMatchObject({
      status: "sent",
      providerMessageId: whatsapp.accepted.at(-1)!.id,
      providerAnswer: "WhatsApp accepted (accepted)",
    });
    expect(row.providerMessageId).toMatch(/^wamid\./);
  });

  it("refuses for good a template Meta has not approved in that language", async () => {
    const refusal = whatsAppCloudTransport({ ...cloud, language: "hi" }, t.app.log).send(
      asOutgoing(trackCode("whatsapp")),
    );
    await expect(refusal).rejects.toThrow(
      "WhatsApp answered 404: (#132001) Template name does not exist in the translation (code 132001): template name (track_code) does not exist in hi",
    );
    await expect(refusal).rejects.toBeInstanceOf(PermanentMessageError);
  });

  it("refuses for good parameters that do not fill the template, and a number WhatsApp cannot take", async () => {
    const transport = whatsAppCloudTransport(cloud, t.app.log);
    const short = transport.send({
      ...asOutgoing(trackCode("whatsapp")),
      template: "login_code",
      params: { code: "1", store: "Vayu" },
    });
    await expect(short).rejects.toThrow(
      /WhatsApp answered 400: \(#132000\) Number of parameters does not match/,
    );
    await expect(short).rejects.toBeInstanceOf(PermanentMessageError);
    const badNumber = transport.send(asOutgoing(trackCode("whatsapp", "0000000000")));
    await expect(badNumber).rejects.toThrow(
      /WhatsApp answered 400: \(#131009\) Parameter value is not valid/,
    );
    await expect(badNumber).rejects.toBeInstanceOf(PermanentMessageError);
  });

  it("retries an invalid token and an unknown phone number id is refused for good, neither showing the token", async () => {
    const badToken = whatsAppCloudTransport({ ...cloud, token: "EAAGnot-the-token" }, t.app.log).send(
      asOutgoing(trackCode("whatsapp")),
    );
    await expect(badToken).rejects.toThrow(
      "WhatsApp answered 401: Invalid OAuth access token - Cannot parse access token (code 190)",
    );
    await expect(badToken).rejects.not.toBeInstanceOf(PermanentMessageError);
    await expect(badToken).rejects.not.toThrow(/EAAG/);
    const badId = whatsAppCloudTransport({ ...cloud, phoneNumberId: "1" }, t.app.log).send(
      asOutgoing(trackCode("whatsapp")),
    );
    await expect(badId).rejects.toThrow(
      /WhatsApp answered 400: Unsupported post request\. Object with ID '1' does not exist/,
    );
  });

  it("retries Meta's rate limit and an outage, then sends", async () => {
    const message = trackCode("whatsapp");
    whatsapp.failNext(1, "rate-limit");
    await outbox.send(message);
    expect(await rowTo(message.to)).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError:
        "WhatsApp answered 400: (#130429) Rate limit hit (code 130429): Cloud API message throughput has been reached.",
    });
    whatsapp.failNext(1, "outage");
    await makeDue(message.to);
    await outbox.deliverDue();
    expect(await rowTo(message.to)).toMatchObject({
      status: "queued",
      attempts: 2,
      lastError: expect.stringMatching(/^WhatsApp answered 500: \(#131000\)/) as unknown,
    });
    await makeDue(message.to);
    await outbox.deliverDue();
    expect(await rowTo(message.to)).toMatchObject({ status: "sent", lastError: null });
    expect(whatsapp.accepted.filter((m) => m.to === `91${message.to}`)).toHaveLength(1);
  });

  it("retries a provider that cannot be reached", async () => {
    const refusal = whatsAppCloudTransport({ ...cloud, baseUrl: "http://127.0.0.1:9" }, t.app.log).send(
      asOutgoing(trackCode("whatsapp")),
    );
    await expect(refusal).rejects.toThrow(/^WhatsApp could not be reached/);
    await expect(refusal).rejects.not.toBeInstanceOf(PermanentMessageError);
  });
});

it("never writes a provider key into the log", () => {
  const all = logLines.join("");
  expect(all).toContain("SMS handed to MSG91");
  expect(all).not.toContain(AUTH_KEY);
  expect(all).not.toContain(TOKEN);
});
