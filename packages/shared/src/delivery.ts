import { z } from "zod";

/** A six-digit Indian pincode; the first digit is never 0. */
export const PINCODE = /^[1-9]\d{5}$/;

export const pincodeParam = z.object({
  pin: z.string().regex(PINCODE, { message: "Please enter a valid 6-digit pincode." }),
});

/** GET /pincode/:pin: where the pincode is, whether the store delivers there and by when. */
export interface PincodeResponse {
  pincode: string;
  city: string;
  district: string;
  state: string;
  serviceable: boolean;
  /** Cash on delivery is possible there (the order's total is checked at checkout). */
  cod: boolean;
  /** Dates (YYYY-MM-DD, India time); null where the store does not deliver. */
  estimatedDelivery: { from: string; to: string } | null;
}
