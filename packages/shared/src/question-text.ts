// The questions' bounds, without zod: the product page's panel imports these, and a schema
// beside them would bring zod along (docs/decisions/177-lean-first-load.md).
// Questions and answers themselves: docs/decisions/331-product-questions.md.

/** A question or an answer, trimmed, is this long: enough for "Does it run on an inverter?", short of an essay. */
export const questionLimits = { min: 10, max: 500 } as const;

/** Questions per page of a product's list and of the staff list. */
export const QUESTIONS_PAGE_SIZE = 5;
export const STAFF_QUESTIONS_PAGE_SIZE = 20;

/** Who wrote an answer: the store's staff, or a shopper who received the product. */
export const ANSWER_KINDS = ["staff", "buyer"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];
