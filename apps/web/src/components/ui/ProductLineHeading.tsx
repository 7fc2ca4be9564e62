import type { ProductType } from "@vayu/shared/catalog";
import { LocalisedLink } from "../LocalisedLink";

/** A list line's subcategory and linked title (cart and wishlist lines). */
export function ProductLineHeading({ product }: { product: ProductType }) {
  return (
    <>
      <p className="text-[0.7rem] font-semibold tracking-wide text-slate-500 uppercase">
        {product.subcategory.name}
      </p>
      <h2 className="mt-0.5 text-sm leading-snug font-semibold text-ink sm:text-base">
        <LocalisedLink to={`/product/${product._id}`} className="line-clamp-2 hover:text-brand-700">
          {product.title}
        </LocalisedLink>
      </h2>
    </>
  );
}
