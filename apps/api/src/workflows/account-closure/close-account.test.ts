import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { openedCheckout, placedOrder } from "../../test/checkout-fixtures";
import { createUser } from "../../test/factories";
import { shipAndDeliver, staffView } from "../../test/lifecycle-fixtures";
import { invoices } from "../../domains/invoices/tables";
import { users } from "../../domains/accounts/tables";
import { addresses } from "../../domains/addresses/tables";
import { cartItems } from "../../domains/cart/tables";
import { stockAlerts } from "../../domains/stock-alerts/tables";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const closeAccount = (auth: Record<string, string>, password: string) => t.app.inject({ method: "DELETE", url: "/api/account", headers: auth, payload: { password } });
const login = (email: string, password: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("DELETE /api/account", () => {
  it("erases the shopper's personal data and keeps their delivered order, anonymised, with its invoice as issued", async () => {
    const { shopper, orderId, product } = await placedOrder(t, { pricePaise: 250_000 });
    await shipAndDeliver(t, t.staff, orderId);
    await t.db.insert(stockAlerts).values({ userId: shopper.user.id, productId: product.id });
    const [invoiceBefore] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));

    const response = await closeAccount(shopper.auth, shopper.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your account has been deleted." });

    expect((await t.app.inject({ url: "/api/auth/me", headers: shopper.auth })).statusCode).toBe(401);
    expect((await login(shopper.user.email, shopper.password)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row).toMatchObject({ name: "Deleted customer", email: `deleted-${shopper.user.id}@deleted.invalid`, deletedAt: expect.any(Date) });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, shopper.user.id))).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toEqual([]);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.userId, shopper.user.id))).toEqual([]);

    const order = await staffView(t, t.staff, orderId);
    expect(order.address).toMatchObject({ name: "Deleted customer", mobile: "", address: "", landmark: "", city: shopper.address.city, state: shopper.address.state, zipCode: shopper.address.zipCode });
    expect(order.orderStatus).toBe("Delivered");
    const [invoiceAfter] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoiceAfter).toEqual(invoiceBefore);
  });

  it("refuses while an order is on its way or a payment is open, and changes nothing", async () => {
    const placed = await placedOrder(t, { pricePaise: 99_900 });
    const refused = await closeAccount(placed.shopper.auth, placed.shopper.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "You have orders that are not yet complete. You can delete your account once they are delivered, cancelled or refunded.",
    );
    expect((await t.app.inject({ url: "/api/auth/me", headers: placed.shopper.auth })).statusCode).toBe(200);

    const paying = await openedCheckout(t, { pricePaise: 99_900 });
    expect((await closeAccount(paying.shopper.auth, paying.shopper.password)).statusCode).toBe(409);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, paying.shopper.user.id))).toHaveLength(1);
  });

  it("refuses a wrong password on its field, and staff accounts", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const wrong = await closeAccount(shopper.auth, "not-my-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: "password", message: "That password is not correct." });
    expect((await login(shopper.user.email, shopper.password)).statusCode).toBe(200);

    const staffRefused = await closeAccount(t.staff.auth, t.staff.password);
    expect(staffRefused.statusCode).toBe(409);
    expect(staffRefused.json().message).toBe("Staff accounts are removed by the store's owner.");
  });
});
