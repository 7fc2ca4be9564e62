import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { shopperWithCart } from "../../test/checkout-fixtures";
import { createProduct } from "../../test/factories";
import { pincodes } from "../delivery/tables";

/**
 * The GST invoice stays bilingual-safe (docs/decisions/322-hindi-messages.md): a product named in
 * Hindi is printed in Devanagari, shaped (conjuncts, vowel signs), and reads back as the same
 * words, beside the invoice's English labels. PGlite and PostgreSQL.
 */
let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
  await t.db.insert(pincodes).values({ pincode: "560001", district: "Bengaluru", state: "Karnataka" });
});
afterAll(() => t.close());

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe("the invoice of an order of a product named in Hindi", () => {
  it("prints the Hindi name in Devanagari", async () => {
    const product = await createProduct(t.db, { title: "मिक्सर ग्राइंडर 750 वॉट", pricePaise: 3_995_00, hsn: "85094010" });
    const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: { ...shopper.auth, "accept-language": "hi" },
      payload: { paymentType: "COD", totalAmount: 4_000, address: shopper.address.id, products: [{ product: product.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<PlaceOrderResponseType>().order;
    const response = await t.app.inject({ method: "GET", url: `/api/order/${order._id}/invoice`, headers: shopper.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("85094010");
    // The text layer holds the glyphs as drawn: the vowel sign ि before the consonant it follows
    // in writing, and a break inside a shaped cluster. Without a Devanagari face none would be there.
    expect(text.replace(/\s+/g, "")).toContain("िमक्सरग्राइंडर750वॉट");
  });
});
