import { and, desc, eq } from "drizzle-orm";
import { messages } from "@vayu/shared/messages";
import { formatPaise, paiseToRupees, rupeesToPaise } from "@vayu/shared/money";
import { unitPricePaise } from "@vayu/shared/pricing";
import type { DbOrTx, Tx } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/errors";
import { users } from "../../domains/accounts/tables";
import { addresses } from "../../domains/addresses/tables";
import { toAddress } from "../../domains/addresses/service";
import type { BuyNowLineType } from "@vayu/shared/checkout";
import { loadCartLines, type CartLine } from "../../domains/cart/cart-lines";
import { findProductsByIds } from "../../domains/catalog/product-query";
import type { AddressSnapshot, PaymentLine } from "../../domains/checkout/tables";

/** Steps shared by the two ways a cart is bought: opening an online checkout and placing a cash-on-delivery order. */

/**
 * What is bought: the caller's cart, or with `buyNow` that one product alone, the cart not
 * read (docs/decisions/200-buy-now-alone.md). A product staff have hidden is not found.
 * `stock` counts the caller's own hold as theirs, as the cart's does.
 */
export async function linesToBuy(db: DbOrTx, userId: string, buyNow: BuyNowLineType | undefined): Promise<CartLine[]> {
  if (!buyNow) return loadCartLines(db, userId);
  const product = (await findProductsByIds(db, [buyNow.product], userId)).get(buyNow.product);
  if (!product) throw notFound(messages.catalog.productNotFound);
  return [{ product, quantity: buyNow.quantity }];
}

/** The given address when it is the caller's (404 otherwise), else the caller's most recent one. */
export async function deliveryAddress(db: DbOrTx, userId: string, addressId: string | undefined): Promise<AddressSnapshot> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), addressId ? eq(addresses.id, addressId) : undefined))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (row) return toAddress(row);
  if (addressId) throw notFound("Address not found.");
  throw badRequest(messages.checkout.selectAddress, { field: "address" });
}

/** Stock that is not there; for a cart, what to change in it (Buy Now does not touch the cart). */
export function shortageMessage(title: string, available: number, buyNow = false): string {
  if (available === 0) return `${title} is out of stock.${buyNow ? "" : " Please remove it from your cart."}`;
  return `Only ${available} of ${title} left in stock.${buyNow ? "" : " Please reduce the quantity in your cart."}`;
}

export function refuseUnavailableLines(lines: readonly CartLine[], buyNow: boolean) {
  for (const { product, quantity } of lines) {
    if (product.stock < quantity) throw conflict(shortageMessage(product.title, product.stock, buyNow), { productId: product._id });
  }
}

/** 409 when the amount the shopper saw is not what the server priced: it names the right amount. */
export function refuseStaleTotal(claimedRupees: number, totalPaise: number) {
  if (rupeesToPaise(claimedRupees) === totalPaise) return;
  throw conflict(`Your cart total is now ${formatPaise(totalPaise)}. Please review your cart and try again.`, {
    amount: paiseToRupees(totalPaise),
  });
}

/** A cart line frozen with the price it is bought at. */
export function freezeLine({ product, quantity }: CartLine): PaymentLine {
  return {
    productId: product._id,
    title: product.title,
    image: product.images[0] ?? null,
    quantity,
    unitPricePaise: unitPricePaise({
      pricePaise: rupeesToPaise(product.price),
      salePricePaise: product.salePrice === undefined ? null : rupeesToPaise(product.salePrice),
    }),
  };
}

/** Serialises one shopper's checkouts and COD orders: two tabs (or a double click) go one after the other. */
export async function lockShopper(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

