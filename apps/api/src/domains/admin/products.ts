import { and, asc, eq } from "drizzle-orm";
import {
  SALE_BELOW_PRICE,
  type AdminProduct,
  type ProductCreateInput,
  type ProductPatch,
} from "@vayu/shared/admin";
import { rupeesToPaise } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { toProductJson } from "../catalog/product-query";
import { categories, products, subcategories } from "../catalog/tables";

/** Every product, hidden ones included, in the order staff added them. */
async function findAdminProducts(db: DbOrTx, productId?: string): Promise<AdminProduct[]> {
  const rows = await db
    .select({
      product: products,
      categoryName: categories.name,
      subcategoryName: subcategories.name,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(subcategories, eq(products.subcategoryId, subcategories.id))
    .where(productId ? eq(products.id, productId) : undefined)
    .orderBy(asc(products.createdAt), asc(products.id));
  return rows.map(({ product, categoryName, subcategoryName }) => ({
    ...toProductJson({ ...product, categoryName, subcategoryName }),
    active: product.active,
  }));
}

export const listAdminProducts = (db: DbOrTx) => findAdminProducts(db);

async function adminProduct(db: DbOrTx, productId: string): Promise<AdminProduct> {
  const [product] = await findAdminProducts(db, productId);
  if (!product) throw notFound("Product not found.");
  return product;
}

/** Applies the fields sent; the sale price is checked against the price the product ends up with. */
export async function updateProduct(
  db: DbOrTx,
  productId: string,
  patch: ProductPatch,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
    if (!current) throw notFound("Product not found.");
    const pricePaise = patch.price === undefined ? current.pricePaise : rupeesToPaise(patch.price);
    const salePricePaise =
      patch.salePrice === undefined
        ? current.salePricePaise
        : patch.salePrice === null
          ? null
          : rupeesToPaise(patch.salePrice);
    if (salePricePaise !== null && salePricePaise >= pricePaise)
      throw badRequest(SALE_BELOW_PRICE, { field: "salePrice" });
    await tx
      .update(products)
      .set({
        pricePaise,
        salePricePaise,
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.stock !== undefined && { stock: patch.stock }),
        ...(patch.active !== undefined && { active: patch.active }),
        ...(patch.hsn !== undefined && { hsn: patch.hsn }),
        ...(patch.gstRate !== undefined && { gstRatePercent: patch.gstRate }),
        ...(patch.countryOfOrigin !== undefined && { countryOfOrigin: patch.countryOfOrigin }),
      })
      .where(eq(products.id, productId));
    return adminProduct(tx, productId);
  });
}

/** Adds a product to an existing category and one of its own subcategories. */
export async function createProduct(db: DbOrTx, input: ProductCreateInput): Promise<AdminProduct> {
  const [subcategory] = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.id, input.subcategoryId), eq(subcategories.categoryId, input.categoryId)));
  if (!subcategory)
    throw badRequest("Choose an existing category and one of its subcategories.", { field: "subcategoryId" });
  const [created] = await db
    .insert(products)
    .values({
      title: input.title,
      description: input.description,
      pricePaise: rupeesToPaise(input.price),
      salePricePaise: input.salePrice == null ? null : rupeesToPaise(input.salePrice),
      stock: input.stock,
      images: input.images,
      active: input.active,
      categoryId: input.categoryId,
      subcategoryId: input.subcategoryId,
      hsn: input.hsn,
      gstRatePercent: input.gstRate,
      countryOfOrigin: input.countryOfOrigin,
    })
    .returning({ id: products.id });
  if (!created) throw new Error("product insert returned no row");
  return adminProduct(db, created.id);
}
