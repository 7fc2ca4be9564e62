import { Package } from "lucide-react";

/** A small square product image on a light tile, or a package icon when there is no image. */
export function Thumbnail({
  src,
  alt = "",
  className = "size-14",
}: {
  src: string | undefined;
  alt?: string;
  className?: string;
}) {
  const tile = `${className} shrink-0 rounded-lg bg-slate-50 ring-1 ring-slate-100`;
  if (!src) {
    return (
      <div
        className={`${tile} flex items-center justify-center text-slate-400`}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
      >
        <Package className="size-1/2" aria-hidden />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" className={`${tile} object-contain p-1`} />;
}
