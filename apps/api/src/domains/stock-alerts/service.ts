import { and, eq, isNull } from "drizzle-orm";
import { messages } from "@vayu/shared/messages";
import { stockAlertOffMessage, type StockAlertUnsubscribeResponseType } from "@vayu/shared/stock-alerts";
import type { Db, DbOrTx } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/errors";
import { buyableStock, productTitles } from "../catalog/index";
import { stockAlerts } from "./tables";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

const pendingAlert = (userId: string, productId: string) =>
  and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt));

/** Whether the shopper waits for this product's return. */
export async function isSubscribed(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: stockAlerts.id }).from(stockAlerts).where(pendingAlert(userId, productId));
  return row !== undefined;
}

/**
 * Asks for the one back-in-stock e-mail. Only a sold-out product (no units anyone can buy,
 * docs/decisions/054-stock-held-while-paying.md) takes one; asking again changes nothing.
 */
export async function subscribe(db: Db, userId: string, productId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const buyable = await buyableStock(tx, productId);
    if (buyable === undefined) throw notFound(messages.catalog.productNotFound);
    if (buyable > 0) throw conflict(messages.stockAlerts.inStock);
    // The partial unique index on pending alerts makes a repeat (or a simultaneous twin) a no-op.
    await tx.insert(stockAlerts).values({ userId, productId }).onConflictDoNothing();
  });
}

/** Stops the shopper's pending alert for the product, if any. */
export async function unsubscribe(db: DbOrTx, userId: string, productId: string): Promise<void> {
  await db.delete(stockAlerts).where(pendingAlert(userId, productId));
}

/** The e-mail's unsubscribe link: no sign-in, the signed token names who and what. */
export async function unsubscribeByToken(db: DbOrTx, token: string, secret: string): Promise<StockAlertUnsubscribeResponseType> {
  const claims = await verifyUnsubscribeToken(token, secret);
  if (!claims) throw badRequest(messages.stockAlerts.linkInvalid, { field: "token" });
  const title = (await productTitles(db, [claims.productId])).get(claims.productId);
  if (title === undefined) throw notFound(messages.catalog.productNotFound);
  await unsubscribe(db, claims.userId, claims.productId);
  return { message: stockAlertOffMessage(title), product: { _id: claims.productId, title } };
}
