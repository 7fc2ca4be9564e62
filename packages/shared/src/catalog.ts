import { z } from "zod";
import { LISTING_LIMIT_MAX, LISTING_PAGE_MAX, LISTING_PRICE_MAX, LISTING_SORTS } from "./listing-limits";
import { wholeNumber } from "./query-params";
import { contentLang, untranslatedFields } from "./localised-content";

export { categoryPath, categorySlug, IMAGE_WIDTHS, imageSrcSet, imageVariant } from "./catalog-paths";
export * from "./listing-limits";

/**
 * On `?lang=hi` answers, where `name` is Hindi: the English name's URL segment, so listing links
 * stay the English paths under `/hi` (docs/decisions/313-hindi-content-fields.md).
 */
const categoryUrlSlug = z.string().optional();

/** Product as the HTTP contract sends it (docs/product/http-contract.md "Shapes"): prices in rupees. */
export const Product = z.object({
  _id: z.string(),
  title: z.string(),
  price: z.number(),
  salePrice: z.number().optional(),
  /** When a running scheduled sale sets `salePrice`: the moment it ends (ISO), for "Sale ends in …" (docs/decisions/275-scheduled-sale-prices.md). */
  saleEndsAt: z.string().optional(),
  images: z.array(z.string()),
  description: z.string(),
  /** The average of the visible reviews, to one decimal; 0 with no reviews (docs/decisions/171-reviews.md). */
  rating: z.number(),
  /** How many visible reviews `rating` averages. */
  ratingCount: z.number(),
  stock: z.number(),
  category: z.object({ _id: z.string(), name: z.string(), slug: categoryUrlSlug, untranslated: untranslatedFields(["name"]) }),
  subcategory: z.object({ _id: z.string(), name: z.string(), untranslated: untranslatedFields(["name"]) }),
  createdAt: z.string(),
  /** HSN code of the goods, for the GST invoice. */
  hsn: z.string(),
  /** GST rate in percent, included in the price. */
  gstRate: z.number(),
  countryOfOrigin: z.string(),
  /** The product's warranty, or the store's default where staff set none (docs/decisions/191-product-warranty.md). */
  warranty: z.string(),
  /** On `?lang=hi` answers: the fields shown in English, for want of a Hindi text (docs/decisions/313-hindi-content-fields.md). */
  untranslated: untranslatedFields(["title", "description"]),
});
export type ProductType = z.infer<typeof Product>;

export const Subcategory = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  untranslated: untranslatedFields(["name"]),
});
export type SubcategoryType = z.infer<typeof Subcategory>;

export const Category = z.object({
  _id: z.string(),
  name: z.string(),
  slug: categoryUrlSlug,
  image: z.string(),
  subcategories: z.array(Subcategory),
  untranslated: untranslatedFields(["name"]),
});
export type CategoryType = z.infer<typeof Category>;

/** GET /product and /product/category/:categoryId. */
/** A listing's answer (docs/decisions/150-catalog-paging.md): `page` and `limit` only when a page was asked for; `total` counts every match. */
export const ProductsResponse = z.object({
  data: z.array(Product),
  total: z.number(),
  page: z.number().optional(),
  limit: z.number().optional(),
});
export type ProductsResponseType = z.infer<typeof ProductsResponse>;

/**
 * GET /product/bestsellers and /product/deals: a home page row (docs/decisions/335-home-that-sells.md),
 * at most eight products in the row's order; an empty list leaves the row out.
 */
export const HomeRowResponse = z.object({ data: z.array(Product) });
export type HomeRowResponseType = z.infer<typeof HomeRowResponse>;

/**
 * GET /product/category/:categoryId/price-quartiles: the 25th, 50th and 75th percentiles of the
 * prices paid in a category, in rupees, for its quick price ranges; empty under four products.
 */
export const PriceQuartilesResponse = z.object({ quartiles: z.array(z.number()) });
export type PriceQuartilesResponseType = z.infer<typeof PriceQuartilesResponse>;

/** GET /product/:id. */
export const ProductResponse = z.object({ data: Product });
export type ProductResponseType = z.infer<typeof ProductResponse>;

/** GET /category/categoryandsubcategpry. */
export const CategoriesResponse = z.object({ categories: z.array(Category) });
export type CategoriesResponseType = z.infer<typeof CategoriesResponse>;

export const idParam = z.object({ id: z.uuid({ message: "id must be a valid id" }) });

export const categoryIdParam = z.object({ categoryId: z.uuid({ message: "categoryId must be a valid id" }) });

/**
 * Listing query of `GET /api/product` and `GET /api/product/category/:categoryId`
 * (docs/decisions/150-catalog-paging.md): server-side sort, filters and paging. Without
 * `page` and `limit` the whole (filtered, sorted) list comes back, as the contract always did.
 */
const subcategoryId = z.uuid({ message: "sub must be a valid id" });

/** The price and stock filters a listing and a search share (query strings). */
export const priceAndStockFilters = {
  /** Rupees, inclusive, on the price the shopper pays (the sale price when there is one). */
  minPrice: wholeNumber("minPrice", 0, LISTING_PRICE_MAX).optional(),
  maxPrice: wholeNumber("maxPrice", 0, LISTING_PRICE_MAX).optional(),
  inStock: z
    .enum(["true", "false"], { message: "inStock must be true or false" })
    .transform((value) => value === "true")
    .optional(),
};

export const listingQuery = z.object({
  page: wholeNumber("page", 1, LISTING_PAGE_MAX).optional(),
  limit: wholeNumber("limit", 1, LISTING_LIMIT_MAX).optional(),
  sort: z
    .enum(LISTING_SORTS, { message: `sort must be one of ${LISTING_SORTS.join(", ")}` })
    .default("featured"),
  /** Subcategories to keep (repeat the parameter for several); none keeps all. */
  sub: z
    .union([subcategoryId, z.array(subcategoryId).max(50, { message: "sub may be given at most 50 times" })])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  ...priceAndStockFilters,
  /** The language of the products' texts (docs/decisions/313-hindi-content-fields.md). */
  lang: contentLang,
});
export type ListingQuery = z.infer<typeof listingQuery>;
