import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@vayu/shared/messages";
import type { TrackedOrderType } from "@vayu/shared/tracking";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { placedOrder } from "../../test/checkout-fixtures";
import { moveOrder, TRACKING } from "../../test/lifecycle-fixtures";
import { orders } from "../../domains/orders/tables";
import { signOrderLink } from "./order-link";
import { trackCodes } from "./tables";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const MOBILE = "9876543210"; // sampleAddress.mobile
const order = () => placedOrder(t, { title: "Tower Fan", pricePaise: 249_900, stock: 20 });
const move = async (orderId: string, payload: object) => {
  const response = await moveOrder(t, t.staff, orderId, payload);
  expect(response.statusCode, response.body).toBe(200);
};
const numberOf = async (orderId: string) => (await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, orderId)))[0]!.n;
const sentFor = (orderNumber: number) => t.messages.sent.filter((m) => m.params.order === String(orderNumber));
const setPreferences = (auth: { authorization: string }, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/account/message-preferences", headers: auth, payload });
const linkOf = (text: string) => /http:\/\/shop\.test\/track\?t=(\S+)/.exec(text)?.[1];
const openLink = (token: string) => t.app.inject({ method: "GET", url: `/api/track/link?t=${encodeURIComponent(token)}` });
const trackRequest = (payload: object) => t.app.inject({ method: "POST", url: "/api/track/request", payload });
const trackVerify = (payload: object) => t.app.inject({ method: "POST", url: "/api/track/verify", payload });

describe("order updates by SMS and WhatsApp", () => {
  it("sends each step by SMS to the delivery mobile with the amount and a signed link; WhatsApp only after the opt-in", async () => {
    const placed = await order();
    const n = await numberOf(placed.orderId);
    const [placedSms] = sentFor(n);
    expect(placedSms).toMatchObject({ channel: "sms", to: MOBILE, template: "order_placed" });
    expect(placedSms!.text).toMatch(new RegExp(`^Your Vayu Home Appliances order #${n} of ₹2,504.00 is placed. Track it: http://shop.test/track\\?t=\\S+$`));
    // WhatsApp is off until the shopper ticks it.
    expect(sentFor(n).some((m) => m.channel === "whatsapp")).toBe(false);

    const opted = await setPreferences(placed.shopper.auth, { sms: true, whatsapp: true });
    expect(opted.statusCode).toBe(200);
    expect(opted.json().preferences).toMatchObject({ sms: true, whatsapp: true, whatsappOptedInAt: expect.any(String) });

    await move(placed.orderId, { status: "Packed" });
    await move(placed.orderId, { status: "Shipped", tracking: TRACKING });
    const shipped = sentFor(n).filter((m) => m.template === "order_shipped");
    expect(shipped.map((m) => m.channel).sort()).toEqual(["sms", "whatsapp"]);
    expect(shipped[0]!.text).toContain(`has shipped with Delhivery, tracking number ${TRACKING.number}. Track it: http://shop.test/track?t=`);

    await move(placed.orderId, { status: "Out for delivery" });
    await move(placed.orderId, { status: "Delivered" });
    expect(sentFor(n).map((m) => `${m.template}/${m.channel}`)).toEqual([
      "order_placed/sms",
      "order_shipped/sms",
      "order_shipped/whatsapp",
      "order_out_for_delivery/sms",
      "order_out_for_delivery/whatsapp",
      "order_delivered/sms",
      "order_delivered/whatsapp",
    ]);
    // Packed is not a step shoppers hear of on their phone; e-mail goes on as before.
    expect(t.mailer.sent.filter((m) => m.subject.includes(`#${n}`)).length).toBeGreaterThanOrEqual(4);

    // The link in a message opens this order's read-only view.
    const token = linkOf(sentFor(n).at(-1)!.text)!;
    const opened = await openLink(token);
    expect(opened.statusCode).toBe(200);
    const view = opened.json<{ order: TrackedOrderType }>().order;
    expect(view).toMatchObject({ number: n, status: "Delivered", items: [{ title: "Tower Fan", quantity: 1 }], city: "Bengaluru", pincode: "560001" });
    expect(view.tracking).toEqual({ courier: TRACKING.courier, number: TRACKING.number, url: TRACKING.url });
    expect(view.timeline.map((s) => s.status)).toEqual(["Placed", "Packed", "Shipped", "Out for delivery", "Delivered"]);
    // Nothing else of the account.
    expect(opened.body).not.toContain(MOBILE);
    expect(opened.body).not.toContain("MG Road");
    expect(opened.body).not.toContain("@");
  });

  it("sends the refund with its amount once a return is refunded", async () => {
    const placed = await order();
    const n = await numberOf(placed.orderId);
    for (const status of ["Shipped", "Delivered"]) await move(placed.orderId, status === "Shipped" ? { status, tracking: TRACKING } : { status });
    const asked = await t.app.inject({ method: "POST", url: `/api/order/${placed.orderId}/return`, headers: placed.shopper.auth, payload: { reason: "Too noisy" } });
    expect(asked.statusCode, asked.body).toBe(200);
    await move(placed.orderId, { status: "Returned", restock: true });
    await move(placed.orderId, { status: "Refunded" });
    const refunded = sentFor(n).find((m) => m.template === "order_refunded");
    expect(refunded?.text).toMatch(new RegExp(`^Your Vayu Home Appliances order #${n} is refunded: ₹2,504.00\\.`));
  });

  it("honours SMS turned off: no phone messages, e-mail as before", async () => {
    const placed = await order();
    const n = await numberOf(placed.orderId);
    expect((await setPreferences(placed.shopper.auth, { sms: false, whatsapp: false })).statusCode).toBe(200);
    const mailsBefore = t.mailer.sent.length;
    await move(placed.orderId, { status: "Shipped", tracking: TRACKING });
    expect(sentFor(n).map((m) => m.template)).toEqual(["order_placed"]);
    expect(t.mailer.sent.length).toBe(mailsBefore + 1);
    const read = await t.app.inject({ method: "GET", url: "/api/account/message-preferences", headers: placed.shopper.auth });
    expect(read.json()).toEqual({ preferences: { sms: false, whatsapp: false, whatsappOptedInAt: null } });
  });

  it("preferences need a login and name a bad field", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/account/message-preferences" })).statusCode).toBe(401);
    const bad = await setPreferences(t.shopper.auth, { sms: "yes", whatsapp: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("sms");
    expect((await t.app.inject({ method: "GET", url: "/api/account/message-preferences", headers: t.shopper.auth })).json()).toEqual({
      preferences: { sms: true, whatsapp: false, whatsappOptedInAt: null },
    });
  });
});

describe("signed order links", () => {
  it("refuse an expired or tampered link with a clear message", async () => {
    const placed = await order();
    const expired = await signOrderLink(placed.orderId, t.config.jwtSecret, -60);
    const gone = await openLink(expired);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(messages.track.linkExpired);
    const good = await signOrderLink(placed.orderId, t.config.jwtSecret);
    const [head, , signature] = good.split(".");
    const otherBody = Buffer.from(JSON.stringify({ typ: "order-link", sub: "00000000-0000-4000-8000-000000000000", exp: 9_999_999_999 })).toString("base64url");
    for (const forged of [`${head}.${otherBody}.${signature}`, `${good}x`, "not-a-token", t.shopper.token]) {
      const refused = await openLink(forged);
      expect(refused.statusCode, forged).toBe(404);
      expect(refused.json().message).toBe(messages.track.linkInvalid);
    }
    // A link is not a login.
    expect((await t.app.inject({ method: "GET", url: `/api/order/${placed.orderId}`, headers: { authorization: `Bearer ${good}` } })).statusCode).toBe(401);
  });
});

describe("/track without logging in", () => {
  const codeSentTo = (n: number) => t.messages.sent.filter((m) => m.template === "track_code" && m.params.order === String(n)).at(-1)?.params.code;

  it("answers the same whether or not the pair matches, and sends the code only for a match", async () => {
    const placed = await order();
    const n = await numberOf(placed.orderId);
    const answers = await Promise.all([
      trackRequest({ orderNumber: n, contact: "+91 98765 43210" }),
      trackRequest({ orderNumber: n, contact: "9123456789" }),
      trackRequest({ orderNumber: 99_999_999, contact: MOBILE }),
      trackRequest({ orderNumber: n, contact: "someone@example.in" }),
    ]);
    for (const answer of answers) expect(answer.json()).toEqual({ message: messages.track.codeSent });
    expect(t.messages.sent.filter((m) => m.template === "track_code" && m.params.order === String(n))).toHaveLength(1);
    const sms = t.messages.sent.find((m) => m.template === "track_code" && m.params.order === String(n))!;
    expect(sms).toMatchObject({ channel: "sms", to: MOBILE });
    expect(sms.text).toMatch(/^\d{6} is your code to track Vayu Home Appliances order #\d+\. It expires in 10 minutes\.\n\n@shop\.test #\d{6}$/);

    const code = codeSentTo(n)!;
    const stored = await t.db.select().from(trackCodes);
    expect(stored.some((r) => r.codeHash.includes(code))).toBe(false);
    const seen = await trackVerify({ orderNumber: n, contact: MOBILE, code });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().order).toMatchObject({ number: n, status: "Placed" });
    // Used once.
    expect((await trackVerify({ orderNumber: n, contact: MOBILE, code })).statusCode).toBe(400);
  });

  it("sends the code by e-mail when the contact is the order's e-mail", async () => {
    const placed = await order();
    const n = await numberOf(placed.orderId);
    const before = t.mailer.sent.length;
    expect((await trackRequest({ orderNumber: n, contact: placed.shopper.user.email.toUpperCase() })).statusCode).toBe(200);
    const mail = t.mailer.sent.slice(before).find((m) => m.subject.includes(`order #${n}`))!;
    expect(mail.to).toBe(placed.shopper.user.email);
    const code = /^(\d{6}) is your code/.exec(mail.subject)![1]!;
    expect((await trackVerify({ orderNumber: n, contact: placed.shopper.user.email, code })).statusCode).toBe(200);
  });

  it("refuses the code after 5 wrong tries and once expired", async () => {
    const placed = await order();
    const n = await numberOf(placed.orderId);
    await trackRequest({ orderNumber: n, contact: MOBILE });
    const code = codeSentTo(n)!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) {
      const answer = await trackVerify({ orderNumber: n, contact: MOBILE, code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: messages.track.codeWrong, field: "code" });
    }
    expect((await trackVerify({ orderNumber: n, contact: MOBILE, code: wrong })).statusCode).toBe(429);
    // Even the right code is dead now.
    const dead = await trackVerify({ orderNumber: n, contact: MOBILE, code });
    expect(dead.statusCode).toBe(429);
    expect(dead.json().message).toBe(messages.track.codeTooManyTries);

    await trackRequest({ orderNumber: n, contact: MOBILE });
    const fresh = codeSentTo(n)!;
    await t.db.update(trackCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await trackVerify({ orderNumber: n, contact: MOBILE, code: fresh })).statusCode).toBe(400);
  });

  it("names the field of bad input", async () => {
    const bad = await trackRequest({ orderNumber: 100001, contact: "12345" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "contact", message: messages.track.contactInvalid });
    const badCode = await trackVerify({ orderNumber: 100001, contact: MOBILE, code: "12ab" });
    expect(badCode.json()).toMatchObject({ field: "code" });
  });
});
