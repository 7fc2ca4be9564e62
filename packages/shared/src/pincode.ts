// The pincode's pattern, without zod: the product page's delivery check tests a remembered
// pincode on its first load (docs/decisions/177-lean-first-load.md, 140-pincode-delivery.md).

/** A six-digit Indian pincode; the first digit is never 0. */
export const PINCODE = /^[1-9]\d{5}$/;

/** Why an order cannot go to a pincode the store does not deliver to (checkout and the API say the same). */
export const notDeliveredTo = (pincode: string) =>
  `Sorry, we do not deliver to pincode ${pincode} yet. Please choose another delivery address.`;
