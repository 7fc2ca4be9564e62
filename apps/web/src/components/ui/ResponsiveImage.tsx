import { imageSrcSet } from "@vayu/shared/catalog-paths";
import type { ImgHTMLAttributes } from "react";

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "loading" | "fetchPriority"
> {
  src: string;
  alt: string;
  /**
   * One of the first pictures a shopper sees: fetched eagerly at high priority. Every other picture
   * is lazy and low priority, even in view, so it does not share a phone's bandwidth with those.
   */
  priority?: boolean;
}

/** An uploaded image with its WebP width variants as `srcset`; lazy and low priority unless it is the priority image. */
export function ResponsiveImage({
  src,
  alt,
  priority = false,
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
      fetchPriority={priority ? "high" : "low"}
      decoding={decoding}
      {...rest}
    />
  );
}
