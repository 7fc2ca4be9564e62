import { asc, count, eq } from "drizzle-orm";
import type {
  CategoryBodyType,
  CategoryPatchBodyType,
  StaffCategoryType,
  StaffSubcategoryType,
  SubcategoryBodyType,
  SubcategoryPatchBodyType,
} from "@vayu/shared/staff-catalog";
import { storedHindi } from "@vayu/shared/localised-content";
import type { DbOrTx } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/errors";
import { isUniqueViolation } from "../../http/pg-errors";
import { categories, products, subcategories } from "./tables";
import { audit } from "../../audit/audit";

const CATEGORY_NOT_FOUND = "Category not found.";
const SUBCATEGORY_NOT_FOUND = "Subcategory not found.";
const NAME_TAKEN = "There is already a category with this name.";

const plural = (n: number) => (n === 1 ? "1 product" : `${n} products`);

/** Every category with its subcategories, in the storefront's order, each with how many products use it. */
export async function listStaffCategories(db: DbOrTx): Promise<StaffCategoryType[]> {
  const [categoryRows, subcategoryRows, byCategory, bySubcategory] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.sortOrder), asc(subcategories.name)),
    db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
    db.select({ id: products.subcategoryId, n: count() }).from(products).groupBy(products.subcategoryId),
  ]);
  const categoryCounts = new Map(byCategory.map((r) => [r.id, r.n]));
  const subcategoryCounts = new Map(bySubcategory.map((r) => [r.id, r.n]));
  const toSubcategory = (s: typeof subcategories.$inferSelect): StaffSubcategoryType => ({
    _id: s.id,
    categoryId: s.categoryId,
    name: s.name,
    image: s.image,
    sortOrder: s.sortOrder,
    productCount: subcategoryCounts.get(s.id) ?? 0,
    hi: s.hi ?? {},
  });
  return categoryRows.map((c) => ({
    _id: c.id,
    name: c.name,
    image: c.image,
    sortOrder: c.sortOrder,
    productCount: categoryCounts.get(c.id) ?? 0,
    hi: c.hi ?? {},
    subcategories: subcategoryRows.filter((s) => s.categoryId === c.id).map(toSubcategory),
  }));
}

async function staffCategory(db: DbOrTx, id: string): Promise<StaffCategoryType> {
  const category = (await listStaffCategories(db)).find((c) => c._id === id);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
}

async function staffSubcategory(db: DbOrTx, id: string): Promise<StaffSubcategoryType> {
  const subcategory = (await listStaffCategories(db)).flatMap((c) => c.subcategories).find((s) => s._id === id);
  if (!subcategory) throw notFound(SUBCATEGORY_NOT_FOUND);
  return subcategory;
}

/** A body's fields as stored: its Hindi name, when sent, replaces the stored one (docs/decisions/313-hindi-content-fields.md). */
function namedValues<B extends { hi?: { name?: string } | null }>({ hi, ...rest }: B) {
  return { ...rest, ...(hi !== undefined && { hi: storedHindi(hi) }) };
}

/** A duplicate category name is a 409 with the store's words, not a database error. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN, { field: "name" });
    throw error;
  }
}

export function createCategory(db: DbOrTx, actorId: string, body: CategoryBodyType): Promise<StaffCategoryType> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(namedValues(body)).returning({ id: categories.id });
      const after = await staffCategory(tx, row!.id);
      await audit(tx, { actorId, action: "create", entity: "category", entityId: after._id, after });
      return after;
    }),
  );
}

export function updateCategory(db: DbOrTx, actorId: string, id: string, patch: CategoryPatchBodyType): Promise<StaffCategoryType> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const before = await staffCategory(tx, id);
      await tx.update(categories).set(namedValues(patch)).where(eq(categories.id, id));
      const after = await staffCategory(tx, id);
      await audit(tx, { actorId, action: "update", entity: "category", entityId: id, before, after });
      return after;
    }),
  );
}

/** Refused while any product, hidden or not, is in the category; its empty subcategories go with it. */
export async function deleteCategory(db: DbOrTx, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for("update");
    if (!locked) throw notFound(CATEGORY_NOT_FOUND);
    const before = await staffCategory(tx, id);
    if (before.productCount > 0) {
      throw conflict(`${before.name} still has ${plural(before.productCount)}: move or delete them before deleting the category.`);
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await audit(tx, { actorId, action: "delete", entity: "category", entityId: id, before });
  });
}

async function requireCategory(tx: DbOrTx, categoryId: string) {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw badRequest("categoryId must be an existing category", { field: "categoryId" });
}

export async function createSubcategory(db: DbOrTx, actorId: string, body: SubcategoryBodyType): Promise<StaffSubcategoryType> {
  return db.transaction(async (tx) => {
    await requireCategory(tx, body.categoryId);
    const [row] = await tx.insert(subcategories).values(namedValues(body)).returning({ id: subcategories.id });
    const after = await staffSubcategory(tx, row!.id);
    await audit(tx, { actorId, action: "create", entity: "subcategory", entityId: after._id, after });
    return after;
  });
}

/** Moving a subcategory to another category moves its products with it. */
export async function updateSubcategory(db: DbOrTx, actorId: string, id: string, patch: SubcategoryPatchBodyType): Promise<StaffSubcategoryType> {
  return db.transaction(async (tx) => {
    const before = await staffSubcategory(tx, id);
    if (patch.categoryId !== undefined) await requireCategory(tx, patch.categoryId);
    await tx.update(subcategories).set(namedValues(patch)).where(eq(subcategories.id, id));
    if (patch.categoryId !== undefined && patch.categoryId !== before.categoryId) {
      await tx.update(products).set({ categoryId: patch.categoryId }).where(eq(products.subcategoryId, id));
    }
    const after = await staffSubcategory(tx, id);
    await audit(tx, { actorId, action: "update", entity: "subcategory", entityId: id, before, after });
    return after;
  });
}

export async function deleteSubcategory(db: DbOrTx, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.id, id)).for("update");
    if (!locked) throw notFound(SUBCATEGORY_NOT_FOUND);
    const before = await staffSubcategory(tx, id);
    if (before.productCount > 0) {
      throw conflict(`${before.name} still has ${plural(before.productCount)}: move or delete them before deleting the subcategory.`);
    }
    await tx.delete(subcategories).where(eq(subcategories.id, id));
    await audit(tx, { actorId, action: "delete", entity: "subcategory", entityId: id, before });
  });
}
