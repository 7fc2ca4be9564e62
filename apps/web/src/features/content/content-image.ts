import { IMAGE_WIDTHS, imageVariant } from "@vayu/shared/catalog-paths";

/**
 * `srcset` for content pictures: uploaded ones and the storefront's built-in ones under
 * /content/ both have the -320/-640/-960 WebP siblings. Banners pass the width of their
 * full-size base file so wide screens get it.
 */
export function contentSrcSet(url: string, baseWidth?: number): string | undefined {
  const hasVariants = (url.startsWith("/uploads/") || url.startsWith("/content/")) && url.endsWith(".webp");
  if (!hasVariants) return undefined;
  const candidates = IMAGE_WIDTHS.map((width) => `${imageVariant(url, width)} ${width}w`);
  if (baseWidth) candidates.push(`${url} ${baseWidth}w`);
  return candidates.join(", ");
}
