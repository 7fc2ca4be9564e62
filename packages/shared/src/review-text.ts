// The reviews' bounds and wording, without zod: the product page's first load imports these,
// and a schema beside them would bring zod along (docs/decisions/177-lean-first-load.md).
// Reviews themselves: docs/decisions/171-reviews.md.

/** Reviews per page of a product's list and of the staff list. */
export const REVIEWS_PAGE_SIZE = 5;
export const STAFF_REVIEWS_PAGE_SIZE = 20;

/** The longest value each field of the review form takes; its inputs carry these as `maxLength`. */
export const reviewLimits = { title: 100, body: 2000 } as const;

export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
