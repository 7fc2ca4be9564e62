import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { OrderStatus } from "@vayu/shared/orders";
import { messages } from "@vayu/shared/messages";
import type { Db, Tx } from "../../db/client";
import { conflict } from "../../http/errors";
import { passwordResetTokens, users, userSessions } from "../../domains/accounts/tables";
import { addresses } from "../../domains/addresses/tables";
import { cartItems } from "../../domains/cart/tables";
import { clearCartCoupon } from "../../domains/promotions/index";
import { paymentOrders, refunds, type PaymentOrderStatus } from "../../domains/checkout/tables";
import { orders } from "../../domains/orders/tables";
import { stockAlerts } from "../../domains/stock-alerts/tables";
import { wishlistItems } from "../../domains/wishlist/tables";
import { lockShopper } from "../purchase/cart-checkout";

/** Orders past which nothing more happens to the goods or the money (docs/decisions/170-account-page.md). */
const SETTLED_ORDERS: OrderStatus[] = ["Delivered", "Cancelled", "Returned", "Refunded"];
/** A payment still on its way to becoming an order or going back. */
const LIVE_PAYMENTS: PaymentOrderStatus[] = ["created", "paid", "refund_pending"];

/** What an order or a payment keeps of its delivery address once the shopper is gone: the place of supply its invoice names. */
function erasedAddress(column: typeof orders.address | typeof paymentOrders.address) {
  return sql`jsonb_build_object(
    '_id', ${column} ->> '_id', 'name', 'Deleted customer', 'mobile', '', 'address', '', 'landmark', '',
    'city', ${column} ->> 'city', 'state', ${column} ->> 'state', 'zipCode', ${column} ->> 'zipCode', 'country', ${column} ->> 'country')`;
}

/**
 * Deletes a shopper's account: their personal data is erased and they can never sign in
 * again, while their orders stay as the store's records, anonymised. Tax invoices and
 * credit notes stay as issued (the law keeps them for years). Refused for staff, and
 * while an order or a payment of theirs is still moving. The caller has confirmed it is
 * the shopper; `confirmed` runs in the closing's transaction (spending a one-time code).
 */
export async function closeAccount(db: Db, userId: string, confirmed?: (tx: Tx) => Promise<void>): Promise<void> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (user?.role !== "shopper") throw conflict(messages.account.deleteStaff);

  await db.transaction(async (tx) => {
    await confirmed?.(tx);
    // The lock opening a checkout and placing a COD order take: none can start while this runs.
    await lockShopper(tx, userId);
    const [openOrder] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), notInArray(orders.orderStatus, SETTLED_ORDERS)))
      .limit(1);
    const [livePayment] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), inArray(paymentOrders.status, LIVE_PAYMENTS)))
      .limit(1);
    const [movingRefund] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(orders.userId, userId), inArray(refunds.status, ["requested", "pending"])))
      .limit(1);
    if (openOrder || livePayment || movingRefund) throw conflict(messages.account.deleteOpenOrders);

    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await clearCartCoupon(tx, userId);
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    await tx.delete(stockAlerts).where(eq(stockAlerts.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    // Its sessions go too, with the devices and addresses they name.
    await tx.delete(userSessions).where(eq(userSessions.userId, userId));
    await tx.update(orders).set({ address: erasedAddress(orders.address) }).where(eq(orders.userId, userId));
    await tx.update(paymentOrders).set({ address: erasedAddress(paymentOrders.address) }).where(eq(paymentOrders.userId, userId));
    await tx
      .update(users)
      .set({
        name: "Deleted customer",
        // Unique like any e-mail, deliverable to no one, and never matching a login.
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: "",
        phone: null,
        phoneVerifiedAt: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}
