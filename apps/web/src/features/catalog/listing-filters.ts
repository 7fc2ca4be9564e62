import type { ProductType } from "@vayu/shared/catalog";
import { rupeesToPaise } from "@vayu/shared/money";
import type { ListingState, SortKey } from "./listing-params";

/** What the shopper pays, in paise: the sale price when there is one. */
export const payablePaise = (product: ProductType) => rupeesToPaise(product.salePrice ?? product.price);

const comparators: Record<Exclude<SortKey, "featured">, (a: ProductType, b: ProductType) => number> = {
  "price-asc": (a, b) => payablePaise(a) - payablePaise(b),
  "price-desc": (a, b) => payablePaise(b) - payablePaise(a),
  rating: (a, b) => b.rating - a.rating,
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
};

/** The products a listing shows: in the chosen subcategories and price range, in the chosen order. */
export function applyListingState(products: readonly ProductType[], state: ListingState): ProductType[] {
  const min = state.minPrice === undefined ? undefined : rupeesToPaise(state.minPrice);
  const max = state.maxPrice === undefined ? undefined : rupeesToPaise(state.maxPrice);
  const shown = products.filter((product) => {
    const paise = payablePaise(product);
    return (
      (state.subcategoryIds.length === 0 || state.subcategoryIds.includes(product.subcategory._id)) &&
      (min === undefined || paise >= min) &&
      (max === undefined || paise <= max)
    );
  });
  // Array.prototype.sort is stable, so ties keep the catalogue's own order.
  return state.sort === "featured" ? shown : shown.sort(comparators[state.sort]);
}

export interface PriceBand {
  label: string;
  min: number | undefined;
  max: number | undefined;
}

const niceStep = (rupees: number) => (rupees >= 20_000 ? 5_000 : rupees >= 5_000 ? 1_000 : 500);
const roundTo = (rupees: number) => Math.max(niceStep(rupees), Math.round(rupees / niceStep(rupees)) * niceStep(rupees));
const inr = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;

/** Up to four quick price ranges split at the category's price quartiles, on round rupee figures. */
export function priceBands(products: readonly ProductType[]): PriceBand[] {
  const prices = products.map((product) => payablePaise(product) / 100).sort((a, b) => a - b);
  if (prices.length < 4) return [];
  const cuts = [...new Set([0.25, 0.5, 0.75].map((q) => roundTo(prices[Math.floor(q * prices.length)]!)))];
  const bands: PriceBand[] = cuts.map((cut, i) => {
    const previous = cuts[i - 1];
    return previous === undefined ? { label: `Under ${inr(cut)}`, min: undefined, max: cut } : { label: `${inr(previous)} – ${inr(cut)}`, min: previous, max: cut };
  });
  const last = cuts.at(-1)!;
  return [...bands, { label: `Over ${inr(last)}`, min: last, max: undefined }];
}
