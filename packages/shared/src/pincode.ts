// The pincode's pattern, without zod: the product page's delivery check tests a remembered
// pincode on its first load (docs/decisions/177-lean-first-load.md, 140-pincode-delivery.md).

/** A six-digit Indian pincode; the first digit is never 0. */
export const PINCODE = /^[1-9]\d{5}$/;
