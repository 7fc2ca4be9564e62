import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreTestApp, type StoreTestApp } from "../test/store-app";

/**
 * API errors in the shopper's language (docs/decisions/322-hindi-messages.md): Hindi when the
 * request prefers Hindi (the storefront's `api()` sends the page's language), the spec's exact
 * English otherwise. PGlite and PostgreSQL.
 */
let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });

describe("an error the API answers a shopper", () => {
  it("is in Hindi for a Hindi page", async () => {
    const missing = await get(`/api/order/${randomUUID()}`, { ...t.shopper.auth, ...HINDI });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "ऑर्डर नहीं मिला।" });
    const anonymous = await get(`/api/order/${randomUUID()}`, HINDI);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ message: string }>().message).toBe("आगे बढ़ने के लिए कृपया लॉग इन करें।");
  });

  it("is the spec's exact English without Accept-Language, or when it prefers English", async () => {
    const asked: Record<string, string>[] = [{}, { "accept-language": "en-IN,en;q=0.9,hi;q=0.8" }];
    for (const headers of asked) {
      const missing = await get(`/api/order/${randomUUID()}`, { ...t.shopper.auth, ...headers });
      expect(missing.json()).toEqual({ message: "Order not found." });
      const anonymous = await get(`/api/order/${randomUUID()}`, headers);
      expect(anonymous.json<{ message: string }>().message).toBe("Please log in to continue.");
    }
  });

  it("is in Hindi for the account pages too: a wrong login", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: HINDI,
      payload: { email: "nobody@example.in", password: "wrong-one" },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json<{ message: string }>().message).toBe("ई-मेल या पासवर्ड गलत है।");
    const english = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "nobody@example.in", password: "wrong-one" } });
    expect(english.json<{ message: string }>().message).toBe("Invalid email or password.");
  });

  it("keeps a field's name and its extra details, the sentence in Hindi", async () => {
    const product = randomUUID();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: { ...t.shopper.auth, ...HINDI },
      payload: { paymentType: "COD", totalAmount: 100, address: randomUUID(), products: [{ product, quantity: 1 }], buyNow: { product, quantity: 1 } },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toBe("एक प्रोडक्ट अलग से खरीदने के लिए Idempotency-Key हेडर ज़रूरी है।");
  });
});
