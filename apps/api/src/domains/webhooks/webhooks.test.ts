import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { WebhookDeliveryType, WebhookWithSecretResponseType } from "@vayu/shared/webhooks";
import { MAX_ATTEMPTS } from "../../jobs/outbox";
import { createTestApp, type TestApp } from "../../test/app";
import { eventually, placedOrder } from "../../test/checkout-fixtures";
import { expectErrorLog } from "../../test/error-log";
import { createProduct, createUser } from "../../test/factories";
import { signedWith, startWebhookReceiver } from "../../test/webhook-receiver";
import { emitWebhookEvent } from "./emit";
import { isPrivateAddress, publicOnlyLookup } from "./receiver-address";
import { WEBHOOKS_OWNER_ONLY } from "./routes";
import { webhookDeliveries, webhooks } from "./tables";

let t: TestApp;
let owner: Record<string, string>;
const receivers: Awaited<ReturnType<typeof startWebhookReceiver>>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createUser(t.db, t.config.jwtSecret, { role: "owner" })).auth;
});
afterEach(async () => {
  await t.db.delete(webhooks);
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
afterAll(() => t.close());

async function receiver(answers: number[] = []) {
  const started = await startWebhookReceiver(answers);
  receivers.push(started);
  return started;
}

async function register(url: string, events: string[]) {
  const response = await t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: owner, payload: { url, events } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookWithSecretResponseType>();
}

const deliveries = async (id: string) =>
  (await t.app.inject({ url: `/api/admin/webhooks/${id}/deliveries`, headers: owner })).json<{ deliveries: WebhookDeliveryType[] }>().deliveries;

/** Runs this instance's delivery loop until the receiver has `count` requests. */
const receivedAfterDelivery = (target: { received: unknown[] }, count: number) =>
  eventually(
    async () => {
      await t.app.webhooks.deliverDue();
      return target.received.length;
    },
    (n) => n >= count,
  );

/** The log once the attempt under way (by this loop or the background one) is recorded. */
const logOnce = (id: string, check: (latest: WebhookDeliveryType) => boolean) =>
  eventually(
    () => deliveries(id),
    ([latest]) => latest !== undefined && check(latest),
  );

/** As if a retry's wait had passed. */
const makeDue = (webhookId: string) =>
  t.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(webhookDeliveries.webhookId, webhookId));

describe("webhooks", () => {
  it("send a new order to the receiver as order.placed, signed over the raw body, the secret shown once", async () => {
    const hook = await receiver();
    const { webhook, secret } = await register(hook.url, ["order.placed"]);
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ url: hook.url, events: ["order.placed"], active: true, secretHint: secret.slice(-4) });
    const listed = await t.app.inject({ url: "/api/admin/webhooks", headers: owner });
    expect(listed.json().webhooks).toEqual([webhook]);
    expect(listed.body).not.toContain(secret);

    const order = await placedOrder(t, { title: "Breeze Tower Fan", pricePaise: 450_000 }, 2);
    await receivedAfterDelivery(hook, 1);
    const [delivery] = hook.received;
    expect(delivery!.payload).toMatchObject({
      event: "order.placed",
      data: {
        orderId: order.orderId,
        status: "Placed",
        paymentType: "Online",
        items: [{ productId: order.product.id, title: "Breeze Tower Fan", quantity: 2, price: 4500 }],
        subtotal: 9000,
      },
    });
    expect(delivery!.headers["content-type"]).toBe("application/json");
    expect(signedWith(delivery!, secret)).toBe(true);
    expect(signedWith(delivery!, "whsec_another")).toBe(false);
    // Nothing else of the purchase was asked for (order.paid, the stock), and it is sent once.
    await t.app.webhooks.deliverDue();
    expect(hook.received).toHaveLength(1);
    expect(await logOnce(webhook._id, (d) => d.status === "delivered")).toMatchObject([{ event: "order.placed", eventId: delivery!.payload.id, status: "delivered", attempts: 1, responseStatus: 200, response: "ok, thanks" }]);
  });

  it("retry a delivery the receiver answered 500, with the same event id and body", async () => {
    const hook = await receiver([500]);
    const { webhook, secret } = await register(hook.url, ["order.placed", "order.packed"]);
    const order = await placedOrder(t, { pricePaise: 250_000 });
    await receivedAfterDelivery(hook, 1);
    const [failed] = await logOnce(webhook._id, (d) => d.attempts === 1);
    expect(failed).toMatchObject({ status: "queued", attempts: 1, responseStatus: 500, response: "receiver is down" });
    // 30 s later by the backoff (jobs/outbox.ts): not before.
    expect(Date.parse(failed!.nextAttemptAt!) - Date.now()).toBeGreaterThan(20_000);
    await t.app.webhooks.deliverDue();
    expect(hook.received).toHaveLength(1);

    await makeDue(webhook._id);
    await receivedAfterDelivery(hook, 2);
    const [first, retry] = hook.received;
    expect(retry!.payload.id).toBe(first!.payload.id);
    expect(retry!.raw).toBe(first!.raw);
    expect(signedWith(retry!, secret)).toBe(true);
    expect(await logOnce(webhook._id, (d) => d.status === "delivered")).toMatchObject([{ status: "delivered", attempts: 2, responseStatus: 200, nextAttemptAt: null }]);

    // Staff packing it is an event too.
    const moved = await t.app.inject({ method: "POST", url: `/api/admin/orders/${order.orderId}/status`, headers: owner, payload: { status: "Packed" } });
    expect(moved.statusCode, moved.body).toBe(200);
    await receivedAfterDelivery(hook, 3);
    expect(hook.received[2]!.payload).toMatchObject({ event: "order.packed", data: { orderId: order.orderId, status: "Packed" } });
    expect(hook.received[2]!.payload.id).not.toBe(first!.payload.id);
  });

  it("give a delivery up after a day of retries, and keep it in the log as failed", async () => {
    const hook = await receiver([500]);
    const { webhook } = await register(hook.url, ["product.stock_changed"]);
    const product = await createProduct(t.db, { title: "Frost Cooler", stock: 4 });
    const edit = await t.app.inject({ method: "PATCH", url: `/api/admin/products/${product.id}`, headers: owner, payload: { stock: 9 } });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.db.update(webhookDeliveries).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(webhookDeliveries.webhookId, webhook._id));
    expectErrorLog(/^webhook delivery given up after its last retry/);
    await receivedAfterDelivery(hook, 1);
    expect(hook.received[0]!.payload).toMatchObject({ event: "product.stock_changed", data: { productId: product.id, title: "Frost Cooler", stock: 9, change: 5 } });
    expect(await logOnce(webhook._id, (d) => d.status === "failed")).toMatchObject([{ status: "failed", attempts: MAX_ATTEMPTS, responseStatus: 500, nextAttemptAt: null }]);
    await makeDue(webhook._id);
    await t.app.webhooks.deliverDue();
    expect(hook.received).toHaveLength(1);
  });

  it("send nothing for a change that is rolled back, nor to a webhook switched off", async () => {
    const hook = await receiver();
    const { webhook } = await register(hook.url, ["product.stock_changed"]);
    await t.db
      .transaction(async (tx) => {
        await emitWebhookEvent(tx, "product.stock_changed", { productId: "p", title: "Rolled back", stock: 1, change: 1 });
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    const off = await t.app.inject({ method: "PATCH", url: `/api/admin/webhooks/${webhook._id}`, headers: owner, payload: { active: false } });
    expect(off.json().webhook.active).toBe(false);
    await emitWebhookEvent(t.db, "product.stock_changed", { productId: "p", title: "Switched off", stock: 1, change: 1 });
    await t.app.webhooks.deliverDue();
    expect(hook.received).toHaveLength(0);
    expect(await deliveries(webhook._id)).toEqual([]);
    const test = await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${webhook._id}/test`, headers: owner });
    expect(test.statusCode).toBe(409);
  });

  it("test a webhook with a ping that answers the receiver's reply and is logged, tried once", async () => {
    const hook = await receiver([503]);
    const { webhook, secret } = await register(hook.url, ["order.shipped"]);
    const refused = await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${webhook._id}/test`, headers: owner });
    expect(refused.json().delivery).toMatchObject({ event: "ping", status: "failed", attempts: 1, responseStatus: 503, response: "receiver is down" });
    const answered = await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${webhook._id}/test`, headers: owner });
    expect(answered.json().delivery).toMatchObject({ event: "ping", status: "delivered", responseStatus: 200, response: "ok, thanks", durationMs: expect.any(Number) });
    expect(signedWith(hook.received[1]!, secret)).toBe(true);
    expect((await deliveries(webhook._id)).map((d) => d.status)).toEqual(["delivered", "failed"]);

    const rotated = await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${webhook._id}/secret`, headers: owner });
    const newSecret = rotated.json<WebhookWithSecretResponseType>().secret;
    expect(newSecret).not.toBe(secret);
    await t.app.inject({ method: "POST", url: `/api/admin/webhooks/${webhook._id}/test`, headers: owner });
    expect(signedWith(hook.received[2]!, newSecret)).toBe(true);

    const gone = await t.app.inject({ method: "DELETE", url: `/api/admin/webhooks/${webhook._id}`, headers: owner });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/admin/webhooks/${webhook._id}/deliveries`, headers: owner })).statusCode).toBe(404);
  });

  // On PostgreSQL (TEST_DRIVER=pg) the runs really overlap, each on its own pooled connection as on several instances.
  it("deliver each event once however many instances look at once", async () => {
    const hook = await receiver();
    await register(hook.url, ["product.stock_changed"]);
    const second = await createTestApp({}, { database: t.database });
    try {
      for (let i = 0; i < 12; i++) await emitWebhookEvent(t.db, "product.stock_changed", { productId: `p${i}`, title: `Fan ${i}`, stock: i, change: 1 });
      await Promise.all([t.app.webhooks.deliverDue(), second.app.webhooks.deliverDue(), t.app.webhooks.deliverDue(), second.app.webhooks.deliverDue()]);
      const ids = hook.received.map((d) => d.payload.id);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await second.close();
    }
  });

  it("are the owner's: refused to other staff, shoppers and strangers, and refuse a bad body naming the field", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const body = { url: "https://erp.example.in/hooks", events: ["order.placed"] };
    const asStaff = await t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: staff.auth, payload: body });
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().message).toBe(WEBHOOKS_OWNER_ONLY);
    expect((await t.app.inject({ url: "/api/admin/webhooks", headers: shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/webhooks" })).statusCode).toBe(401);
    expect(await t.db.select().from(webhooks)).toEqual([]);

    const ftp = await t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: owner, payload: { ...body, url: "ftp://erp.example.in/hooks" } });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toMatch(/url must be an http:\/\/ or https:\/\/ address/);
    const unknown = await t.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: owner, payload: { ...body, events: ["order.lost"] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/events must be among/);
  });
});

describe("webhook addresses", () => {
  it("refuse loopback and private networks where the store is told to", async () => {
    const strict = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: "false" });
    try {
      const ownerThere = await createUser(strict.db, strict.config.jwtSecret, { role: "owner" });
      for (const url of ["http://127.0.0.1:9000/hooks", "http://localhost/hooks", "http://[::1]/x", "http://169.254.169.254/latest", "http://10.1.2.3/"]) {
        const response = await strict.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: ownerThere.auth, payload: { url, events: ["order.placed"] } });
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ message: expect.stringMatching(/public address/), field: "url" });
      }
      // A name that resolves to loopback passes registration, and is refused when sent to.
      const named = await strict.app.inject({ method: "POST", url: "/api/admin/webhooks", headers: ownerThere.auth, payload: { url: "http://loopback.vayu.test.127.0.0.1.nip.io/", events: ["order.placed"] } });
      expect(named.statusCode).toBe(201);
    } finally {
      await strict.close();
    }
    expect(["127.0.0.1", "::1", "::ffff:10.0.0.1", "192.168.1.9", "172.20.0.1", "100.64.0.1", "fd00::1", "fe80::1"].filter((a) => !isPrivateAddress(a))).toEqual([]);
    expect(["93.184.216.34", "2606:4700::1111", "8.8.8.8"].filter(isPrivateAddress)).toEqual([]);
  });

  it("are checked again on every connection: a name that resolves to loopback is refused", async () => {
    const refusal = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup("localhost", {}, (error) => resolve(error)));
    expect(refusal).toMatchObject({ code: "EPRIVATE", message: expect.stringMatching(/^localhost resolves to a private address/) });
  });

  it("are refused in production unless allowed", async () => {
    const { loadConfig } = await import("../../config");
    const base = { JWT_SECRET: "x".repeat(40), DATA_DIR: "/tmp/vayu-webhook-config" };
    expect(loadConfig({ ...base, NODE_ENV: "production" }).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: "production", WEBHOOKS_ALLOW_PRIVATE: "true" }).webhooksAllowPrivate).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: "test" }).webhooksAllowPrivate).toBe(true);
  });
});
