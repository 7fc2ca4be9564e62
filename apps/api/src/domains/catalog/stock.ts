import { and, asc, eq, gt, inArray, isNull, min, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client";
import { emitWebhookEvent } from "../webhooks/index";
import { products, stockReservations } from "./tables";

/**
 * Stock shoppers can buy is the stock on the shelf less the units held for shoppers who
 * are paying (docs/purchase-flow.md, "Stock held while paying"). Holds are taken and
 * given back under a lock on the product row, so two checkouts never hold the same unit.
 */

export interface StockLine {
  productId: string;
  quantity: number;
}

/** A hold counts while it is not released and its time has not run out (null: until placed). */
const activeHold = and(
  isNull(stockReservations.releasedAt),
  or(isNull(stockReservations.expiresAt), sql`${stockReservations.expiresAt} > now()`),
);

/** Units of `productId` held by checkouts, leaving out the holds of `exceptUserId` (their own). */
export function heldUnitsSql(productId: AnyPgColumn, exceptUserId?: string): SQL<number> {
  return sql<number>`(select coalesce(sum(${stockReservations.quantity}), 0)::int from ${stockReservations}
    where ${stockReservations.productId} = ${productId} and ${activeHold}
    ${exceptUserId ? sql`and ${stockReservations.userId} <> ${exceptUserId}` : sql``})`;
}

/** What a shopper may buy of a product: never below zero, even when staff cut the stock under the holds. */
export function buyableStockSql(exceptUserId?: string): SQL<number> {
  return sql<number>`greatest(${products.stock} - ${heldUnitsSql(products.id, exceptUserId)}, 0)`.mapWith(Number);
}

/** The first line that cannot be had, with how many units can. */
export class StockShortage extends Error {
  constructor(
    readonly productId: string,
    readonly available: number,
  ) {
    super(`only ${available} of product ${productId} can be had`);
  }
}

/**
 * Locks the lines' product rows in id order (so two checkouts sharing products never
 * deadlock) and answers their stock and the units others hold.
 */
async function lockProducts(tx: Tx, lines: readonly StockLine[], holderId: string) {
  const ids = [...new Set(lines.map((l) => l.productId))].sort();
  const rows = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for("update");
  const held = await tx
    .select({ productId: stockReservations.productId, units: sql<number>`sum(${stockReservations.quantity})::int`.mapWith(Number) })
    .from(stockReservations)
    .where(and(inArray(stockReservations.productId, ids), activeHold, ne(stockReservations.holderId, holderId)))
    .groupBy(stockReservations.productId);
  const heldBy = new Map(held.map((h) => [h.productId, h.units]));
  return new Map(rows.map((r) => [r.id, Math.max(0, r.stock - (heldBy.get(r.id) ?? 0))]));
}

/** Holds every line for `holderId` until `expiresAt`, or throws StockShortage and holds nothing. */
export async function reserveStock(tx: Tx, holder: { holderId: string; userId: string }, lines: readonly StockLine[], expiresAt: Date) {
  const free = await lockProducts(tx, lines, holder.holderId);
  for (const line of lines) {
    const available = free.get(line.productId) ?? 0;
    if (available < line.quantity) throw new StockShortage(line.productId, available);
  }
  await tx.insert(stockReservations).values(lines.map((l) => ({ ...holder, productId: l.productId, quantity: l.quantity, expiresAt })));
}

/** Gives back whatever `holderId` still holds. */
export async function releaseStock(db: DbOrTx, holderId: string) {
  await db
    .update(stockReservations)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(stockReservations.holderId, holderId), isNull(stockReservations.releasedAt)));
}

/** A paid checkout keeps its still-active hold until its order is placed, however long that takes. */
export async function keepHoldUntilPlaced(db: DbOrTx, holderId: string) {
  await db
    .update(stockReservations)
    .set({ expiresAt: null })
    .where(and(eq(stockReservations.holderId, holderId), activeHold));
}

/**
 * Takes the lines off the shelf for `holderId`'s order. Its own hold does not count
 * against it, so units it still holds are always there, and after its hold ran out only
 * units nobody else holds may be taken. All or nothing: on a StockShortage the caller
 * rolls back.
 */
export async function takeStock(tx: Tx, holderId: string, lines: readonly StockLine[]) {
  const free = await lockProducts(tx, lines, holderId);
  for (const line of lines) {
    const available = free.get(line.productId) ?? 0;
    if (available < line.quantity) throw new StockShortage(line.productId, available);
    const [changed] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning(stockChange);
    if (changed) await emitStockChanged(tx, changed, -line.quantity);
  }
  await releaseStock(tx, holderId);
}

const stockChange = { productId: products.id, title: products.title, stock: products.stock };

/** `product.stock_changed` for webhooks (docs/webhooks.md "Product events"): the shelf's count after the change, and by how much it moved. */
export function emitStockChanged(tx: DbOrTx, product: { productId: string; title: string; stock: number }, change: number) {
  return emitWebhookEvent(tx, "product.stock_changed", { ...product, change });
}

/** Puts units back on the shelf (a cancelled order, a returned parcel). */
export async function restock(db: DbOrTx, lines: readonly StockLine[]) {
  for (const line of lines) {
    const [changed] = await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning(stockChange);
    if (changed) await emitStockChanged(db, changed, line.quantity);
  }
}

/** When the next hold for a paying shopper runs out on its own, its units buyable again; null if none will. */
export async function nextHoldExpiry(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(stockReservations.expiresAt) })
    .from(stockReservations)
    .where(and(isNull(stockReservations.releasedAt), gt(stockReservations.expiresAt, sql`now()`)));
  return row?.at ?? null;
}

/** Units of an active product shoppers can buy (`exceptUserId`'s own holds count as theirs), or undefined for a hidden or unknown one. */
export async function buyableStock(db: DbOrTx, productId: string, exceptUserId?: string): Promise<number | undefined> {
  const [product] = await db
    .select({ stock: buyableStockSql(exceptUserId) })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  return product?.stock;
}

/** The ids of active products with units to buy, as a subquery for `inArray`. */
export function buyableProductIds(db: DbOrTx) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), gt(buyableStockSql(), 0)));
}
