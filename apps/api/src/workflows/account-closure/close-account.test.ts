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

describe("DELETE /api/account of an account made with a mobile number (it has no password)", () => {
  const phone = "9876501234";
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api${url}`, payload, headers });
  const lastSms = (template: string) => t.messages.sent.findLast((m) => m.to === phone && m.template === template);

  it("is confirmed with a code sent by SMS to its number, which the account lets go of", async () => {
    await post("/auth/otp/request", { phone });
    const login = await post("/auth/otp/verify", { phone, code: lastSms("login_code")!.params.code, name: "Asha" });
    expect(login.statusCode, login.body).toBe(200);
    const auth = { authorization: `Bearer ${login.json().accessToken}` };

    const noCode = await t.app.inject({ method: "DELETE", url: "/api/account", headers: auth, payload: { password: "anything" } });
    expect(noCode.json()).toMatchObject({ field: "code", message: "Please enter the 6-digit code we sent to your mobile number." });

    expect((await post("/account/close/code", {}, auth)).statusCode).toBe(200);
    const sms = lastSms("close_account_code")!;
    expect(sms.text).toContain(`${sms.params.code} is your code to delete your Vayu Home Appliances account.`);
    const wrong = String((Number(sms.params.code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await t.app.inject({ method: "DELETE", url: "/api/account", headers: auth, payload: { code: wrong } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "code", message: "That code is not right. 4 tries left." });

    const closed = await t.app.inject({ method: "DELETE", url: "/api/account", headers: auth, payload: { code: sms.params.code } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/account/sessions", headers: auth })).statusCode).toBe(401);
    const [gone] = await t.db.select().from(users).where(eq(users.id, login.json().user._id));
    expect(gone).toMatchObject({ name: "Deleted customer", phone: null });
  });

  it("is not offered a code to an account with a password", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const asked = await post("/account/close/code", {}, shopper.auth);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe("Please confirm with your password.");
  });
});
