import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import {
  openedPaymentOrder,
  payQuietly,
  placeOrder,
  shopperWithCart,
  verify,
} from "../../test/checkout-fixtures";
import { discountedOrder } from "../../test/discount-fixtures";
import { createProduct, createUser } from "../../test/factories";
import { getOrder, orderOf } from "../../test/lifecycle-fixtures";
import { addresses } from "../addresses/tables";
import { pincodes } from "../delivery/tables";
import { orders } from "../orders/tables";
import { takeNumber } from "./series";
import { taxableValue } from "./tax";
import { invoices } from "./tables";

let t: StoreTestApp;

beforeAll(async () => {
  t = await createStoreTestApp();
  await t.db.insert(pincodes).values([
    { pincode: "122051", district: "Gurgaon", state: "Haryana" },
    { pincode: "560001", district: "Bangalore", state: "Karnataka" },
  ]);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const HARYANA = { city: "Gurugram", state: "Haryana", zipCode: "122051" };
const KARNATAKA = { city: "Bengaluru", state: "Karnataka", zipCode: "560001" };

/** A shopper who paid for `quantity` fans (₹12,499.00 each, + ₹5 shipping) delivered to `to`. */
async function orderDeliveredTo(
  to: { city: string; state: string; zipCode: string; businessName?: string; gstin?: string },
  quantity = 2,
) {
  const product = await createProduct(t.db, {
    title: "Ceiling Fan 1200 mm",
    pricePaise: 1_249_900,
    stock: 100,
    hsn: "84145100",
  });
  const cart = [{ productId: product.id, quantity }];
  const shopper = await shopperWithCart(t, cart);
  await t.db.update(addresses).set(to).where(eq(addresses.id, shopper.address.id));
  const total = (1_249_900 * quantity + 500) / 100;
  const checkout = await openedPaymentOrder(t, shopper, total);
  const { signed } = await payQuietly(t, checkout.id);
  expect((await verify(t, shopper, signed)).statusCode).toBe(200);
  const placed = await placeOrder(t, shopper, signed, cart, total);
  expect(placed.statusCode).toBe(201);
  return { shopper, orderId: placed.json<PlaceOrderResponseType>().order._id, total };
}

async function invoiceRow(orderId: string) {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row!;
}

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe("the tax invoice of an order", () => {
  it("within the store's state: CGST + SGST, adding up to the order's paise, as a PDF with every rule 46 field", async () => {
    const { shopper, orderId } = await orderDeliveredTo(HARYANA);
    const order = await orderOf(t, shopper, orderId);
    expect(order.invoiceUrl).toBe(`/api/order/${orderId}/invoice`);

    const invoice = await invoiceRow(orderId);
    const [orderRow] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(invoice.supply).toBe("intra");
    expect(invoice.totalPaise).toBe(orderRow!.totalAmountPaise);
    expect(invoice.serial).toMatch(/^VHA\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.lines).toMatchObject([
      // 24,998.00 at 18%: taxable 21,184.75, tax 3,813.25 halved with the odd paisa to CGST.
      {
        description: "Ceiling Fan 1200 mm",
        hsn: "84145100",
        quantity: 2,
        grossPaise: 2_499_800,
        taxablePaise: 2_118_475,
        cgstPaise: 190_663,
        sgstPaise: 190_662,
        igstPaise: 0,
      },
      {
        description: "Shipping charges",
        hsn: null,
        ratePercent: 18,
        grossPaise: 500,
        taxablePaise: 424,
        cgstPaise: 38,
        sgstPaise: 38,
        igstPaise: 0,
      },
    ]);
    const sum = invoice.lines.reduce(
      (s, l) => s + l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise,
      0,
    );
    expect(sum).toBe(orderRow!.totalAmountPaise);

    const response = await t.app.inject({ method: "GET", url: order.invoiceUrl!, headers: shopper.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(`${invoice.serial.replaceAll("/", "-")}.pdf`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      "TAX INVOICE",
      defaultStoreProfile.legalName,
      `GSTIN: ${defaultStoreProfile.gstin}`,
      invoice.serial,
      "84145100",
      "Haryana (06)",
      "CGST",
      "SGST",
      "1,906.63",
      "₹25,003.00",
      "Rupees Twenty Five Thousand Three Only",
      "Tax payable on reverse charge: No",
      "Priya Sharma",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("IGST");

    const confirmation = t.mailer.sent.find((m) => m.to === shopper.user.email)!;
    expect(confirmation.text).toContain(`Your GST tax invoice: http://shop.test/orders/${orderId}`);
  });

  it("to another state: IGST only, place of supply from the delivery pincode", async () => {
    const { shopper, orderId } = await orderDeliveredTo({ ...KARNATAKA, state: "karnataka" }, 1);
    const invoice = await invoiceRow(orderId);
    expect(invoice.supply).toBe("inter");
    expect(invoice.buyer).toMatchObject({ state: "Karnataka", stateCode: "29" });
    expect(invoice.lines.map((l) => [l.taxablePaise, l.igstPaise, l.cgstPaise + l.sgstPaise])).toEqual([
      [1_059_237, 190_663, 0],
      [424, 76, 0],
    ]);
    expect(invoice.totalPaise).toBe(1_249_900 + 500);

    const text = await pdfText(
      (await t.app.inject({ method: "GET", url: `/api/order/${orderId}/invoice`, headers: shopper.auth }))
        .rawPayload,
    );
    expect(text).toContain("IGST");
    expect(text).toContain("Karnataka (29)");
    expect(text).toContain("Rupees Twelve Thousand Five Hundred Four Only");
    expect(text).not.toContain("CGST");
  });

  it("to a business buyer: a B2B invoice naming its GSTIN, the place of supply the GSTIN's state", async () => {
    // Delivered in Haryana (the store's state) to a business registered in Karnataka: IGST, place of supply 29.
    const business = { ...HARYANA, businessName: "Kaveri Traders LLP", gstin: "29AAPFU0939F1ZR" };
    const { shopper, orderId } = await orderDeliveredTo(business, 1);
    const order = await orderOf(t, shopper, orderId);
    expect(order.address).toMatchObject({ businessName: "Kaveri Traders LLP", gstin: "29AAPFU0939F1ZR" });
    const invoice = await invoiceRow(orderId);
    expect(invoice.supply).toBe("inter");
    expect(invoice.buyer).toMatchObject({
      name: "Kaveri Traders LLP",
      gstin: "29AAPFU0939F1ZR",
      state: "Karnataka",
      stateCode: "29",
    });
    expect(invoice.buyer.address).toContain("Gurugram, Haryana 122051");

    const text = await pdfText(
      (await t.app.inject({ method: "GET", url: `/api/order/${orderId}/invoice`, headers: shopper.auth }))
        .rawPayload,
    );
    for (const expected of [
      "TAX INVOICE",
      "Kaveri Traders LLP",
      "GSTIN: 29AAPFU0939F1ZR",
      "Attn: Priya Sharma",
      "Karnataka (29)",
      "Supply type B2B (registered buyer)",
      "IGST",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("CGST");
  });

  it("to a consumer says B2C, and names no buyer's GSTIN", async () => {
    const { shopper, orderId } = await orderDeliveredTo(KARNATAKA, 1);
    const text = await pdfText(
      (await t.app.inject({ method: "GET", url: `/api/order/${orderId}/invoice`, headers: shopper.auth }))
        .rawPayload,
    );
    expect(text).toContain("Supply type B2C");
    expect(text.match(/GSTIN:/g)).toHaveLength(1);
  });

  it("with a coupon and the prepaid offer: each line's gross value, discount and taxable value after it, to the paisa of what was paid", async () => {
    // The cooler: Rs 8,290 with DIWALI10 (10%, capped at Rs 500) and Rs 50 off for paying online, to Karnataka.
    const { shopper, orderId } = await discountedOrder(t, {
      lines: [
        { product: { title: "Desert Cooler 70 L", pricePaise: 829_000, hsn: "84798100" }, quantity: 1 },
      ],
      // The longest code a coupon can have (24 characters) still sits on one line.
      couponCode: "DIWALI10-CAMPAIGN-ABCDEF",
      couponDiscountPaise: 50_000,
      prepaidDiscountPaise: 5_000,
    });
    const invoice = await invoiceRow(orderId);
    expect(invoice.supply).toBe("inter");
    expect(invoice.discounts).toEqual({
      couponCode: "DIWALI10-CAMPAIGN-ABCDEF",
      couponDiscountPaise: 50_000,
      prepaidDiscountPaise: 5_000,
    });
    expect(invoice.lines).toMatchObject([
      // 8,290.00 less 550.00: IGST on 7,740.00, the discounted value.
      {
        description: "Desert Cooler 70 L",
        quantity: 1,
        unitPricePaise: 829_000,
        discountPaise: 55_000,
        grossPaise: 774_000,
        taxablePaise: 655_932,
        igstPaise: 118_068,
      },
      { description: "Shipping charges", grossPaise: 500, taxablePaise: 424, igstPaise: 76 },
    ]);
    expect(invoice.totalPaise).toBe(774_500);
    const order = await orderOf(t, shopper, orderId);
    expect(order.totalAmount).toBe(7_745);

    const text = await pdfText(
      (await t.app.inject({ method: "GET", url: `/api/order/${orderId}/invoice`, headers: shopper.auth }))
        .rawPayload,
    );
    for (const expected of [
      "Discount",
      "1 Desert Cooler 70 L 84798100 1 pc 8,290.00 -550.00 6,559.32 18% 1,180.68 7,740.00",
      "2 Shipping charges — — 5.00 — 4.24 18% 0.76 5.00",
      "Value before discount",
      "₹8,295.00",
      "Coupon DIWALI10-CAMPAIGN-ABCDEF -₹500.00",
      "Prepaid offer -₹50.00",
      "Invoice total ₹7,745.00",
      "Rupees Seven Thousand Seven Hundred Forty Five Only",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("spreads the discount over several lines, each taxed on its own share, the lines adding up to the total", async () => {
    const { orderId, lines, totalPaise } = await discountedOrder(t, {
      lines: [
        { product: { title: "Desert Cooler 70 L", pricePaise: 829_000 }, quantity: 1 },
        { product: { title: "Electric Kettle 1.5 L", pricePaise: 129_999, gstRatePercent: 5 }, quantity: 3 },
      ],
      couponCode: "FESTIVE",
      couponDiscountPaise: 50_000,
      prepaidDiscountPaise: 5_000,
    });
    // Coupon 500.00 by value (8,290.00 : 3,899.97): 340.04 and 159.96, the odd paisa to the larger line;
    // the prepaid 50.00 by value after it: 34.00 and 15.99, the odd paisa again to the larger.
    expect(lines.map((l) => l.discountPaise)).toEqual([34_004 + 3_401, 15_996 + 1_599]);
    const invoice = await invoiceRow(orderId);
    expect(invoice.lines.map((l) => [l.ratePercent, l.discountPaise, l.grossPaise, l.taxablePaise])).toEqual([
      [18, 37_405, 791_595, taxableValue(791_595, 18)],
      [5, 17_595, 372_402, taxableValue(372_402, 5)],
      // Shipping at the highest rate of the goods, never discounted.
      [18, undefined, 500, 424],
    ]);
    const sum = invoice.lines.reduce(
      (s, l) => s + l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise,
      0,
    );
    expect(sum).toBe(totalPaise);
    expect(invoice.totalPaise).toBe(829_000 + 389_997 + 500 - 55_000);
  });

  it("is the buyer's and staff's only: another shopper gets 404, a stranger 401", async () => {
    const { orderId } = await orderDeliveredTo(KARNATAKA, 1);
    const other = await createUser(t.db, t.config.jwtSecret);
    const url = `/api/order/${orderId}/invoice`;
    expect((await t.app.inject({ method: "GET", url, headers: other.auth })).json()).toEqual({
      message: "Invoice not found.",
    });
    expect((await t.app.inject({ method: "GET", url, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url, headers: t.staff.auth })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/order/not-an-id/invoice", headers: other.auth }))
        .statusCode,
    ).toBe(400);
  });

  it("is reversed by a credit note, in its own series, for each refund", async () => {
    const { shopper, orderId } = await orderDeliveredTo(HARYANA, 2);
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refund`,
      headers: t.staff.auth,
      payload: { amount: 1_000, reason: "Goodwill for a late delivery" },
    });
    expect(refund.statusCode).toBe(200);
    const order = await orderOf(t, shopper, orderId);
    expect(order.refunds).toHaveLength(1);
    const url = order.refunds[0]!.creditNoteUrl;
    expect(url).toMatch(new RegExp(`^/api/order/${orderId}/credit-notes/[0-9a-f-]{36}$`));

    const response = await t.app.inject({ method: "GET", url: url!, headers: shopper.auth });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    const invoice = await invoiceRow(orderId);
    for (const expected of [
      "CREDIT NOTE",
      "VCN/",
      invoice.serial,
      "Goodwill for a late delivery",
      "CGST",
      "₹1,000.00",
      "Rupees One Thousand Only",
      defaultStoreProfile.gstin,
    ]) {
      expect(text).toContain(expected);
    }
    const other = await createUser(t.db, t.config.jwtSecret);
    expect((await t.app.inject({ method: "GET", url: url!, headers: other.auth })).statusCode).toBe(404);
  });

  it("starts a new series on 1 April (India's time)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-31T18:29:00Z")); // 31 March 2027, 23:59 in India
    const march = await invoiceRow((await orderDeliveredTo(KARNATAKA, 1)).orderId);
    vi.setSystemTime(new Date("2027-03-31T18:30:00Z")); // 1 April 2027, 00:00 in India
    const april = await invoiceRow((await orderDeliveredTo(KARNATAKA, 1)).orderId);
    expect(march.financialYear).toBe("2026-27");
    expect(march.serial.startsWith("VHA/26-27/")).toBe(true);
    expect(april).toMatchObject({ financialYear: "2027-28", number: 1, serial: "VHA/27-28/000001" });
  });

  it("gives back the number of a document whose transaction rolls back", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await takeNumber(tx, "credit_note", "2030-31");
        throw new Error("the refund failed");
      }),
    ).rejects.toThrow("the refund failed");
    const taken = await t.db.transaction((tx) => takeNumber(tx, "credit_note", "2030-31"));
    expect(taken).toEqual({ number: 1, serial: "VCN/30-31/000001" });
  });

  it("numbers 20 orders placed at once 1 to 20 in a new year, no gap, no repeat", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-01T06:00:00Z"));
    // A product each, so that no product row lock lines the placements up: only the series does.
    const paid = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const product = await createProduct(t.db, {
          title: `Mixer Grinder 750 W (${i + 1})`,
          pricePaise: 349_900,
          stock: 5,
          hsn: "85094000",
        });
        const cart = [{ productId: product.id, quantity: 1 }];
        const shopper = await shopperWithCart(t, cart);
        const checkout = await openedPaymentOrder(t, shopper, 3_504);
        return { shopper, cart, ...(await payQuietly(t, checkout.id)) };
      }),
    );
    // Verifying a payment places its order: twenty placing transactions at once.
    const verified = await Promise.all(paid.map(({ shopper, signed }) => verify(t, shopper, signed)));
    expect(verified.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const placed = await Promise.all(
      paid.map(({ shopper, signed, cart }) => placeOrder(t, shopper, signed, cart, 3_504)),
    );
    expect(placed.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = (await t.db.select().from(invoices).where(eq(invoices.financialYear, "2031-32")))
      .map((i) => i.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const order = (
      await getOrder(t, paid[0]!.shopper, placed[0]!.json<PlaceOrderResponseType>().order._id)
    ).json<{ order: { invoiceUrl: string } }>();
    expect(order.order.invoiceUrl).toContain("/invoice");
    // Forty checkouts one transaction at a time on PGlite take a while on a busy machine.
  }, 120_000);
});
