// The catalogue's URLs, without zod: the storefront's first load imports these, and any
// schema beside them would bring zod along (docs/decisions/177-lean-first-load.md).

/** "LED TVs" -> "led-tvs": the category segment of listing URLs (docs/product/storefront.md "Routes"). */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * A category as a listing URL names it. On a Hindi answer (`?lang=hi`) `name` is Hindi and `slug`
 * the English name's slug: Hindi pages are the English paths under `/hi`
 * (docs/product/http-contract.md "Languages").
 */
export interface CategoryRef {
  _id: string;
  name: string;
  slug?: string;
}

/** The category's URL segment: its English slug, whatever language `name` is in. */
export const slugOf = (category: CategoryRef): string => category.slug ?? categorySlug(category.name);

export function categoryPath(category: CategoryRef, subcategoryId?: string): string {
  const base = `/${slugOf(category)}/${category._id}`;
  return subcategoryId ? `${base}/${subcategoryId}` : base;
}

/** Responsive image variants: `/uploads/x.webp` has siblings `/uploads/x-320.webp` etc. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

export function imageVariant(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}.webp`);
}

export function imageSrcSet(url: string): string | undefined {
  if (!url.startsWith("/uploads/") || !url.endsWith(".webp")) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariant(url, w)} ${w}w`).join(", ");
}
