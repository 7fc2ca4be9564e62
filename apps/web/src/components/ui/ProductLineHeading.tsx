import type { ProductType } from "@vayu/shared/catalog";
import { englishIf } from "../../lib/content-language";
import { LocalisedLink } from "../LocalisedLink";

/** A list line's subcategory and linked title (cart and wishlist lines), each marked English where a Hindi answer left it so. */
export function ProductLineHeading({ product }: { product: ProductType }) {
  return (
    <>
      <p lang={englishIf(product.subcategory, "name")} className="text-[0.7rem] font-semibold tracking-wide text-slate-500 uppercase">
        {product.subcategory.name}
      </p>
      <h2 lang={englishIf(product, "title")} className="mt-0.5 text-sm leading-snug font-semibold text-ink sm:text-base">
        <LocalisedLink to={`/product/${product._id}`} className="line-clamp-2 hover:text-brand-700">
          {product.title}
        </LocalisedLink>
      </h2>
    </>
  );
}
