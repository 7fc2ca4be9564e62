import { z } from "zod";
import { messages } from "./messages";
import { mobileNumber } from "./mobile";

/** A required text field: missing or blank is the spec's one message for all of them. */
const requiredText = (max: number, label: string) =>
  z
    .string({ error: messages.address.allRequired })
    .trim()
    .min(1, { error: messages.address.allRequired })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/**
 * A delivery address as the shopper enters it (spec section 5, decisions 5.5): every field
 * required except the landmark; the mobile number is for the courier.
 */
export const addressInput = z.object({
  name: requiredText(100, "Name"),
  mobile: mobileNumber(messages.address.allRequired, messages.contact.mobileInvalid),
  address: requiredText(300, "Address"),
  city: requiredText(100, "City"),
  state: requiredText(100, "State"),
  zipCode: requiredText(20, "Zip code").regex(/^\d{5,6}$/, { error: messages.address.invalidZip }),
  country: requiredText(60, "Country").default("India"),
  landmark: z.string().trim().max(150, { error: "Landmark must be at most 150 characters." }).default(""),
});

/** What the form holds (country and landmark may be left out). */
export type AddressFormValues = z.input<typeof addressInput>;
/** What the API stores after validation. */
export type AddressInput = z.output<typeof addressInput>;

/** Address as the HTTP contract sends it (decisions section 3). */
export interface Address extends AddressInput {
  _id: string;
}

/** An empty landmark reads N/A wherever an address is shown (spec section 2). */
export function landmarkText(landmark: string): string {
  return landmark.trim() || "N/A";
}
