import { and, eq, gt, lte, sql } from "drizzle-orm";
import {
  quantityChangeType,
  quantityOutOfStockMessage,
  type UpdateCartQuantityBody,
} from "@vayu/shared/cart";
import type { ContentLang } from "@vayu/shared/localised-content";
import { messages } from "@vayu/shared/messages";
import type { Db, DbOrTx } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/errors";
import { buyableStock } from "../catalog/index";
import { loadCartContents, type CartContents } from "./cart-lines";
import { cartItems } from "./tables";

const NOT_IN_CART = "Product is not in your cart.";

/** Stock of a product this shopper can buy; hidden and unknown products are a 404. */
async function purchasableStock(db: DbOrTx, userId: string, productId: string): Promise<number> {
  const stock = await buyableStock(db, productId, userId);
  if (stock === undefined) throw notFound(messages.catalog.productNotFound);
  return stock;
}

/** Quantity is at least 1 (the schema's job) and at most the stock (docs/product/policies.md "Stock"). */
function assertInStock(quantity: number, stock: number) {
  if (quantity > stock)
    throw badRequest(quantityOutOfStockMessage(stock), { field: "quantity", available: stock });
}

export async function addToCart(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
  lang: ContentLang = "en",
): Promise<CartContents> {
  return db.transaction(async (tx) => {
    assertInStock(quantity, await purchasableStock(tx, userId, productId));
    // The (user, product) primary key makes a repeat add lose the race cleanly.
    const inserted = await tx
      .insert(cartItems)
      .values({ userId, productId, quantity })
      .onConflictDoNothing()
      .returning({ productId: cartItems.productId });
    if (inserted.length === 0) throw conflict(messages.cart.alreadyInCart);
    return loadCartContents(tx, userId, lang);
  });
}

/** Sets a line's quantity; `type` has to name the direction of the change. */
export async function updateCartQuantity(
  db: Db,
  userId: string,
  change: UpdateCartQuantityBody,
  lang: ContentLang = "en",
): Promise<CartContents> {
  const { productId, quantity, type } = change;
  return db.transaction(async (tx) => {
    const line = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
    // A hidden product has dropped out of the cart, so it is "not in the cart" here too.
    const [current] = await tx.select({ quantity: cartItems.quantity }).from(cartItems).where(line).for("update");
    const stock = current ? await buyableStock(tx, productId, userId) : undefined;
    if (!current || stock === undefined) throw notFound(NOT_IN_CART);
    assertInStock(quantity, stock);
    if (quantity !== current.quantity && type !== quantityChangeType(current.quantity, quantity)) {
      throw badRequest(
        `Type must be "${quantityChangeType(current.quantity, quantity)}" to change the quantity from ${current.quantity} to ${quantity}.`,
        {
          field: "type",
        },
      );
    }
    await tx.update(cartItems).set({ quantity }).where(line);
    return loadCartContents(tx, userId, lang);
  });
}

/** Removes a line, also one whose product staff have hidden (the shopper is told it is unavailable). */
export async function removeFromCart(db: Db, userId: string, productId: string, lang: ContentLang = "en"): Promise<CartContents> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .returning({ productId: cartItems.productId });
    if (removed.length === 0) throw notFound(NOT_IN_CART);
    return loadCartContents(tx, userId, lang);
  });
}

/**
 * After a purchase: what was bought leaves the cart, and only that. A line the shopper raised
 * after opening the checkout keeps the difference; anything added meanwhile stays.
 */
export async function removePurchasedLines(
  db: DbOrTx,
  userId: string,
  bought: readonly { productId: string; quantity: number }[],
) {
  for (const line of bought) {
    const mine = and(eq(cartItems.userId, userId), eq(cartItems.productId, line.productId));
    await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
      .where(and(mine, gt(cartItems.quantity, line.quantity)));
    await db.delete(cartItems).where(and(mine, lte(cartItems.quantity, line.quantity)));
  }
}
