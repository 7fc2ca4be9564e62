import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { shopperWithCart } from "../../test/checkout-fixtures";
import { createProduct } from "../../test/factories";
import { users } from "../../domains/accounts/tables";
import { pincodes } from "../../domains/delivery/tables";
import { products } from "../../domains/catalog/tables";
import { createMessageOutbox } from "../../messaging/outbox";
import { outboxFolderTransport } from "../../messaging/transport";

/**
 * A Hindi shopper's messages (docs/decisions/322-hindi-messages.md): the order's e-mail and SMS
 * in Hindi with links to the Hindi pages, an English shopper's exactly as before. PGlite and PostgreSQL.
 */
let t: StoreTestApp;
beforeAll(async () => {
  // A limit above a lakh, so the e-mail shows the Indian grouping of a big cash order.
  t = await createStoreTestApp({ COD_LIMIT: "500000" });
  await t.db.insert(pincodes).values({ pincode: "560001", district: "Bengaluru", state: "Karnataka" });
});
afterAll(() => t.close());

const HINDI = "hi-IN,hi;q=0.9,en;q=0.8";

/** A shopper (account in `locale`) places a cash-on-delivery order of ₹1,23,451 cooler (₹1,23,456 with shipping) from a page in that language. */
async function placeCod(locale: "en" | "hi") {
  const product = await createProduct(t.db, { title: "Arctic Desert Cooler 90 L", pricePaise: 123_451_00 });
  await t.db.update(products).set({ hi: { title: "आर्कटिक डेज़र्ट कूलर 90 लीटर" } }).where(eq(products.id, product.id));
  const shopper = await shopperWithCart(t, [{ productId: product.id, quantity: 1 }]);
  await t.db.update(users).set({ locale }).where(eq(users.id, shopper.user.id));
  const before = { mails: t.mailer.sent.length, messages: t.messages.sent.length };
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: { ...shopper.auth, ...(locale === "hi" && { "accept-language": HINDI }) },
    payload: { paymentType: "COD", totalAmount: 123_456, address: shopper.address.id, products: [{ product: product.id, quantity: 1 }] },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<PlaceOrderResponseType>().order;
  const mail = t.mailer.sent.slice(before.mails).find((m) => m.to === shopper.user.email)!;
  const sms = t.messages.sent.slice(before.messages).find((m) => m.channel === "sms")!;
  return { order, mail, sms };
}

describe("a Hindi shopper's cash-on-delivery order", () => {
  it("is confirmed by an e-mail in Hindi, with the Hindi product name, Indian-grouped rupees and links to /hi pages", async () => {
    const { order, mail } = await placeCod("hi");
    expect(mail.subject).toBe(`कृपया अपना Vayu Home Appliances ऑर्डर #${order.orderNumber} कन्फ़र्म करें`);
    expect(mail.text).toContain("नमस्ते ");
    expect(mail.text).toContain("आर्कटिक डेज़र्ट कूलर 90 लीटर × 1 — ₹1,23,451.00");
    expect(mail.text).toContain("डिलीवरी पर कुल भुगतान: ₹1,23,456.00");
    expect(mail.text).toContain("कैश ऑन डिलीवरी: ऑर्डर पहुँचने पर कृपया डिलीवरी पार्टनर को ₹1,23,456.00 नकद दें।");
    expect(mail.text).not.toContain("Arctic Desert Cooler");
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain("मेरे ऑर्डर देखें");
    // Every link opens the Hindi page: the orders, and the confirm/cancel answers.
    const links = mail.links ?? [];
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(new URL(link).pathname).toMatch(/^\/hi\//);
  });

  it("asks for the confirmation by a Hindi SMS linking to the Hindi tracking page", async () => {
    const { order, sms } = await placeCod("hi");
    expect(sms.template).toBe("order_cod_confirm_hi");
    expect(sms.text).toMatch(
      new RegExp(`^अपना Vayu Home Appliances कैश ऑन डिलीवरी ऑर्डर #${order.orderNumber} \\(₹1,23,456\\.00\\) कन्फ़र्म या कैंसिल करें: \\S+/hi/track\\?t=\\S+ 24 घंटे`),
    );
  });

  it("of an English shopper stays in English, word for word as before", async () => {
    const { order, mail, sms } = await placeCod("en");
    expect(mail.subject).toBe(`Please confirm your Vayu Home Appliances order #${order.orderNumber}`);
    expect(mail.text).toContain("Arctic Desert Cooler 90 L × 1 — ₹1,23,451.00");
    expect(mail.text).toContain("Total to pay on delivery: ₹1,23,456.00");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("Or paste this link into your browser:");
    for (const link of mail.links ?? []) expect(new URL(link).pathname).not.toMatch(/^\/hi\//);
    expect(sms.template).toBe("order_cod_confirm");
    expect(sms.text).toMatch(/^Please confirm or cancel your Vayu Home Appliances cash-on-delivery order #\d+ of ₹1,23,456\.00: \S+\/track\?t=/);
  });
});

describe("the offline outbox", () => {
  it("writes a Hindi shopper's SMS in Hindi to DATA_DIR/outbox/sms", async () => {
    const dataDir = path.join(t.config.dataDir, "hindi-outbox");
    const transports = { sms: outboxFolderTransport("sms", dataDir, t.app.log), whatsapp: outboxFolderTransport("whatsapp", dataDir, t.app.log) };
    const outbox = createMessageOutbox({ db: t.db, transports, log: t.app.log });
    const params = { store: "Vayu Home Appliances", order: "1042", amount: "₹1,23,456.00", link: "https://shop.test/hi/track?t=abc" };
    await outbox.send({ channel: "sms", to: "9876501234", template: "order_delivered", params, locale: "hi" });
    const folder = path.join(dataDir, "outbox", "sms");
    const [file] = await readdir(folder);
    expect(JSON.parse(await readFile(path.join(folder, file!), "utf8"))).toMatchObject({
      to: "+919876501234",
      template: "order_delivered_hi",
      text: "आपका Vayu Home Appliances ऑर्डर #1042 (₹1,23,456.00) डिलीवर हो गया है। जानकारी: https://shop.test/hi/track?t=abc",
    });
  });
});
