import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import { createTestApp, type TestApp } from "../../test/app";
import { placedOrder, shopperWithCart } from "../../test/checkout-fixtures";
import { createProduct, createUser } from "../../test/factories";
import { confirm, moveOrder } from "../../test/lifecycle-fixtures";
import { code128Widths } from "../dispatch/barcode";
import { pincodes } from "../delivery/tables";
import { orders } from "../orders/tables";
import { auditLog } from "../../audit/tables";

/** The dispatch desk's PDFs (docs/decisions/189-dispatch-documents.md), read back as text. */

let t: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
let shopper: Awaited<ReturnType<typeof createUser>>;
let prepaid: { id: string; number: number };
let cod: { id: string; number: number };
let notPacked: { id: string; number: number };

const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

async function numberOf(orderId: string) {
  const [row] = await t.db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  return { id: orderId, number: row!.number };
}

async function packed(orderId: string) {
  expect((await moveOrder(t, staff, orderId, { status: "Packed" })).statusCode).toBe(200);
}

/** A COD order of one ₹499.99 table fan: ₹5 shipping and the ₹70 COD charge make ₹574.99 to collect. */
async function placedCodOrder() {
  const product = await createProduct(t.db, { title: "Table Fan 400 mm", pricePaise: 49_999, stock: 10 });
  const cart = [{ productId: product.id, quantity: 1 }];
  const buyer = await shopperWithCart(t, cart);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: buyer.auth,
    payload: {
      paymentType: "COD",
      totalAmount: 574.99,
      address: buyer.address.id,
      products: [{ product: product.id, quantity: 1 }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const orderId = response.json<PlaceOrderResponseType>().order._id;
  // The shopper confirms it, so staff may pack it (docs/decisions/305-cod-confirmation.md).
  expect((await confirm(t, buyer, orderId)).statusCode).toBe(200);
  return orderId;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t.db, t.config.jwtSecret, { name: "Meera Iyer", role: "admin" });
  shopper = await createUser(t.db, t.config.jwtSecret);
  await t.db.insert(pincodes).values({ pincode: "560001", district: "Bengaluru", state: "Karnataka" });
  prepaid = await numberOf(
    (await placedOrder(t, { title: "Mixer Grinder 750 W", pricePaise: 399_900, stock: 10 }, 2)).orderId,
  );
  cod = await numberOf(await placedCodOrder());
  notPacked = await numberOf(
    (await placedOrder(t, { title: "Room Heater", pricePaise: 249_900, stock: 10 })).orderId,
  );
  await packed(prepaid.id);
  await packed(cod.id);
});
afterAll(() => t.close());

const get = (url: string, who = staff) => t.app.inject({ method: "GET", url, headers: who.auth });

async function pdfPages(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: false });
  const sizes = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, i) => (await pdf.getPage(i + 1)).view),
  );
  return { text, sizes };
}

async function pdfOf(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  return {
    ...(await pdfPages(response.rawPayload)),
    fileName: /filename="([^"]+)"/.exec(String(response.headers["content-disposition"]))?.[1],
  };
}

const FOUR_BY_SIX = [0, 0, 288, 432];

describe("an order's shipping label", () => {
  it("is one 4 x 6 inch page: COD amount to collect, ship-to with a large PIN and phone, ship-from, the order number", async () => {
    // The return address is the owner's pickup address from the settings.
    const owner = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
    const saved = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/settings",
      headers: owner.auth,
      payload: {
        storeName: "Sharma Electricals",
        pickupAddress: { line1: "Godown 7, Transport Nagar", city: "Gurugram", pincode: "122001" },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { text, sizes, fileName } = await pdfOf(`/api/admin/orders/${cod.id}/label`);
    expect(sizes).toEqual([FOUR_BY_SIX]);
    expect(fileName).toBe(`label-${cod.number}.pdf`);
    for (const expected of [
      "COD — COLLECT ₹574.99",
      "SHIP TO",
      "Priya Sharma",
      "12 MG Road, Flat 4B",
      "Bengaluru, Karnataka",
      "PIN 560001",
      "Phone +91 98765 43210",
      `Order #${cod.number}`,
      "1 item in this parcel",
      "RETURN TO",
      "Sharma Electricals",
      "Godown 7, Transport Nagar, Gurugram, Haryana 122001",
    ]) {
      expect(text[0]).toContain(expected);
    }
    expect(text[0]).not.toContain("PREPAID");
  });

  it("of a paid order says PREPAID and names no amount", async () => {
    const { text } = await pdfOf(`/api/admin/orders/${prepaid.id}/label`);
    expect(text[0]).toContain("PREPAID");
    expect(text[0]).toContain("2 items in this parcel");
    expect(text[0]).not.toContain("₹");
  });

  it("is in the audit log with the staff member who printed it", async () => {
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, cod.id), eq(auditLog.action, "print-label")));
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries[0]).toMatchObject({
      actorName: "Meera Iyer",
      entity: "order",
      after: { orderNumber: cod.number },
    });
  });

  it("carries a Code 128 barcode of the order number (start C, three digit pairs, check symbol, stop)", () => {
    const widths = code128Widths("100001");
    expect(widths.slice(0, 6)).toEqual([2, 1, 1, 2, 3, 2]);
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    expect(widths.reduce((sum, w) => sum + w, 0)).toBe(11 + 3 * 11 + 11 + 13);
  });
});

describe("an order's packing slip", () => {
  it("lists the items and quantities for the packer, the ship-to and order, and no prices", async () => {
    const { text, sizes, fileName } = await pdfOf(`/api/admin/orders/${prepaid.id}/packing-slip`);
    expect(fileName).toBe(`packing-slip-${prepaid.number}.pdf`);
    expect(sizes).toHaveLength(1);
    for (const expected of [
      "PACKING SLIP",
      `Order #${prepaid.number}`,
      "Priya Sharma",
      "Bengaluru, Karnataka 560001",
      "Mixer Grinder 750 W",
      "2 units in all",
      "Packed by",
      "Checked by",
      "Payment: prepaid",
    ]) {
      expect(text[0]).toContain(expected);
    }
    expect(text[0]).not.toMatch(/₹|3,999|7,998/);
  });
});

describe("an order's tax invoice, for staff", () => {
  it("is the order's GST tax invoice", async () => {
    const { text, fileName } = await pdfOf(`/api/admin/orders/${prepaid.id}/invoice`);
    expect(fileName).toMatch(/^VHA-\d{2}-\d{2}-\d{6}\.pdf$/);
    expect(text.join("\n")).toContain("TAX INVOICE");
    expect(text.join("\n")).toContain(`#${prepaid.number}`);
  });
});

describe("the day's packed orders", () => {
  it("print as one PDF of labels, one page per order in order-number order, and one of packing slips", async () => {
    const labels = await pdfOf(`/api/admin/orders/labels.pdf?status=Packed&date=${todayInIndia()}`);
    expect(labels.fileName).toBe(`labels-Packed-${todayInIndia()}.pdf`);
    expect(labels.sizes).toEqual([FOUR_BY_SIX, FOUR_BY_SIX]);
    expect(labels.text[0]).toContain(`Order #${prepaid.number}`);
    expect(labels.text[1]).toContain(`Order #${cod.number}`);
    expect(labels.text.join("\n")).not.toContain(`Order #${notPacked.number}`);

    const slips = await pdfOf(`/api/admin/orders/packing-slips.pdf?date=${todayInIndia()}`);
    expect(slips.text).toHaveLength(2);
    expect(slips.text[1]).toContain("Table Fan 400 mm");
  });

  it("another day, or a status no order has, is a 404 saying so; a malformed day a 400 saying how to write it", async () => {
    const yesterday = await get("/api/admin/orders/labels.pdf?status=Packed&date=2020-01-01");
    expect(yesterday.statusCode).toBe(404);
    expect(yesterday.json().message).toBe("No orders became Packed on 2020-01-01.");
    expect((await get("/api/admin/orders/packing-slips.pdf?status=Delivered")).json().message).toBe(
      "No orders are Delivered now.",
    );
    const malformed = await get("/api/admin/orders/labels.pdf?date=26-11-2026");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain("YYYY-MM-DD");
  });
});

describe("the dispatch documents", () => {
  it("are staff only (403 for a shopper) and 404 for an order that does not exist", async () => {
    for (const document of ["invoice", "packing-slip", "label"]) {
      expect((await get(`/api/admin/orders/${prepaid.id}/${document}`, shopper)).statusCode).toBe(403);
      const unknown = await get(`/api/admin/orders/00000000-0000-4000-8000-000000000000/${document}`);
      expect(unknown.statusCode, document).toBe(404);
    }
    expect((await get("/api/admin/orders/labels.pdf", shopper)).statusCode).toBe(403);
    expect((await get("/api/admin/orders/packing-slips.pdf", shopper)).statusCode).toBe(403);
  });
});
