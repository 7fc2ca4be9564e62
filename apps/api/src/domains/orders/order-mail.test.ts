import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountedOrder } from "../../test/discount-fixtures";
import { orderOf } from "../../test/lifecycle-fixtures";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { currentMailStore } from "../settings/index";
import { orderConfirmationEmail } from "./order-mail";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

async function confirmationOf(input: Parameters<typeof discountedOrder>[1]) {
  const { shopper, orderId } = await discountedOrder(t, input);
  const order = await orderOf(t, shopper, orderId);
  const mail = orderConfirmationEmail({
    to: shopper.user.email,
    name: "Priya",
    order,
    publicUrl: "http://shop.test",
    store: await currentMailStore(t.db),
  });
  const invoice = await t.app.inject({ method: "GET", url: order.invoiceUrl!, headers: shopper.auth });
  const invoiceText = (
    await extractText(await getDocumentProxy(new Uint8Array(invoice.rawPayload)), { mergePages: true })
  ).text;
  return { order, mail, invoiceText };
}

const cooler = { product: { title: "Desert Cooler 70 L", pricePaise: 829_000 }, quantity: 1 };

describe("the order confirmation e-mail with discounts", () => {
  it("names the coupon and shows its saving and the prepaid saving, the same amounts as the order and its tax invoice", async () => {
    // The DIWALI10 cooler: Rs 8,290 less Rs 500 (10%, capped) less Rs 50 for paying online, + Rs 5 shipping.
    const { order, mail, invoiceText } = await confirmationOf({
      lines: [cooler],
      couponCode: "DIWALI10",
      couponDiscountPaise: 50_000,
      prepaidDiscountPaise: 5_000,
    });
    expect(order).toMatchObject({
      couponCode: "DIWALI10",
      couponDiscount: 500,
      prepaidDiscount: 50,
      totalAmount: 7_745,
    });
    expect(mail.text).toContain(
      [
        "Desert Cooler 70 L × 1 — ₹8,290.00",
        "",
        "Subtotal: ₹8,290.00",
        "Coupon DIWALI10: -₹500.00",
        "Prepaid offer: -₹50.00",
        "Shipping: ₹5.00",
        "Total paid: ₹7,745.00",
        "You saved ₹550.00 on this order.",
      ].join("\n"),
    );
    const cells = [...mail.html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(
      expect.arrayContaining([
        "Coupon DIWALI10",
        "-₹500.00",
        "Prepaid offer",
        "-₹50.00",
        "₹7,745.00",
        "You saved ₹550.00 on this order.",
      ]),
    );
    expect(cells.indexOf("Coupon DIWALI10")).toBeLessThan(cells.indexOf("Prepaid offer"));
    // The PDF tax invoice names the same coupon and savings and comes to the same total.
    for (const same of ["Coupon DIWALI10 -₹500.00", "Prepaid offer -₹50.00", "Invoice total ₹7,745.00"])
      expect(invoiceText).toContain(same);
  });

  it("shows a coupon alone when there is no prepaid saving, and no saving rows for an order without discounts", async () => {
    const couponOnly = await confirmationOf({
      lines: [cooler],
      couponCode: "WELCOME200",
      couponDiscountPaise: 20_000,
      prepaidDiscountPaise: 0,
    });
    expect(couponOnly.mail.text).toContain(
      "Coupon WELCOME200: -₹200.00\nShipping: ₹5.00\nTotal paid: ₹8,095.00\nYou saved ₹200.00 on this order.",
    );
    expect(couponOnly.mail.text).not.toContain("Prepaid offer");

    const plain = await confirmationOf({
      lines: [cooler],
      couponCode: null,
      couponDiscountPaise: 0,
      prepaidDiscountPaise: 0,
    });
    expect(plain.mail.text).toContain(
      "Subtotal: ₹8,290.00\nShipping: ₹5.00\nTotal paid: ₹8,295.00\nPayment:",
    );
    expect(plain.mail.html).not.toMatch(/Coupon|Prepaid offer|You saved/);
  });
});
