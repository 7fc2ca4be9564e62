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

/** Whether the store delivers to a pincode and takes cash there; undefined for a pincode it does not know. */
export async function pincodeTerms(db: DbOrTx, pincode: string): Promise<{ serviceable: boolean; cod: boolean } | undefined> {
  const place = await findPincode(db, pincode);
  if (!place) return undefined;
  const terms = termsFor(await db.select().from(deliveryRules), pincode, place.state);
  return { serviceable: terms.serviceable, cod: terms.serviceable && terms.cod };
}

/** GET /pincode/:pin. */
export async function lookUpPincode(db: DbOrTx, pincode: string, now = new Date()): Promise<PincodeResponseType> {
  const place = await findPincode(db, pincode);
  if (!place) throw notFound(PINCODE_NOT_FOUND);
  const terms = termsFor(await db.select().from(deliveryRules), pincode, place.state);
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
