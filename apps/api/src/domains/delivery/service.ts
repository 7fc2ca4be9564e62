import { eq } from "drizzle-orm";
import type { PincodeResponseType } from "@vayu/shared/delivery";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { deliveryEstimate } from "./estimate";
import { deliveryRules, pincodes } from "./tables";

export type DeliveryRule = typeof deliveryRules.$inferSelect;

const PINCODE_NOT_FOUND = "We could not find this pincode. Please check it and try again.";

/** Served, with COD, on time: what a pincode gets when no rule speaks of it. */
const DEFAULT_TERMS = { serviceable: true, cod: true, extraDays: 0 };

/** The longest matching pincode prefix, else the pincode's state, else the default terms. */
export function termsFor(rules: readonly DeliveryRule[], pincode: string, state: string) {
  const prefix = rules
    .filter((r) => r.kind === "prefix" && pincode.startsWith(r.match))
    .sort((a, b) => b.match.length - a.match.length)[0];
  const byState = rules.find((r) => r.kind === "state" && r.match === state);
  return prefix ?? byState ?? DEFAULT_TERMS;
}

export async function findPincode(db: DbOrTx, pincode: string) {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  return row;
}

/** A pincode's place and the rule that applies to it; undefined for a pincode the store does not know. */
async function placeAndTerms(db: DbOrTx, pincode: string) {
  const place = await findPincode(db, pincode);
  if (!place) return undefined;
  return { place, terms: termsFor(await db.select().from(deliveryRules), pincode, place.state) };
}

/** Whether the store delivers to a pincode and takes cash there; undefined for a pincode it does not know. */
export async function pincodeTerms(db: DbOrTx, pincode: string): Promise<{ serviceable: boolean; cod: boolean } | undefined> {
  const found = await placeAndTerms(db, pincode);
  if (!found) return undefined;
  return { serviceable: found.terms.serviceable, cod: found.terms.serviceable && found.terms.cod };
}

/** The extra days a pincode's deliveries take (0 where no rule speaks of it or the store does not know it). */
export async function pincodeExtraDays(db: DbOrTx, pincode: string): Promise<number> {
  return (await placeAndTerms(db, pincode))?.terms.extraDays ?? 0;
}

/**
 * The delivery window the store promises for `pincode` at `now`, as the product page and
 * checkout show it; null where it does not deliver or does not know the pincode (an address
 * abroad). An order records it when placed (docs/decisions/192-expected-delivery.md).
 */
export async function deliveryWindow(db: DbOrTx, pincode: string, now = new Date()): Promise<{ from: string; to: string } | null> {
  const found = await placeAndTerms(db, pincode);
  return found?.terms.serviceable ? deliveryEstimate(found.terms.extraDays, now) : null;
}

/** GET /pincode/:pin. */
export async function lookUpPincode(db: DbOrTx, pincode: string, now = new Date()): Promise<PincodeResponseType> {
  const found = await placeAndTerms(db, pincode);
  if (!found) throw notFound(PINCODE_NOT_FOUND);
  const { place, terms } = found;
  return {
    pincode,
    city: place.district,
    district: place.district,
    state: place.state,
    serviceable: terms.serviceable,
    cod: terms.serviceable && terms.cod,
    estimatedDelivery: terms.serviceable ? deliveryEstimate(terms.extraDays, now) : null,
  };
}
