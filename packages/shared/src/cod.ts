import { formatPaiseShort, type Paise } from "./money";
import { notDeliveredTo } from "./pincode";

/**
 * Who may pay cash on delivery (docs/decisions/141-cash-on-delivery.md):
 * a pincode the store serves with COD, and an order total within the store's COD limit.
 * The checkout and the server ask the same function, so the reason the shopper reads
 * before choosing is the one the server would give.
 */

/** COD orders a shopper may have on their way, unpaid, at one time. */
export const MAX_OPEN_COD_ORDERS = 3;

export interface CodPincodeTerms {
  serviceable: boolean;
  cod: boolean;
}

/** Why this order cannot be paid on delivery, in the store's words; null when it can. */
export function codRefusal(input: {
  pincode: string;
  /** undefined: the pincode is not one the store knows. */
  terms: CodPincodeTerms | undefined;
  totalPaise: Paise;
  limitPaise: Paise;
}): string | null {
  const { pincode, terms } = input;
  if (!terms)
    return `Cash on delivery is not available for pincode ${pincode}: we could not find it. Please check the address or pay online.`;
  if (!terms.serviceable) return notDeliveredTo(pincode);
  if (!terms.cod) return `Cash on delivery is not available for pincode ${pincode}. Please pay online.`;
  if (input.totalPaise > input.limitPaise) return overCodLimit(input.limitPaise);
  return null;
}

/** The order value rule's reason: the limit is the store's published policy, so it is named. */
export const overCodLimit = (limitPaise: Paise) =>
  `Cash on delivery is available for orders up to ${formatPaiseShort(limitPaise)}. Please pay online.`;

/**
 * What the shopper reads when a rule refuses COD: the same words for every rule but the order
 * value (which the store's policy pages state), so no one is told their pincode refuses parcels.
 * `saving`: what paying online saves on this order ("₹50"), or null without a prepaid offer.
 */
export function codRulesRefusal(saving: string | null): string {
  return saving
    ? `Cash on delivery is not available for this order: pay online and save ${saving}.`
    : "Cash on delivery is not available for this order: please pay online.";
}

export const tooManyOpenCodOrders = `You already have ${MAX_OPEN_COD_ORDERS} cash-on-delivery orders on their way. Please pay online, or place this order once one of them is delivered.`;
