// The catalogue's URLs, without zod: the storefront's first load imports these, and any
// schema beside them would bring zod along (docs/decisions/177-lean-first-load.md).

/** "LED TVs" -> "led-tvs": the category segment of listing URLs (docs/product/storefront.md "Routes"). */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

export function categoryPath(category: { _id: string; name: string }, subcategoryId?: string): string {
  const base = `/${categorySlug(category.name)}/${category._id}`;
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
