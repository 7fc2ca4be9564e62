import { z } from "zod";
import { Product } from "./catalog";
import { CategoryHi, CategoryHiBody, HINDI_SPECIFICATIONS_HEADING, StaffProductHi, type HindiSpecificationRowType, type ProductHiBodyType, type StaffProductHiType } from "./localised-content";
import { SPECIFICATIONS_HEADING, splitDescription } from "./description";
import { sortOrder, staffText, uploadedImage } from "./staff-http";

export { SPECIFICATIONS_HEADING, splitDescription };

/** The staff's catalog: full products, categories and subcategories, and uploaded photos. */


export const SpecificationRow = z
  .object({
    label: z
      .string({ message: "specifications: label is required" })
      .trim()
      .min(1, { message: "specifications: label is required" })
      .max(40, { message: "specifications: label must be at most 40 characters" })
      .refine((s) => !s.includes(":"), { message: "specifications: label cannot contain a colon" }),
    value: z
      .string({ message: "specifications: value is required" })
      .trim()
      .min(1, { message: "specifications: value is required" })
      .max(200, { message: "specifications: value must be at most 200 characters" })
      .refine((s) => !s.includes("\n"), { message: "specifications: value must be one line" }),
  })
  .strict();
export type SpecificationRowType = z.infer<typeof SpecificationRow>;

export const specificationRows = z
  .array(SpecificationRow, { message: "specifications must be a list of rows" })
  .max(40, { message: "specifications can have at most 40 rows" });

/**
 * A product's description is stored as its summary, then "Specifications" and a
 * "Label: value" line per row: the storefront renders that as a table.
 */
export function composeDescription(
  summary: string,
  specifications: readonly SpecificationRowType[],
  heading: string = SPECIFICATIONS_HEADING,
): string {
  const rows = specifications.map(({ label, value }) => `${label}: ${value}`).join("\n");
  return rows ? `${summary.trim()}\n\n${heading}\n${rows}`.trim() : summary.trim();
}

/**
 * The Hindi description a product is stored with (docs/decisions/313-hindi-content-fields.md):
 * the Hindi summary, then under "विशेषताएँ" every English row in its place, in Hindi where
 * staff translated it (figures such as "85 L" need no translation). No summary, no Hindi description.
 */
export function composeHindiDescription(
  summary: string | undefined,
  hindiRows: readonly HindiSpecificationRowType[],
  englishRows: readonly SpecificationRowType[],
): string | undefined {
  if (!summary) return undefined;
  const rows = englishRows.map((row, index) => {
    const hindi = hindiRows[index];
    return hindi?.label && hindi.value ? hindi : row;
  });
  return composeDescription(summary, rows, HINDI_SPECIFICATIONS_HEADING);
}

/** The stored Hindi fields of a product as staff edit them, beside the English `specifications`. */
export function staffProductHi(
  hi: { title?: string; description?: string } | null,
  englishRows: readonly SpecificationRowType[],
): StaffProductHiType {
  const split = hi?.description ? splitDescription(hi.description, HINDI_SPECIFICATIONS_HEADING) : undefined;
  return {
    ...(hi?.title ? { title: hi.title } : {}),
    ...(split ? { description: split.summary } : {}),
    // A row kept in English (not translated) shows empty, so saving it again keeps it so.
    specifications: englishRows.map((row, index) => {
      const hindi = split?.specifications[index];
      return hindi && (hindi.label !== row.label || hindi.value !== row.value) ? hindi : { label: "", value: "" };
    }),
  };
}

/** The Hindi object a product body's `hi` is stored as; null when it has no Hindi text. */
export function storedProductHi(
  body: ProductHiBodyType | null | undefined,
  englishRows: readonly SpecificationRowType[],
): { title?: string; description?: string } | null {
  const title = body?.title;
  const description = composeHindiDescription(body?.description, body?.specifications ?? [], englishRows);
  if (!title && !description) return null;
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

export const ProductImages = z
  .array(uploadedImage("images"), { message: "images must be a list of pictures" })
  .max(10, { message: "a product can have at most 10 photos" });

/** A product as staff see it: the storefront's fields, whether it is shown, and its description split. */
export const StaffProduct = Product.extend({
  /** The product's own warranty text; null: the store's default applies. */
  warranty: z.string().nullable(),
  /** Months the warranty card counts from delivery (docs/decisions/334-installation-and-warranty.md). */
  warrantyMonths: z.number().default(12),
  /** A technician installs or demonstrates it after delivery: the shopper books the visit. */
  needsInstallation: z.boolean().default(false),
  summary: z.string(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  active: z.boolean(),
  /**
   * The Hindi fields, in the shape the body sends them (docs/decisions/313-hindi-content-fields.md);
   * an answer without them (a server from before) reads as none.
   */
  hi: StaffProductHi.default({ specifications: [] }),
});
export type StaffProductType = z.infer<typeof StaffProduct>;

export const StaffProductResponse = z.object({ product: StaffProduct });
export type StaffProductResponseType = z.infer<typeof StaffProductResponse>;
export const StaffProductsResponse = z.object({ products: z.array(StaffProduct) });
export type StaffProductsResponseType = z.infer<typeof StaffProductsResponse>;

/** GET /admin/products?q=: `q` matches the title. */
export const StaffProductsQuery = z.object({
  q: z.string().trim().max(100, { message: "q must be at most 100 characters" }).optional(),
});

/** POST /admin/uploads answers the URL of the largest WebP variant; the narrower ones sit beside it. */
export const UploadResponse = z.object({ url: z.string() });
export type UploadResponseType = z.infer<typeof UploadResponse>;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

const name = (field: string, max: number) => staffText(field, 2, max);

/** `hi`: the Hindi name; sent, it replaces the stored one (null or empty: none). */
const hi = CategoryHiBody.nullable().optional();

export const CategoryBody = z
  .object({ name: name("name", 60), image: uploadedImage("image"), sortOrder: sortOrder.optional(), hi })
  .strict();
export type CategoryBodyType = z.infer<typeof CategoryBody>;
export const CategoryPatchBody = CategoryBody.partial().strict();
export type CategoryPatchBodyType = z.infer<typeof CategoryPatchBody>;

export const SubcategoryBody = z
  .object({
    categoryId: z.uuid({ message: "categoryId must be a valid id" }),
    name: name("name", 60),
    image: uploadedImage("image"),
    sortOrder: sortOrder.optional(),
    hi,
  })
  .strict();
export type SubcategoryBodyType = z.infer<typeof SubcategoryBody>;
export const SubcategoryPatchBody = SubcategoryBody.partial().strict();
export type SubcategoryPatchBodyType = z.infer<typeof SubcategoryPatchBody>;

const StaffSubcategory = z.object({
  _id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  image: z.string(),
  sortOrder: z.number(),
  productCount: z.number(),
  hi: CategoryHi.default({}),
});
export type StaffSubcategoryType = z.infer<typeof StaffSubcategory>;

export const StaffCategory = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  sortOrder: z.number(),
  productCount: z.number(),
  hi: CategoryHi.default({}),
  subcategories: z.array(StaffSubcategory),
});
export type StaffCategoryType = z.infer<typeof StaffCategory>;

export const StaffCategoriesResponse = z.object({ categories: z.array(StaffCategory) });
export type StaffCategoriesResponseType = z.infer<typeof StaffCategoriesResponse>;
export const StaffCategoryResponse = z.object({ category: StaffCategory });
export type StaffCategoryResponseType = z.infer<typeof StaffCategoryResponse>;
export const StaffSubcategoryResponse = z.object({ subcategory: StaffSubcategory });
export type StaffSubcategoryResponseType = z.infer<typeof StaffSubcategoryResponse>;
