import { z } from "zod";
import { Product } from "./catalog";
import { sortOrder, staffText, uploadedImage } from "./staff-http";

/** The staff's catalog: full products, categories and subcategories, and uploaded photos. */

export const SPECIFICATIONS_HEADING = "Specifications";

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
export function composeDescription(summary: string, specifications: readonly SpecificationRowType[]): string {
  const rows = specifications.map(({ label, value }) => `${label}: ${value}`).join("\n");
  return rows ? `${summary.trim()}\n\n${SPECIFICATIONS_HEADING}\n${rows}`.trim() : summary.trim();
}

/** The summary and specification rows of a stored description (the inverse of composeDescription). */
export function splitDescription(description: string): {
  summary: string;
  specifications: SpecificationRowType[];
} {
  const marker = `\n${SPECIFICATIONS_HEADING}\n`;
  const at = `\n${description}`.lastIndexOf(marker);
  if (at < 0) return { summary: description, specifications: [] };
  const rows = `\n${description}`
    .slice(at + marker.length)
    .split("\n")
    .filter(Boolean);
  const specifications = rows.map((line) => /^([^:]{1,40}):\s*(.+)$/.exec(line.trim()));
  if (specifications.some((m) => !m)) return { summary: description, specifications: [] };
  return {
    summary: description.slice(0, Math.max(0, at - 1)).trim(),
    specifications: specifications.map((m) => ({ label: m![1]!.trim(), value: m![2]!.trim() })),
  };
}

export const ProductImages = z
  .array(uploadedImage("images"), { message: "images must be a list of pictures" })
  .max(10, { message: "a product can have at most 10 photos" });

/** A product as staff see it: the storefront's fields, whether it is shown, and its description split. */
export const StaffProduct = Product.extend({
  /** The product's own warranty text; null: the store's default applies. */
  warranty: z.string().nullable(),
  summary: z.string(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  active: z.boolean(),
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

export const CategoryBody = z
  .object({ name: name("name", 60), image: uploadedImage("image"), sortOrder: sortOrder.optional() })
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
});
export type StaffSubcategoryType = z.infer<typeof StaffSubcategory>;

export const StaffCategory = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  sortOrder: z.number(),
  productCount: z.number(),
  subcategories: z.array(StaffSubcategory),
});
export type StaffCategoryType = z.infer<typeof StaffCategory>;

export const StaffCategoriesResponse = z.object({ categories: z.array(StaffCategory) });
export type StaffCategoriesResponseType = z.infer<typeof StaffCategoriesResponse>;
export const StaffCategoryResponse = z.object({ category: StaffCategory });
export type StaffCategoryResponseType = z.infer<typeof StaffCategoryResponse>;
export const StaffSubcategoryResponse = z.object({ subcategory: StaffSubcategory });
export type StaffSubcategoryResponseType = z.infer<typeof StaffSubcategoryResponse>;
