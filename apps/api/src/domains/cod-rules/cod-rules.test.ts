import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CodAvailabilityResponseType, CodDecisionsResponseType } from "@vayu/shared/cod-rules";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { openedPaymentOrder, paidSuccessfully, placeOrder, shopperWithCart, verify, type Shopper } from "../../test/checkout-fixtures";
import { createProduct, createUser, sampleAddress } from "../../test/factories";
import { eq } from "drizzle-orm";
import { addresses } from "../addresses/tables";
import { pincodes } from "../delivery/tables";
import { orderEvents, orders } from "../orders/tables";

/**
 * The COD rules at checkout (docs/decisions/307-cod-rules-at-checkout.md), on PGlite and on
 * the PostgreSQL server (TEST_DRIVER=pg). Refused parcels are inserted as the shared
 * definition has them: COD orders Returned to origin with that status's event.
 */

let t: StoreTestApp;
const PIN = sampleAddress.zipCode;
beforeAll(async () => {
  t = await createStoreTestApp({}, { staff: { role: "owner" } });
  await t.db.insert(pincodes).values({ pincode: PIN, district: "Bengaluru", state: "Karnataka" });
});
afterAll(() => t.close());

const RULES_DEFAULT = { maxRefusals: 2, pincodeRtoPercent: 30, pincodeMinShipped: 10, firstOrderLimit: null };
const setRules = async (codRules: object) => {
  const response = await t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: t.staff.auth, payload: { codRules } });
  expect(response.statusCode, response.body).toBe(200);
};
beforeEach(() => setRules(RULES_DEFAULT));

/** Each pincode test has a Bengaluru pincode of its own, its history its own. */
let nextPin = 560_010;
async function freshPincode(): Promise<string> {
  const pin = String(nextPin++);
  await t.db.insert(pincodes).values({ pincode: pin, district: "Bengaluru", state: "Karnataka" });
  return pin;
}

/**
 * A past COD order of `userId` to `pincode`, with the events of the statuses it went through.
 * By default to Delhi, so a shopper's own history never adds to the checkout pincode's rate.
 */
async function pastCodOrder(userId: string, status: "Returned to origin" | "Shipped" | "Delivered", pincode = "110001", daysAgo = 5) {
  const at = new Date(Date.now() - daysAgo * 24 * 60 * 60_000);
  const [order] = await t.db
    .insert(orders)
    .values({
      userId,
      subtotalPaise: 100_000,
      shippingPaise: 500,
      totalAmountPaise: 100_500,
      paymentType: "COD",
      orderStatus: status,
      address: { ...sampleAddress, zipCode: pincode, _id: "a", landmark: "" },
      deliveredAt: status === "Delivered" ? at : null,
      createdAt: at,
    })
    .returning();
  const statuses = ["Placed", "Shipped", ...(status === "Shipped" ? [] : [status])] as const;
  await t.db.insert(orderEvents).values(statuses.map((s) => ({ orderId: order!.id, status: s, actorRole: "system" as const, at })));
  return order!;
}

async function codShopper(pricePaise = 100_000, pincode = PIN) {
  const product = await createProduct(t.db, { title: `Cooler ${pricePaise}`, pricePaise, stock: 10 });
  const cart = [{ productId: product.id, quantity: 1 }];
  const shopper = await shopperWithCart(t, cart);
  await t.db.update(addresses).set({ zipCode: pincode }).where(eq(addresses.id, shopper.address.id));
  return { cart, shopper, total: (pricePaise + 500) / 100 };
}

const ask = (shopper: Shopper, total: number, extra = "", pincode = PIN) =>
  t.app.inject({ method: "GET", url: `/api/checkout/cod?pincode=${pincode}&total=${total}${extra}`, headers: shopper.auth });
const askedOk = async (shopper: Shopper, total: number, extra = "", pincode = PIN) => {
  const response = await ask(shopper, total, extra, pincode);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CodAvailabilityResponseType>();
};
const postCod = (shopper: Shopper, cart: { productId: string }[], total: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: shopper.auth,
    payload: { paymentType: "COD", totalAmount: total, address: shopper.address.id, products: cart.map((l) => ({ product: l.productId, quantity: 1 })) },
  });
const decisions = async (query: string) => {
  const response = await t.app.inject({ method: "GET", url: `/api/admin/cod-decisions?${query}`, headers: t.staff.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CodDecisionsResponseType>().decisions;
};
const REFUSED = "Cash on delivery is not available for this order: please pay online.";

describe("a shopper with refused parcels", () => {
  it("with 2 refused parcels (limit 2) is refused COD at the checkout and at placing (409), with the same reason, and can still pay online", async () => {
    const { shopper, cart, total } = await codShopper();
    await pastCodOrder(shopper.user.id, "Returned to origin");
    await pastCodOrder(shopper.user.id, "Returned to origin");

    expect(await askedOk(shopper, total)).toEqual({ available: false, reason: REFUSED });
    const placed = await postCod(shopper, cart, total);
    expect(placed.statusCode).toBe(409);
    expect(placed.json<{ message: string }>().message).toBe(REFUSED);

    const checkout = await openedPaymentOrder(t, shopper, total);
    const paid = await paidSuccessfully(t, shopper, checkout.id);
    await verify(t, shopper, paid);
    const online = await placeOrder(t, shopper, paid, cart, total);
    expect(online.statusCode, online.body).toBe(201);
    expect(online.json<PlaceOrderResponseType>().order.paymentType).toBe("Online");

    // Staff see the exact rule, logged once although asked twice within the hour.
    await askedOk(shopper, total);
    const log = await decisions(`userId=${shopper.user.id}`);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ allowed: false, rule: "shopperRefusals", ruleText: "2 refused parcels (limit 2)", pincode: PIN, orderValue: total });
    expect(log[0]!.shopper).toEqual({ name: shopper.user.name, email: shopper.user.email });
    // The console's list of refusals reads the same row.
    expect((await decisions(`userId=${shopper.user.id}&refused=true`)).map((d) => d.id)).toEqual([log[0]!.id]);
  });

  it("with 1 refused parcel (limit 2) may pay on delivery, and the placed order is logged as allowed", async () => {
    const { shopper, cart, total } = await codShopper();
    await pastCodOrder(shopper.user.id, "Returned to origin");
    expect(await askedOk(shopper, total)).toEqual({ available: true, reason: null });
    const placed = await postCod(shopper, cart, total);
    expect(placed.statusCode, placed.body).toBe(201);
    const log = await decisions(`userId=${shopper.user.id}`);
    expect(log).toMatchObject([{ allowed: true, rule: null, orderId: placed.json<PlaceOrderResponseType>().order._id }]);
    expect(await decisions(`userId=${shopper.user.id}&refused=true`)).toEqual([]);
  });

  it("names the prepaid saving in the reason where the store has a prepaid offer", async () => {
    const { shopper, cart, total } = await codShopper();
    await pastCodOrder(shopper.user.id, "Returned to origin");
    await pastCodOrder(shopper.user.id, "Returned to origin");
    expect((await askedOk(shopper, total, "&saving=50")).reason).toBe(
      "Cash on delivery is not available for this order: pay online and save ₹50.",
    );
    await t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: t.staff.auth, payload: { prepaidOffer: { kind: "flat", value: 50, maxDiscount: null } } });
    try {
      const placed = await postCod(shopper, cart, total);
      expect(placed.statusCode).toBe(409);
      expect(placed.json<{ message: string }>().message).toBe("Cash on delivery is not available for this order: pay online and save ₹50.");
    } finally {
      await t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: t.staff.auth, payload: { prepaidOffer: null } });
    }
  });

  it("is not refused when the owner switches the rule off (empty or 0)", async () => {
    const { shopper, cart, total } = await codShopper();
    for (let i = 0; i < 3; i++) await pastCodOrder(shopper.user.id, "Returned to origin");
    await setRules({ maxRefusals: null });
    expect((await askedOk(shopper, total)).available).toBe(true);
    await setRules({ maxRefusals: 0 });
    expect((await askedOk(shopper, total)).available).toBe(true);
    expect((await postCod(shopper, cart, total)).statusCode).toBe(201);
  });
});

describe("a pincode that refuses parcels", () => {
  async function pincodeHistory(pin: string, shipped: number, refused: number, daysAgo = 5) {
    const others = await createUser(t.db, t.config.jwtSecret);
    for (let i = 0; i < shipped - refused; i++) await pastCodOrder(others.user.id, "Shipped", pin, daysAgo);
    for (let i = 0; i < refused; i++) await pastCodOrder(others.user.id, "Returned to origin", pin, daysAgo);
  }

  it("above 30% of at least 10 shipped COD parcels in 90 days is refused COD, in the same shopper's words", async () => {
    const pin = await freshPincode();
    await pincodeHistory(pin, 10, 4);
    const { shopper, cart, total } = await codShopper(100_000, pin);
    expect(await askedOk(shopper, total, "", pin)).toEqual({ available: false, reason: REFUSED });
    const placed = await postCod(shopper, cart, total);
    expect(placed.statusCode).toBe(409);
    expect(placed.json<{ message: string }>().message).toBe(REFUSED);
    const [logged] = await decisions(`pincode=${pin}`);
    expect(logged?.ruleText).toBe("pincode returned 4 of 10 COD parcels in 90 days, 40% (limit 30% from 10 parcels)");
  });

  it("is not refused with fewer shipped parcels than the minimum, however bad the rate", async () => {
    const pin = await freshPincode();
    await pincodeHistory(pin, 9, 5);
    const { shopper, total } = await codShopper(100_000, pin);
    expect((await askedOk(shopper, total, "", pin)).available).toBe(true);
    await setRules({ pincodeMinShipped: 9 });
    expect((await askedOk(shopper, total, "", pin)).available).toBe(false);
  });

  it("is not refused at exactly the rate, nor for parcels older than 90 days, nor with the rule off", async () => {
    const pin = await freshPincode();
    await pincodeHistory(pin, 10, 3);
    await pincodeHistory(pin, 10, 10, 100);
    const { shopper, total } = await codShopper(100_000, pin);
    expect((await askedOk(shopper, total, "", pin)).available).toBe(true);
    await pincodeHistory(pin, 0, 1);
    expect((await askedOk(shopper, total, "", pin)).available).toBe(false);
    await setRules({ pincodeRtoPercent: null });
    expect((await askedOk(shopper, total, "", pin)).available).toBe(true);
  });
});

describe("a first order", () => {
  it("above the first-order limit is refused COD until the shopper has a delivered order", async () => {
    await setRules({ firstOrderLimit: 500 });
    const { shopper, total } = await codShopper(100_000);
    expect(await askedOk(shopper, total)).toEqual({ available: false, reason: REFUSED });
    const [logged] = await decisions(`userId=${shopper.user.id}`);
    expect(logged?.ruleText).toBe("first order of ₹1,005 over the first-order COD limit of ₹500");
    const small = await codShopper(40_000);
    expect((await askedOk(small.shopper, 475)).available).toBe(true);
    await pastCodOrder(shopper.user.id, "Delivered");
    expect((await askedOk(shopper, total)).available).toBe(true);
  });
});

describe("the rules as settings and the log as staff see it", () => {
  it("are validated, naming the field", async () => {
    const response = await t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: t.staff.auth, payload: { codRules: { pincodeRtoPercent: 120 } } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Pincode refusal rate must be at most 100%");
    const read = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: t.staff.auth });
    expect(read.json<{ settings: { codRules: object } }>().settings.codRules).toEqual(RULES_DEFAULT);
  });

  it("the checkout's question needs a login and a 6-digit pincode; the log needs staff", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/checkout/cod?pincode=${PIN}&total=10` })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: "GET", url: "/api/checkout/cod?pincode=12&total=10", headers: t.shopper.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("pincode must be 6 digits");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/cod-decisions", headers: t.shopper.auth })).statusCode).toBe(403);
  });
});
