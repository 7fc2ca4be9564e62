import { Trans } from "@lingui/react/macro";
import type { ProductType } from "@vayu/shared/catalog";
import { englishIf } from "../../lib/content-language";
import { LocalisedLink } from "../LocalisedLink";
import { Price } from "../ui/Price";
import { SaleBadge } from "./SaleEndsIn";
import { ResponsiveImage, type ImagePriority } from "../ui/ResponsiveImage";
import { Skeleton } from "../ui/Skeleton";
import { ProductRating } from "./ProductRating";
import { StockNote } from "../ui/StockState";
import { useCardActions } from "./product-actions";

const cardSizes = "(min-width: 1280px) 240px, (min-width: 768px) 30vw, 46vw";
/** Cards in a grid's first row: two on a phone, four on the widest screens. */
const PHONE_ROW = 2;
const WIDEST_ROW = 4;

/**
 * How the card at `index` of a grid's first page fetches its picture: the phone's first row
 * at high priority, the rest of the widest first row at once at low priority, the others lazily.
 */
export function cardPriority(index: number): ImagePriority | undefined {
  if (index < PHONE_ROW) return "high";
  return index < WIDEST_ROW ? "eager" : undefined;
}

/** A listing card: image, title, rating, price with saving, wishlist heart and Add to cart. */
export function ProductCard({
  product,
  priority,
}: {
  product: ProductType;
  priority?: ImagePriority | undefined;
}) {
  const { AddToCart, WishlistToggle, CompareToggle } = useCardActions();
  const href = `/product/${product._id}`;
  const image = product.images[0];
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 transition-shadow hover:shadow-lg hover:shadow-slate-900/5 hover:ring-slate-300">
      <div className="relative aspect-square bg-white">
        <LocalisedLink to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          {image ? (
            <ResponsiveImage
              src={image}
              alt=""
              sizes={cardSizes}
              priority={priority}
              width={320}
              height={320}
              className="size-full object-contain transition-transform duration-300 group-hover:scale-[1.04]"
            />
          ) : (
            <span className="flex size-full items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-600">
              <Trans>No image</Trans>
            </span>
          )}
        </LocalisedLink>
        {product.saleEndsAt && <SaleBadge endsAt={product.saleEndsAt} />}
        <div className="absolute top-2 right-2">
          <WishlistToggle product={product} variant="icon" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-slate-100 p-3 sm:p-4">
        <p
          lang={englishIf(product.subcategory, "name")}
          className="text-[0.7rem] font-semibold tracking-wide text-slate-500 uppercase"
        >
          {product.subcategory.name}
        </p>
        <h3 lang={englishIf(product, "title")} className="text-sm leading-snug font-semibold text-ink sm:text-[0.95rem]">
          <LocalisedLink to={href} className="line-clamp-2 hover:text-brand-700">
            {product.title}
          </LocalisedLink>
        </h3>
        <ProductRating product={product} />
        <Price price={product.price} salePrice={product.salePrice} className="mt-0.5" />
        <StockNote stock={product.stock} />
        <CompareToggle product={product} />
        <div className="mt-auto pt-2">
          <AddToCart product={product} variant="card" />
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
      aria-hidden="true"
      data-testid="product-skeleton"
    >
      <Skeleton className="aspect-square" />
      <div className="space-y-2.5 p-4">
        {[
          "h-3 w-1/3 rounded",
          "h-4 w-full rounded",
          "h-4 w-2/3 rounded",
          "h-5 w-1/2 rounded",
          "h-9 w-full rounded-lg",
        ].map((size) => (
          <Skeleton key={size} className={size} />
        ))}
      </div>
    </div>
  );
}
