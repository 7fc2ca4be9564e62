// The listings' bounds, without zod: the product page's related products ask for one page of
// a category on its first load (docs/decisions/177-lean-first-load.md). Paging itself:
// docs/decisions/150-catalog-paging.md.

export const LISTING_SORTS = ["featured", "price-asc", "price-desc", "rating", "newest"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_LIMIT_MAX = 100;
export const LISTING_LIMIT_DEFAULT = 24;
/** Cards on one page of the storefront's category listing (docs/decisions/153-storefront-listing-pages.md). */
export const STOREFRONT_PAGE_SIZE = 12;
export const LISTING_PAGE_MAX = 1000;
/** The largest rupee bound a price filter takes. */
export const LISTING_PRICE_MAX = 10_000_000;
