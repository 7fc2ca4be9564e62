import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import type { CartType } from "@vayu/shared/cart";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import type {
  AdminSettingsResponseType,
  PolicyTextResponseType,
  SetupChecklistResponseType,
} from "@vayu/shared/store-settings";
import { createTestApp, type TestApp } from "../../test/app";
import { postPaymentOrder, shopperWithCart } from "../../test/checkout-fixtures";
import { createProduct, createUser } from "../../test/factories";
import { pincodes } from "../../domains/delivery/tables";

/**
 * The store's settings (docs/decisions/183-store-settings.md): the owner edits them, and
 * prices, pages, e-mails and invoices follow at once. On PGlite and the PostgreSQL server.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let staff: Awaited<ReturnType<typeof createUser>>;
let shopper: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: "owner@shop.test", ADMIN_PASSWORD: "a-long-owner-password" });
  owner = await createUser(t.db, t.config.jwtSecret, { name: "Kavita Rao", role: "owner" });
  staff = await createUser(t.db, t.config.jwtSecret, { name: "Meera Iyer", role: "admin" });
  shopper = await createUser(t.db, t.config.jwtSecret);
  await t.db.insert(pincodes).values({ pincode: "560001", district: "Bengaluru", state: "Karnataka" });
});
afterAll(() => t.close());

const publicSettings = async () =>
  (await t.app.inject({ method: "GET", url: "/api/settings" })).json<Record<string, unknown>>();
const patch = (payload: object, who = owner) =>
  t.app.inject({ method: "PATCH", url: "/api/admin/settings", headers: who.auth, payload });
const settingsOf = (response: { json<T>(): T }) => response.json<AdminSettingsResponseType>().settings;

/** A GSTIN of Karnataka (29) with the right check character. */
const KARNATAKA_GSTIN = "29AAACV1234F1ZL";

describe("the public store profile", () => {
  it("is the demo store's until the owner changes it: ₹5 delivery, ₹70 COD below ₹500, COD_LIMIT", async () => {
    expect(await publicSettings()).toMatchObject({
      storeName: "Vayu Home Appliances",
      legalName: "Vayu Home Appliances Private Limited",
      gstin: "06AAHCV4821K1Z4",
      address: "Plot 42, Sector 8, IMT Manesar, Gurugram, Haryana 122051, India",
      phones: ["+91 98765 43210", "+91 91234 56789"],
      email: "info@vayuappliances.in",
      grievanceOfficer: {
        name: "Ananya Rao",
        designation: "Grievance Officer",
        email: "grievance@vayuappliances.in",
        phone: "+91 91234 56789",
      },
      deliveryFee: 5,
      freeDeliveryAbove: null,
      codCharge: 70,
      codChargeBelow: 500,
      codLimit: 50_000,
    });
  });
});

describe("the owner's settings", () => {
  it("are the owner's alone: 401 for a stranger, 403 for staff and shoppers", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/settings" })).statusCode).toBe(401);
    for (const who of [staff, shopper]) {
      const read = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: who.auth });
      expect(read.statusCode).toBe(403);
      expect((await patch({ deliveryFee: 1 }, who)).statusCode).toBe(403);
    }
    const read = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: owner.auth });
    expect(read.statusCode).toBe(200);
    // The staff address defaults to ADMIN_EMAIL.
    expect(settingsOf(read)).toMatchObject({
      staffEmail: "owner@shop.test",
      updatedAt: null,
      deliveryFee: 5,
    });
    expect(settingsOf(read).policies.terms).toContain("{{codCharge}}");
  });

  it("refuse a GSTIN whose check character is wrong, or of another state, naming it, and save nothing", async () => {
    const wrongCheck = await patch({ gstin: "29AAACV1234F1Z5", state: "Karnataka" });
    expect(wrongCheck.statusCode).toBe(400);
    expect(wrongCheck.json()).toMatchObject({
      message: "GSTIN's check character does not match.",
      field: "gstin",
    });

    const otherState = await patch({ gstin: KARNATAKA_GSTIN });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().message).toBe("GSTIN must start with 06, the state code of Haryana.");
    expect(await publicSettings()).toMatchObject({ gstin: "06AAHCV4821K1Z4", state: "Haryana" });
  });

  it("name the field in words when a value is wrong", async () => {
    const cases: [object, string][] = [
      [{ deliveryFee: -1 }, "Delivery fee cannot be negative"],
      [{ codCharge: 70.555 }, "Cash on delivery charge can have at most two decimals (paise)"],
      [{ phones: [] }, "Give at least one phone number"],
      [
        { phones: ["12345"] },
        "Phone number must be a phone number of 10 to 13 digits, such as +91 98765 43210",
      ],
      [
        { grievanceOfficer: { email: "not-mail" } },
        "Grievance officer's e-mail must be an e-mail address such as help@yourstore.in",
      ],
      [{ registeredAddress: { pincode: "12345" } }, "Registered address: pincode must be 6 digits"],
      [
        { social: { facebook: "javascript:alert(1)" } },
        "Facebook link must be a link starting with https://, or left empty",
      ],
      [{ logo: "/etc/passwd" }, "Logo must be a picture uploaded to the store"],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("change every page's data at once, and each change is audited in rupees", async () => {
    const saved = await patch({
      storeName: "Sharma Electricals",
      legalName: "Sharma Electricals LLP",
      gstin: KARNATAKA_GSTIN.toLowerCase(),
      state: "Karnataka",
      registeredAddress: { line1: "12 MG Road", city: "Bengaluru", pincode: "560001" },
      phones: ["+91 80 4123 4567"],
      grievanceOfficer: { name: "Suresh Kumar" },
      deliveryFee: 40,
      freeDeliveryAbove: 999,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(settingsOf(saved)).toMatchObject({
      gstin: KARNATAKA_GSTIN,
      grievanceOfficer: { name: "Suresh Kumar", designation: "Grievance Officer" },
    });

    expect(await publicSettings()).toMatchObject({
      storeName: "Sharma Electricals",
      gstin: KARNATAKA_GSTIN,
      address: "12 MG Road, Bengaluru, Karnataka 560001, India",
      phones: ["+91 80 4123 4567"],
      deliveryFee: 40,
      freeDeliveryAbove: 999,
      codCharge: 70,
    });

    const log = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?entity=settings",
      headers: owner.auth,
    });
    const [entry] = log.json<AuditResponseType>().entries;
    expect(entry).toMatchObject({ action: "update", entity: "settings", actor: { name: "Kavita Rao" } });
    expect(entry!.before).toMatchObject({
      deliveryFee: 5,
      freeDeliveryAbove: null,
      storeName: "Vayu Home Appliances",
    });
    expect(entry!.after).toMatchObject({
      deliveryFee: 40,
      freeDeliveryAbove: 999,
      storeName: "Sharma Electricals",
    });
  });

  it("fill the policy pages with the store's figures, and serve the owner's own text", async () => {
    const shipping = (
      await t.app.inject({ method: "GET", url: "/api/settings/policies/shipping" })
    ).json<PolicyTextResponseType>();
    expect(shipping.text).toContain(
      "Delivery costs **₹40 per order, free when the products come to ₹999 or more**",
    );
    expect(shipping.text).toContain(
      "Cash on delivery costs ₹70 extra when the products in the order come to less than ₹500",
    );
    expect(shipping.text).not.toContain("{{");

    expect(
      (
        await patch({
          policies: { privacy: "## Our promise\n\nWe never share your data with anyone, {{storeName}}." },
        })
      ).statusCode,
    ).toBe(200);
    const privacy = (
      await t.app.inject({ method: "GET", url: "/api/settings/policies/privacy" })
    ).json<PolicyTextResponseType>();
    expect(privacy).toMatchObject({
      title: "Privacy Policy",
      text: "## Our promise\n\nWe never share your data with anyone, Sharma Electricals.",
    });
    expect(privacy.updatedAt).not.toBeNull();
    // The other pages keep their texts.
    expect(
      settingsOf(await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: owner.auth }))
        .policies.terms,
    ).toContain("## Warranty");
  });

  it("serve Hindi pages the Hindi policy, and the owner's English named untranslated until they write Hindi (ADR 326)", async () => {
    const policy = async (page: string) =>
      (await t.app.inject({ method: "GET", url: `/api/settings/policies/${page}?lang=hi` })).json<PolicyTextResponseType>();
    const shipping = await policy("shipping");
    expect(shipping).toMatchObject({ title: "शिपिंग और डिलीवरी", untranslated: [], updatedAt: null });
    expect(shipping.text).toContain("डिलीवरी का चार्ज **हर ऑर्डर पर ₹40, ₹999 या उससे ज़्यादा के प्रोडक्ट पर मुफ़्त** है");
    expect(shipping.text).not.toContain("{{");

    // The owner changed the English privacy policy above and wrote no Hindi: their English, marked.
    expect(await policy("privacy")).toMatchObject({
      title: "Privacy Policy",
      text: "## Our promise\n\nWe never share your data with anyone, Sharma Electricals.",
      untranslated: ["text"],
    });
    expect((await patch({ policiesHi: { privacy: "## हमारा वादा\n\n{{storeName}} आपकी जानकारी किसी को नहीं देता।" } })).statusCode).toBe(200);
    const privacy = await policy("privacy");
    expect(privacy).toMatchObject({ title: "गोपनीयता नीति", text: "## हमारा वादा\n\nSharma Electricals आपकी जानकारी किसी को नहीं देता।", untranslated: [] });
    expect(privacy.updatedAt).not.toBeNull();
    // English pages are as they were.
    const english = (await t.app.inject({ method: "GET", url: "/api/settings/policies/privacy" })).json<PolicyTextResponseType>();
    expect(english).not.toHaveProperty("untranslated");
    expect(english.text).toContain("We never share your data");
  });
});

describe("prices with the owner's fees", () => {
  const cartOf = async (who: { auth: Record<string, string> }) =>
    (await t.app.inject({ method: "GET", url: "/api/cart", headers: who.auth })).json<{ cart: CartType }>()
      .cart;

  it("charge ₹40 delivery below ₹999 of goods and none from ₹999, in the cart and the checkout", async () => {
    const fan = await createProduct(t.db, { title: "Table Fan", pricePaise: 99_800 });
    const small = await shopperWithCart(t, [{ productId: fan.id, quantity: 1 }]);
    expect(await cartOf(small)).toMatchObject({ subtotal: 998, shippingFee: 40, total: 1038 });

    // A total worked out with the old ₹5 fee is refused, naming the new one.
    const stale = await postPaymentOrder(t, small, 1003);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: "Your cart total is now ₹1,038.00. Please review your cart and try again.",
      amount: 1038,
    });
    expect((await postPaymentOrder(t, small, 1038)).statusCode).toBe(200);

    const cooler = await createProduct(t.db, { title: "Tower Cooler", pricePaise: 99_900 });
    const large = await shopperWithCart(t, [{ productId: cooler.id, quantity: 1 }]);
    expect(await cartOf(large)).toMatchObject({ subtotal: 999, shippingFee: 0, total: 999 });
  });

  it("price a COD order, its e-mail and its invoice with the owner's settings", async () => {
    expect((await patch({ codCharge: 50, codChargeBelow: 2000 })).statusCode).toBe(200);
    const mixer = await createProduct(t.db, { title: "Mixer Grinder", pricePaise: 150_000 });
    const buyer = await shopperWithCart(t, [{ productId: mixer.id, quantity: 1 }]);
    const payload = {
      paymentType: "COD",
      address: buyer.address.id,
      products: [{ product: mixer.id, quantity: 1 }],
    };
    const stale = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: buyer.auth,
      payload: { ...payload, totalAmount: 1500 },
    });
    expect(stale.json().message).toBe(
      "Your cart total is now ₹1,550.00. Please review your cart and try again.",
    );

    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: buyer.auth,
      payload: { ...payload, totalAmount: 1550 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlaceOrderResponseType>().order;
    expect(order).toMatchObject({ subtotal: 1500, shippingFee: 0, codCharge: 50, totalAmount: 1550 });

    const mail = t.mailer.sent.findLast((sent) => sent.to === buyer.user.email)!;
    expect(mail.subject).toBe(`Please confirm your Sharma Electricals order #${order.orderNumber}`);
    expect(mail.text).toContain("12 MG Road, Bengaluru, Karnataka 560001, India");

    const invoice = await t.app.inject({
      method: "GET",
      url: `/api/order/${order._id}/invoice`,
      headers: buyer.auth,
    });
    const pdf = await getDocumentProxy(new Uint8Array(invoice.rawPayload));
    const text = (await extractText(pdf, { mergePages: true })).text;
    for (const expected of [
      "Sharma Electricals LLP",
      `GSTIN: ${KARNATAKA_GSTIN}`,
      "Karnataka (29)",
      "CGST",
      "Customer care: +91 80 4123 4567",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("take COD up to the owner's limit and tell the checkout so", async () => {
    expect((await patch({ codLimit: 1000 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/payments/config" })).json()).toMatchObject({
      codLimit: 1000,
    });
    const tv = await createProduct(t.db, { title: "LED TV", pricePaise: 150_000 });
    const buyer = await shopperWithCart(t, [{ productId: tv.id, quantity: 1 }]);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: buyer.auth,
      payload: {
        paymentType: "COD",
        totalAmount: 1550,
        address: buyer.address.id,
        products: [{ product: tv.id, quantity: 1 }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("₹1,000");
  });
});

describe("the setup checklist", () => {
  it("is for staff, and lists what is missing before going live with where to fix it", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/setup", headers: shopper.auth })).statusCode,
    ).toBe(403);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/setup", headers: staff.auth });
    expect(response.statusCode).toBe(200);
    const { steps, ready } = response.json<SetupChecklistResponseType>();
    expect(ready).toBe(false);
    const step = (id: string) => steps.find((s) => s.id === id)!;
    // Renamed and given a GSTIN above, but the e-mails are still the demo's.
    expect(step("store-details")).toMatchObject({ done: false, fixAt: "/admin?tab=settings" });
    expect(step("store-details").detail).toBe("Still the demo's: contact e-mail, customer care e-mail.");
    expect(step("gstin")).toMatchObject({ done: true, detail: `GSTIN ${KARNATAKA_GSTIN}.` });
    expect(step("first-product").done).toBe(true);
    expect(step("payment-keys")).toMatchObject({ done: false, fixAt: null });
    expect(step("smtp").done).toBe(false);
    expect(step("staff-email")).toMatchObject({
      done: true,
      detail: "Staff notifications go to owner@shop.test.",
    });

    expect(
      (await patch({ email: "hello@sharma.example", supportEmail: "care@sharma.example" })).statusCode,
    ).toBe(200);
    const after = (
      await t.app.inject({ method: "GET", url: "/api/admin/setup", headers: staff.auth })
    ).json<SetupChecklistResponseType>();
    expect(after.steps.find((s) => s.id === "store-details")!.done).toBe(true);
  });
});

describe("the prepaid offer (docs/product/promotions.md)", () => {
  it("is none by default; the owner sets one and the public profile carries it; null takes it away", async () => {
    expect((await publicSettings()).prepaidOffer).toBeNull();
    const set = await patch({ prepaidOffer: { kind: "percent", value: 5, maxDiscount: 100 } });
    expect(set.statusCode).toBe(200);
    expect(settingsOf(set).prepaidOffer).toEqual({ kind: "percent", value: 5, maxDiscount: 100 });
    expect((await publicSettings()).prepaidOffer).toEqual({ kind: "percent", value: 5, maxDiscount: 100 });
    expect(
      (await patch({ prepaidOffer: { kind: "percent", value: 150, maxDiscount: null } })).statusCode,
    ).toBe(400);
    expect((await patch({ prepaidOffer: null })).statusCode).toBe(200);
    expect((await publicSettings()).prepaidOffer).toBeNull();
  });
});
