import { and, asc, count, eq, ilike, lte, type SQL } from "drizzle-orm";
import { SALE_BELOW_PRICE, type ProductCreateInput, type ProductPatch } from "@vayu/shared/admin";
import { rupeesToPaise } from "@vayu/shared/money";
import { composeDescription, splitDescription, staffProductHi, storedProductHi, type StaffProductType } from "@vayu/shared/staff-catalog";
import type { DbOrTx, Tx } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/errors";
import { pgErrorCode } from "../../http/pg-errors";
import { toProductJson } from "./product-query";
import { emitStockChanged } from "./stock";
import { categories, products, stockReservations, subcategories } from "./tables";
import { audit } from "../../audit/audit";
import { containing } from "../../db/search-text";

const FOREIGN_KEY_VIOLATION = "23503";

export const PRODUCT_NOT_FOUND = "Product not found.";

/** Products, hidden ones included, in the order staff added them. */
async function findStaffProducts(db: DbOrTx, where?: SQL): Promise<StaffProductType[]> {
  const rows = await db
    .select({ product: products, categoryName: categories.name, subcategoryName: subcategories.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(subcategories, eq(products.subcategoryId, subcategories.id))
    .where(where)
    .orderBy(asc(products.createdAt), asc(products.id));
  return rows.map(({ product, categoryName, subcategoryName }) => {
    const english = splitDescription(product.description);
    return {
      // Staff see and edit the product's own warranty, not the store's default.
      ...toProductJson({ ...product, categoryName, subcategoryName, categoryHi: null, subcategoryHi: null }, ""),
      ...english,
      warranty: product.warranty,
      warrantyMonths: product.warrantyMonths,
      needsInstallation: product.needsInstallation,
      active: product.active,
      hi: staffProductHi(product.hi, english.specifications),
    };
  });
}

/** Every product, or those whose title contains `q`. */
export const listAdminProducts = (db: DbOrTx, q?: string) =>
  findStaffProducts(db, q ? ilike(products.title, containing(q)) : undefined);

async function staffProduct(db: DbOrTx, productId: string): Promise<StaffProductType> {
  const [product] = await findStaffProducts(db, eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** 400 unless the subcategory exists and belongs to the category. */
async function checkPlacement(tx: DbOrTx, categoryId: string, subcategoryId: string) {
  const [subcategory] = await tx
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.id, subcategoryId), eq(subcategories.categoryId, categoryId)));
  if (!subcategory)
    throw badRequest("Choose an existing category and one of its subcategories.", { field: "subcategoryId" });
}

/** Applies the fields sent; the sale price is checked against the price the product ends up with. */
export async function updateProduct(
  db: DbOrTx,
  actorId: string,
  productId: string,
  patch: ProductPatch,
): Promise<StaffProductType> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    const before = await staffProduct(tx, productId);
    const pricePaise = patch.price === undefined ? current.pricePaise : rupeesToPaise(patch.price);
    const salePricePaise =
      patch.salePrice === undefined
        ? current.salePricePaise
        : patch.salePrice === null
          ? null
          : rupeesToPaise(patch.salePrice);
    if (salePricePaise !== null && salePricePaise >= pricePaise)
      throw badRequest(SALE_BELOW_PRICE, { field: "salePrice" });
    const categoryId = patch.categoryId ?? current.categoryId;
    const subcategoryId = patch.subcategoryId ?? current.subcategoryId;
    if (patch.categoryId !== undefined || patch.subcategoryId !== undefined)
      await checkPlacement(tx, categoryId, subcategoryId);
    const describes = patch.description !== undefined || patch.specifications !== undefined;
    const specifications = patch.specifications ?? before.specifications;
    await tx
      .update(products)
      .set({
        pricePaise,
        salePricePaise,
        categoryId,
        subcategoryId,
        ...(describes && {
          description: composeDescription(patch.description ?? before.summary, specifications),
        }),
        // Hindi rows sit beside the English rows by place, so new English rows recompose the Hindi description.
        ...((patch.hi !== undefined || patch.specifications !== undefined) && {
          hi: storedProductHi(patch.hi === undefined ? before.hi : patch.hi, specifications),
        }),
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.images !== undefined && { images: patch.images }),
        ...(patch.stock !== undefined && { stock: patch.stock }),
        ...(patch.active !== undefined && { active: patch.active }),
        ...(patch.hsn !== undefined && { hsn: patch.hsn }),
        ...(patch.gstRate !== undefined && { gstRatePercent: patch.gstRate }),
        ...(patch.countryOfOrigin !== undefined && { countryOfOrigin: patch.countryOfOrigin }),
        ...(patch.warranty !== undefined && { warranty: patch.warranty }),
        ...(patch.warrantyMonths !== undefined && { warrantyMonths: patch.warrantyMonths }),
        ...(patch.needsInstallation !== undefined && { needsInstallation: patch.needsInstallation }),
      })
      .where(eq(products.id, productId));
    const after = await staffProduct(tx, productId);
    await audit(tx, { actorId, action: "update", entity: "product", entityId: productId, before, after });
    if (patch.stock !== undefined && patch.stock !== current.stock)
      await emitStockChanged(tx, { productId, title: patch.title ?? current.title, stock: patch.stock }, patch.stock - current.stock);
    return after;
  });
}

/** Adds a product to an existing category and one of its own subcategories. */
export async function createProduct(
  db: DbOrTx,
  actorId: string,
  input: ProductCreateInput,
): Promise<StaffProductType> {
  return db.transaction(async (tx) => {
    await checkPlacement(tx, input.categoryId, input.subcategoryId);
    const [created] = await tx
      .insert(products)
      .values({
        title: input.title,
        description: composeDescription(input.description, input.specifications),
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
        warranty: input.warranty,
        warrantyMonths: input.warrantyMonths,
        needsInstallation: input.needsInstallation,
        hi: storedProductHi(input.hi, input.specifications),
      })
      .returning({ id: products.id });
    const after = await staffProduct(tx, created!.id);
    await audit(tx, { actorId, action: "create", entity: "product", entityId: after._id, after });
    return after;
  });
}

/** True when a checkout holds the product's stock: it must stay, hidden if need be. */
async function productIsHeld(tx: Tx, productId: string): Promise<boolean> {
  const [held] = await tx
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(eq(stockReservations.productId, productId))
    .limit(1);
  return Boolean(held);
}

const KEEP_IT = "This product is in past orders or checkouts, so it cannot be deleted: hide it instead.";

/** Deletes a product nobody has ordered or paid for; carts and wishlists drop it. */
export async function deleteProduct(db: DbOrTx, actorId: string, productId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!locked) throw notFound(PRODUCT_NOT_FOUND);
    if (await productIsHeld(tx, productId)) throw conflict(KEEP_IT);
    const before = await staffProduct(tx, productId);
    // An order's lines keep their product (a foreign key without cascade, owned by orders): the delete is refused.
    await tx.delete(products).where(eq(products.id, productId)).catch((error: unknown) => {
      throw pgErrorCode(error) === FOREIGN_KEY_VIOLATION ? conflict(KEEP_IT) : error;
    });
    await audit(tx, { actorId, action: "delete", entity: "product", entityId: productId, before });
  });
}

/** How many products the catalog has, hidden ones included. */
export async function countProducts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** Up to 20 products on sale with `threshold` or fewer in stock, fewest first. */
export function lowStockProducts(db: DbOrTx, threshold: number) {
  return db
    .select({ _id: products.id, title: products.title, stock: products.stock })
    .from(products)
    .where(and(eq(products.active, true), lte(products.stock, threshold)))
    .orderBy(asc(products.stock), asc(products.title))
    .limit(20);
}
