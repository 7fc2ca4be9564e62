import { z } from "zod";

/** Product as the HTTP contract sends it (docs/product/http-contract.md "Shapes"): prices in rupees. */
export interface Product {
  _id: string;
  title: string;
  price: number;
  salePrice?: number;
  images: string[];
  description: string;
  rating: number;
  stock: number;
  category: { _id: string; name: string };
  subcategory: { _id: string; name: string };
  createdAt: string;
  /** HSN code of the goods, for the GST invoice. */
  hsn: string;
  /** GST rate in percent, included in the price. */
  gstRate: number;
  countryOfOrigin: string;
}

export interface Subcategory {
  _id: string;
  name: string;
  image: string;
}

export interface Category {
  _id: string;
  name: string;
  image: string;
  subcategories: Subcategory[];
}

/** "LED TVs" -> "led-tvs": the category segment of listing URLs (docs/product/storefront.md "Routes"). */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

export function categoryPath(category: Pick<Category, "_id" | "name">, subcategoryId?: string): string {
  const base = `/${categorySlug(category.name)}/${category._id}`;
  return subcategoryId ? `${base}/${subcategoryId}` : base;
}

export const idParam = z.object({ id: z.uuid({ message: "id must be a valid id" }) });

/** Responsive image variants: `/uploads/x.webp` has siblings `/uploads/x-320.webp` etc. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

export function imageVariant(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}.webp`);
}

export function imageSrcSet(url: string): string | undefined {
  if (!url.startsWith("/uploads/") || !url.endsWith(".webp")) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariant(url, w)} ${w}w`).join(", ");
}

export const categoryIdParam = z.object({ categoryId: z.uuid({ message: "categoryId must be a valid id" }) });
