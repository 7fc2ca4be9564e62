import { messageTemplates, type MessageChannel } from "@vayu/shared/messaging";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  messageLogMessages,
  type MessagingSettingsResponseType,
  type OrderMessagesResponseType,
  type ResendMessageResponseType,
} from "@vayu/shared/message-log";
import { auditLog } from "../audit/tables";
import { createTestApp, type TestApp } from "../test/app";
import { placedOrder } from "../test/checkout-fixtures";
import { createUser } from "../test/factories";
import { messagingSettings } from "./routes";
import { messageOutbox } from "./tables";

let t: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
let owner: Awaited<ReturnType<typeof createUser>>;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
  owner = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
  ({ orderId } = await placedOrder(t, { title: "Vayu Ceiling Fan 1200 mm", pricePaise: 3_499_00 }));
  await sendTrackCode("sms", "482915");
  // The WhatsApp provider is down: that one stays queued.
  t.messages.down.add("whatsapp");
  await sendTrackCode("whatsapp", "111222");
  t.messages.down.delete("whatsapp");
});
afterAll(() => t.close());

/** The order's tracking code to the shopper's number by one channel. */
function sendTrackCode(channel: MessageChannel, code: string) {
  return t.app.messages.send({
    channel,
    to: "9876543210",
    template: "track_code",
    params: { code, store: "Vayu", order: "VHA-1", domain: "shop.test" },
    orderId,
  });
}

const list = async () =>
  (
    await t.app.inject({ method: "GET", url: `/api/admin/orders/${orderId}/messages`, headers: staff.auth })
  ).json<OrderMessagesResponseType>().messages;

describe("an order's messages in the staff console", () => {
  it("lists them newest first, with status, the provider's answer and the last error, codes blanked once sent", async () => {
    const messages = await list();
    // The order's own "placed" SMS came first.
    expect(messages.map((m) => [m.channel, m.template, m.status])).toEqual([
      ["whatsapp", "track_code", "queued"],
      ["sms", "track_code", "sent"],
      ["sms", "order_placed", "sent"],
    ]);
    expect(messages[0]).toMatchObject({
      template: "track_code",
      attempts: 1,
      lastError: "whatsapp provider answered 503",
      resendable: true,
    });
    expect(messages[1]).toMatchObject({ providerAnswer: "accepted", resendable: false });
    expect(messages[1]!.text).not.toContain("482915");
  });

  it("answers 404 for an order that does not exist and refuses shoppers", async () => {
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/admin/orders/00000000-0000-4000-8000-000000000000/messages",
      headers: staff.auth,
    });
    expect(missing.statusCode).toBe(404);
    const shopper = await createUser(t.db, t.config.jwtSecret);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/orders/${orderId}/messages`,
          headers: shopper.auth,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("resends a message as a new copy, audited; refuses one whose code is no longer kept", async () => {
    const [queued, sent] = await list();
    const resent = await t.app.inject({
      method: "POST",
      url: `/api/admin/messages/${queued!._id}/resend`,
      headers: staff.auth,
    });
    expect(resent.statusCode).toBe(200);
    const copy = resent.json<ResendMessageResponseType>().message;
    expect(copy).toMatchObject({ channel: "whatsapp", status: "sent", to: "9876543210" });
    expect(copy._id).not.toBe(queued!._id);
    expect(t.messages.sent.at(-1)).toMatchObject({ channel: "whatsapp", params: { code: "111222" } });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, copy._id));
    expect(entry).toMatchObject({
      action: "resend",
      entity: "message",
      actorId: staff.user.id,
      before: { messageId: queued!._id },
    });
    expect(await list()).toHaveLength(4);

    const refused = await t.app.inject({
      method: "POST",
      url: `/api/admin/messages/${sent!._id}/resend`,
      headers: staff.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messageLogMessages.secretGone });
    // Nothing more was queued.
    expect(await t.db.select().from(messageOutbox).where(eq(messageOutbox.orderId, orderId))).toHaveLength(4);
  });
});

describe("the message channels in the owner's settings", () => {
  it("shows the outbox folder for both channels by default, and only to the owner", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/admin/messaging", headers: owner.auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<MessagingSettingsResponseType>().channels.map((c) => [c.channel, c.provider])).toEqual(
      [
        ["sms", "outbox"],
        ["whatsapp", "outbox"],
      ],
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/messaging", headers: staff.auth })).statusCode,
    ).toBe(403);
  });

  it("shows sender id, template ids and the phone number id of real providers, never their keys", () => {
    const channels = messagingSettings({
      sms: {
        provider: "msg91",
        authKey: "secret-authkey",
        senderId: "VAYUHA",
        templateIds: { ...Object.fromEntries(Object.keys(messageTemplates).map((name) => [name, `id-${name}`])), login_code: "65f0a", track_code: "65f0b" },
        baseUrl: "https://control.msg91.com",
      },
      whatsapp: {
        provider: "cloud",
        token: "secret-token",
        phoneNumberId: "1065",
        apiVersion: "v21.0",
        baseUrl: "https://graph.facebook.com",
        language: "en",
      },
    });
    expect(channels[0]).toMatchObject({
      providerName: "MSG91",
      senderId: "VAYUHA",
      templates: expect.arrayContaining([
        { template: "login_code", providerTemplate: "65f0a" },
        { template: "track_code", providerTemplate: "65f0b" },
      ]),
    });
    expect(channels[1]).toMatchObject({
      providerName: "WhatsApp Cloud API",
      phoneNumberId: "1065",
      language: "en",
    });
    expect(JSON.stringify(channels)).not.toMatch(/secret-/);
  });
});
