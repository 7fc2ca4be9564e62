import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { SaleCreateBodyType, SalePatchBodyType, SaleType } from "@vayu/shared/promotions";
import { messages } from "@vayu/shared/messages";
import { paiseToRupees, rupeesToPaise } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { audit } from "../../audit/audit";
import { categories, products, sales } from "./tables";

/**
 * Scheduled sales, staff side (issue 30; docs/decisions/275-scheduled-sale-prices.md). A sale
 * needs no job at its start or end: shoppers' prices are read with it while it runs
 * (./sale-prices.ts), and every instance drops its kept answers at the next start or end.
 */

type SaleRow = typeof sales.$inferSelect;

function toSale(row: SaleRow): SaleType {
  return {
    _id: row.id,
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    percentOff: row.percentOff,
    salePrice: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every sale, the latest to start first. */
export async function listSales(db: DbOrTx): Promise<SaleType[]> {
  const rows = await db.select().from(sales).orderBy(desc(sales.startsAt), asc(sales.id));
  return rows.map(toSale);
}

async function findSale(db: DbOrTx, id: string): Promise<SaleRow> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  if (!row) throw notFound(messages.sales.notFound);
  return row;
}

/** The chosen products and categories exist (deleted ones later simply match nothing). */
async function checkChosen(db: DbOrTx, productIds: readonly string[], categoryIds: readonly string[]) {
  const distinct = (ids: readonly string[]) => [...new Set(ids)];
  const [found] = productIds.length > 0 ? await db.select({ n: count() }).from(products).where(inArray(products.id, distinct(productIds))) : [{ n: 0 }];
  if ((found?.n ?? 0) !== distinct(productIds).length) throw badRequest(messages.sales.unknownProducts, { field: "productIds" });
  const [foundCategories] =
    categoryIds.length > 0 ? await db.select({ n: count() }).from(categories).where(inArray(categories.id, distinct(categoryIds))) : [{ n: 0 }];
  if ((foundCategories?.n ?? 0) !== distinct(categoryIds).length) throw badRequest(messages.sales.unknownCategories, { field: "categoryIds" });
}

type SaleValues = Omit<typeof sales.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** The whole sale a create or an edit leaves, checked as one: the window, one kind of discount, something chosen. */
async function checkedValues(db: DbOrTx, values: SaleValues): Promise<SaleValues> {
  if (values.startsAt >= values.endsAt) throw badRequest(messages.sales.windowOrder, { field: "endsAt" });
  if ((values.percentOff == null) === (values.salePricePaise == null)) throw badRequest(messages.sales.oneDiscount, { field: "percentOff" });
  const productIds = [...new Set(values.productIds ?? [])];
  const categoryIds = [...new Set(values.categoryIds ?? [])];
  if (productIds.length + categoryIds.length === 0) throw badRequest(messages.sales.nothingChosen, { field: "productIds" });
  await checkChosen(db, productIds, categoryIds);
  return { ...values, productIds, categoryIds };
}

export function createSale(db: DbOrTx, actorId: string, body: SaleCreateBodyType): Promise<SaleType> {
  return db.transaction(async (tx) => {
    const values = await checkedValues(tx, {
      name: body.name,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      percentOff: body.percentOff,
      salePricePaise: body.salePrice === null ? null : rupeesToPaise(body.salePrice),
      productIds: body.productIds,
      categoryIds: body.categoryIds,
    });
    const [row] = await tx.insert(sales).values(values).returning();
    const after = toSale(row!);
    await audit(tx, { actorId, action: "create", entity: "sale", entityId: after._id, after });
    return after;
  });
}

/** Any of the fields; giving one kind of discount drops the other. */
export function updateSale(db: DbOrTx, actorId: string, id: string, patch: SalePatchBodyType): Promise<SaleType> {
  return db.transaction(async (tx) => {
    const current = await findSale(tx, id);
    const before = toSale(current);
    const discount =
      patch.percentOff != null
        ? { percentOff: patch.percentOff, salePricePaise: null }
        : patch.salePrice != null
          ? { percentOff: null, salePricePaise: rupeesToPaise(patch.salePrice) }
          : {
              percentOff: patch.percentOff === null ? null : current.percentOff,
              salePricePaise: patch.salePrice === null ? null : current.salePricePaise,
            };
    const values = await checkedValues(tx, {
      name: patch.name ?? current.name,
      startsAt: patch.startsAt ? new Date(patch.startsAt) : current.startsAt,
      endsAt: patch.endsAt ? new Date(patch.endsAt) : current.endsAt,
      ...discount,
      productIds: patch.productIds ?? current.productIds,
      categoryIds: patch.categoryIds ?? current.categoryIds,
    });
    const [row] = await tx.update(sales).set(values).where(eq(sales.id, id)).returning();
    const after = toSale(row!);
    await audit(tx, { actorId, action: "update", entity: "sale", entityId: id, before, after });
    return after;
  });
}

export function deleteSale(db: DbOrTx, actorId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const before = toSale(await findSale(tx, id));
    await tx.delete(sales).where(eq(sales.id, id));
    await audit(tx, { actorId, action: "delete", entity: "sale", entityId: id, before });
  });
}
