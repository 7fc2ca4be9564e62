import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { products } from "./tables";

/** Each product's after-delivery terms: whether a technician visits, and the warranty card's months (docs/decisions/334-installation-and-warranty.md). */
export async function afterDeliveryTerms(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, { needsInstallation: boolean; warrantyMonths: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, needsInstallation: products.needsInstallation, warrantyMonths: products.warrantyMonths })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map(({ id, ...terms }) => [id, terms]));
}
