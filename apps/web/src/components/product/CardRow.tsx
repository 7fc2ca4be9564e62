import type { ProductType } from "@vayu/shared/catalog";
import { ProductCard } from "./ProductCard";

/**
 * A row of product cards (docs/decisions/335-home-that-sells.md): on a phone it scrolls sideways,
 * each card snapping to the edge and the next one peeking in; a grid of four a line from 1024 px.
 * Its pictures load lazily: the rows sit below the fold.
 */
export function CardRow({ products }: { products: readonly ProductType[] }) {
  return (
    <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:gap-5 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0 lg:pb-0">
      {products.map((product) => (
        <li key={product._id} className="flex w-[46%] shrink-0 snap-start sm:w-[30%] lg:w-auto">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
