import { z } from "zod";
import { messages } from "./messages";
import { mobileNumber } from "./mobile";
import { requiredText, tooLongMessage } from "./text-fields";

/** The longest value each text field takes (the mobile number: `mobile.ts`); the form's inputs carry these as `maxLength`. */
export const addressLimits = {
  name: 100,
  address: 300,
  city: 100,
  state: 100,
  /** A 6-digit PIN as people write it, "560 001" included; spaces go before the pattern checks it. */
  zipCode: 7,
  country: 60,
  landmark: 150,
} as const;

/** A required field: missing or blank is one message for all of them (docs/product/messages.md "Address"). */
const required = (label: string, max: number) => requiredText(messages.address.allRequired, label, max);

/**
 * A delivery address as the shopper enters it (docs/product/policies.md "Delivery addresses", docs/product/messages.md "Address"): every field
 * required except the landmark; the mobile number is for the courier.
 */
export const addressInput = z.object({
  name: required("Name", addressLimits.name),
  mobile: mobileNumber(messages.address.allRequired, messages.contact.mobileInvalid),
  address: required("Address", addressLimits.address),
  city: required("City", addressLimits.city),
  state: required("State", addressLimits.state),
  zipCode: required("Zip code", 20)
    .transform((zip) => zip.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{5,6}$/, { error: messages.address.invalidZip })),
  country: required("Country", addressLimits.country).default("India"),
  landmark: z
    .string()
    .trim()
    .max(addressLimits.landmark, { error: tooLongMessage("Landmark", addressLimits.landmark) })
    .default(""),
});

/** What the form holds (country and landmark may be left out). */
export type AddressFormValues = z.input<typeof addressInput>;
/** What the API stores after validation. */
export type AddressInput = z.output<typeof addressInput>;

/** An address as the HTTP contract sends it (docs/product/http-contract.md "Shapes"), and as an order freezes it. */
export const DeliveryAddress = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  landmark: z.string(),
});
export type DeliveryAddressType = z.infer<typeof DeliveryAddress>;

/** A saved address; checkout chooses the default first (docs/decisions/170-account-page.md). */
export const Address = DeliveryAddress.extend({ isDefault: z.boolean() });
export type AddressType = z.infer<typeof Address>;

/**
 * GET /address: the default first, then newest first; `lastUsed` is the saved address the
 * shopper's latest order went to, null when there is none (docs/decisions/201-checkout-address-choice.md).
 */
export const AddressesResponse = z.object({ addresses: z.array(Address), lastUsed: z.string().nullable() });
export type AddressesResponseType = z.infer<typeof AddressesResponse>;

/** POST /address (201) and PUT /address/:id. */
export const AddressResponse = z.object({ address: Address });
export type AddressResponseType = z.infer<typeof AddressResponse>;

/** POST /address/:id/default. */
export const DefaultAddressResponse = z.object({ address: Address, message: z.string() });
export type DefaultAddressResponseType = z.infer<typeof DefaultAddressResponse>;

/** An empty landmark reads N/A wherever an address is shown (docs/product/storefront.md "My Orders"). */
export function landmarkText(landmark: string): string {
  return landmark.trim() || "N/A";
}
