import { eq, sql } from "drizzle-orm";
import type { CheckoutSuccess, PaymentOrderResponseType, SandboxPayResponseType } from "@vayu/shared/checkout";
import type { OrderType, PlaceOrderResponseType } from "@vayu/shared/orders";
import type { TestApp } from "./app";
import { createProduct, createUser, sampleAddress } from "./factories";
import { addresses } from "../domains/addresses/tables";
import { cartItems } from "../domains/cart/tables";
import { orders } from "../domains/orders/tables";
import { createSandboxProvider, SANDBOX_KEY_SECRET } from "../domains/checkout/sandbox-provider";
import { checkoutSignature } from "../domains/checkout/signatures";
import { paymentOrders } from "../domains/checkout/tables";
import { stockReservations } from "../domains/catalog/tables";
import { pincodes } from "../domains/delivery/tables";

/** Test helpers for the checkout and orders API tests (not a test file itself). */

export type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;

/** A shopper with a saved address and these products in the cart. */
export async function shopperWithCart(t: TestApp, lines: { productId: string; quantity: number }[]) {
  const shopper = await createUser(t.db, t.config.jwtSecret);
  const [address] = await t.db
    .insert(addresses)
    .values({ ...sampleAddress, landmark: "", userId: shopper.user.id })
    .returning();
  if (lines.length > 0) await t.db.insert(cartItems).values(lines.map((l) => ({ ...l, userId: shopper.user.id })));
  return { ...shopper, address: address! };
}

export function postPaymentOrder(t: TestApp, shopper: Shopper, amount: number, address?: string) {
  return t.app.inject({ method: "POST", url: "/api/order/razorpay/order", headers: shopper.auth, payload: { amount, address } });
}

export async function openedPaymentOrder(t: TestApp, shopper: Shopper, amount: number): Promise<PaymentOrderResponseType> {
  const response = await postPaymentOrder(t, shopper, amount);
  if (response.statusCode !== 200) throw new Error(`payment order not opened: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A shopper with `quantity` units of a new product in the cart and a payment order opened for them. */
export async function openedCheckout(t: TestApp, product: NonNullable<Parameters<typeof createProduct>[1]> & { pricePaise: number }, quantity = 1) {
  const created = await createProduct(t.db, product);
  const cart = [{ productId: created.id, quantity }];
  const shopper = await shopperWithCart(t, cart);
  const total = ((product.salePricePaise ?? product.pricePaise) * quantity + 500) / 100;
  const order = await openedPaymentOrder(t, shopper, total);
  return { product: created, cart, shopper, order, total };
}

/** Paid through the sandbox provider itself: no webhook follows, so only the calls under test act. */
export async function payQuietly(t: TestApp, orderId: string, outcome: "success" | "failure" = "success", method: "upi" | "card" = "upi") {
  const payment = await createSandboxProvider(t.db).pay({ orderId, method, outcome });
  const signed: CheckoutSuccess = {
    razorpay_order_id: orderId,
    razorpay_payment_id: payment.id,
    razorpay_signature: checkoutSignature(SANDBOX_KEY_SECRET, orderId, payment.id),
  };
  return { payment, signed };
}

export async function sandboxPay(t: TestApp, shopper: Shopper, orderId: string, outcome: "success" | "failure" = "success", method: "upi" | "card" = "upi") {
  const response = await t.app.inject({ method: "POST", url: "/api/payments/sandbox/pay", headers: shopper.auth, payload: { order_id: orderId, method, outcome } });
  if (response.statusCode !== 200) throw new Error(`sandbox pay refused: ${response.statusCode} ${response.body}`);
  return response.json<SandboxPayResponseType>();
}

export async function paidSuccessfully(t: TestApp, shopper: Shopper, orderId: string): Promise<CheckoutSuccess> {
  const response = await sandboxPay(t, shopper, orderId);
  if ("error" in response) throw new Error("sandbox payment failed");
  return response;
}

/** A shopper who has paid for and placed an order of `quantity` units of a new product (no webhooks involved). */
export async function placedOrder(t: TestApp, product: NonNullable<Parameters<typeof createProduct>[1]> & { pricePaise: number }, quantity = 1) {
  const checkout = await openedCheckout(t, product, quantity);
  const { signed } = await payQuietly(t, checkout.order.id);
  const verified = await verify(t, checkout.shopper, signed);
  if (verified.statusCode !== 200) throw new Error(`verify refused: ${verified.statusCode} ${verified.body}`);
  const placed = await placeOrder(t, checkout.shopper, signed, checkout.cart, checkout.total);
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.statusCode} ${placed.body}`);
  return { ...checkout, orderId: placed.json<PlaceOrderResponseType>().order._id, paymentId: signed.razorpay_payment_id };
}

/**
 * A shopper who has placed a cash-on-delivery order of `quantity` units of a new product,
 * delivered to the sample address (Bengaluru 560001, known to take COD). It awaits the
 * shopper's confirmation (docs/decisions/305-cod-confirmation.md).
 */
export async function placedCodOrder(t: TestApp, product: NonNullable<Parameters<typeof createProduct>[1]> & { pricePaise: number }, quantity = 1) {
  await t.db.insert(pincodes).values({ pincode: sampleAddress.zipCode, district: "Bengaluru", state: "Karnataka" }).onConflictDoNothing();
  const created = await createProduct(t.db, product);
  const cart = [{ productId: created.id, quantity }];
  const shopper = await shopperWithCart(t, cart);
  // The demo settings' fees: ₹5 delivery, ₹70 for COD below ₹500 of goods.
  const goodsPaise = product.pricePaise * quantity;
  const total = (goodsPaise + 500 + (goodsPaise < 50_000 ? 7_000 : 0)) / 100;
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: shopper.auth,
    payload: { paymentType: "COD", totalAmount: total, address: shopper.address.id, products: cart.map((l) => ({ product: l.productId, quantity: l.quantity })) },
  });
  if (placed.statusCode !== 201) throw new Error(`COD order not placed: ${placed.statusCode} ${placed.body}`);
  return { shopper, product: created, cart, total, orderId: placed.json<PlaceOrderResponseType>().order._id };
}

export function verify(t: TestApp, shopper: Shopper, body: CheckoutSuccess) {
  return t.app.inject({ method: "POST", url: "/api/order/razorpay/verify", headers: shopper.auth, payload: body });
}

/** POST /order with what the storefront holds after a successful payment. */
export function placeOrder(
  t: TestApp,
  shopper: Shopper,
  paid: CheckoutSuccess,
  cart: { productId: string; quantity: number }[],
  totalAmount: number,
) {
  return t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: shopper.auth,
    payload: {
      order_id: paid.razorpay_order_id,
      transactionId: paid.razorpay_payment_id,
      totalAmount,
      paymentType: "Online",
      address: shopper.address.id,
      products: cart.map((l) => ({ product: l.productId, quantity: l.quantity })),
    },
  });
}

export async function listOrders(t: TestApp, shopper: Shopper): Promise<OrderType[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/order", headers: shopper.auth });
  if (response.statusCode !== 200) throw new Error(`GET /order: ${response.statusCode}`);
  return response.json<{ orders: OrderType[] }>().orders;
}

export async function paymentOrderStatus(t: TestApp, providerOrderId: string) {
  const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row;
}

export async function ordersFor(t: TestApp, providerOrderId: string) {
  return t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
}

/** Polls until `check` holds: sandbox webhooks arrive just after the response, as real ones do. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Moves a checkout `minutes` into the past, with its stock hold and the reconciler's next
 * look: the database's clock decides what has expired, so tests age rows instead of it.
 */
export async function ageCheckout(t: TestApp, providerOrderId: string, minutes: number) {
  const shift = sql`${minutes} * interval '1 minute'`;
  const [row] = await t.db
    .update(paymentOrders)
    .set({
      createdAt: sql`${paymentOrders.createdAt} - ${shift}`,
      reservedUntil: sql`${paymentOrders.reservedUntil} - ${shift}`,
      nextAttemptAt: sql`${paymentOrders.nextAttemptAt} - ${shift}`,
    })
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
    .returning({ id: paymentOrders.id });
  await t.db
    .update(stockReservations)
    .set({ expiresAt: sql`${stockReservations.expiresAt} - ${shift}` })
    .where(eq(stockReservations.holderId, row!.id));
}
