import { imageSrcSet } from "@vayu/shared/catalog-paths";
import type { ImgHTMLAttributes } from "react";

/**
 * "high": one of the first pictures a shopper sees on any screen, fetched at once at high
 * priority. "eager": in the first view of wide screens only, fetched at once but at low
 * priority (at its own, Chromium would give it medium as one of the page's first pictures).
 * Any other picture is lazy and low priority, even in view (Chromium raises a picture in view
 * unless it is marked low), so it does not share a phone's bandwidth with the first ones.
 */
export type ImagePriority = "high" | "eager";

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "loading" | "fetchPriority"
> {
  src: string;
  alt: string;
  priority?: ImagePriority | undefined;
}

/** An uploaded image with its WebP width variants as `srcset`; lazy and low priority unless it has a priority. */
export function ResponsiveImage({
  src,
  alt,
  priority,
  sizes = "100vw",
  decoding = "async",
  ...rest
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority === "high" ? "high" : "low"}
      decoding={decoding}
      {...rest}
    />
  );
}
