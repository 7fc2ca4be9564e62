import { z } from "zod";
import { gstinFormatProblem, regionOfStateCode } from "./gst";
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
  /** A business buyer's registered name, as its GSTIN registration gives it. */
  businessName: 100,
  /** 15 characters; a few more so that a GSTIN typed with spaces reaches its own message. */
  gstin: 20,
} as const;

/** What a business buyer reads when their GSTIN or business name is refused (docs/decisions/315-business-buyers.md). */
export const businessBuyerMessages = {
  gstinUnknownState: "GSTIN must start with the state code of an Indian state or union territory.",
  businessNameRequired: "Business name is required with a GSTIN.",
} as const;

/**
 * A business buyer's GSTIN as typed: spaces dropped, upper case; empty means none. It must
 * have the GSTIN's form, a matching check character and a state code GST knows: its first
 * two digits are the invoice's place of supply.
 */
const optionalGstin = z
  .string()
  .default("")
  .transform((gstin) => gstin.replace(/\s/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .max(addressLimits.gstin, { error: tooLongMessage("GSTIN", addressLimits.gstin) })
      .superRefine((gstin, ctx) => {
        if (!gstin) return;
        const problem =
          gstinFormatProblem(gstin) ??
          (regionOfStateCode(gstin.slice(0, 2)) ? null : businessBuyerMessages.gstinUnknownState);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  );

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
  /** "Buying for a business?": both optional, the business name needed with a GSTIN (docs/decisions/315-business-buyers.md). */
  businessName: z
    .string()
    .trim()
    .max(addressLimits.businessName, { error: tooLongMessage("Business name", addressLimits.businessName) })
    .default(""),
  gstin: optionalGstin,
}).superRefine((address, ctx) => {
  if (address.gstin && !address.businessName)
    ctx.addIssue({ code: "custom", path: ["businessName"], message: businessBuyerMessages.businessNameRequired });
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
  /** A business buyer's name and GSTIN, when the address carries them: its invoice is then B2B. */
  businessName: z.string().optional(),
  gstin: z.string().optional(),
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

// Zod-free, for pages that show addresses without loading the schemas (docs/decisions/177-lean-first-load.md).
export { landmarkText } from "./address-text";
