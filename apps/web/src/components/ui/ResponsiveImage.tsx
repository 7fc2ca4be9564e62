import { imageSrcSet } from "@vayu/shared/catalog-paths";
import type { ImgHTMLAttributes } from "react";

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "loading" | "fetchPriority"
> {
  src: string;
  alt: string;
  /** Above the fold: fetched first and eagerly instead of lazily. */
  priority?: boolean;
}

/** An uploaded image with its WebP width variants as `srcset`; lazy unless it is a priority image. */
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
      fetchPriority={priority ? "high" : "auto"}
      decoding={decoding}
      {...rest}
    />
  );
}
