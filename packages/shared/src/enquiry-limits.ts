// The enquiry forms' bounds and choices, without zod: the contact and dealer forms carry them on
// their pages' first load while the schemas load on first use (docs/decisions/177-lean-first-load.md).
import { messages } from "./messages";
import { MAX_EMAIL_LENGTH } from "./text-limits";

/** The longest value each text field of the contact form takes; its inputs carry these as `maxLength`. */
export const contactLimits = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  city: 100,
  state: 100,
  enquire: 2000,
} as const;

export const dealerEnquiryTypes = ["distributor", "dealer"] as const;
export type DealerEnquiryType = (typeof dealerEnquiryTypes)[number];

export const ownershipOptions = [
  "Sole Proprietorship",
  "Private",
  "Partnership",
  "Cooperative",
  "Other",
] as const;
export const businessProfileOptions = ["Wholesaler", "Distributor", "Retailer", "Manufacturer"] as const;

export const EARLIEST_YEAR = 1900;
/** ₹100 crore: far above any dealership, low enough that a typo is caught. */
export const MAX_INVESTMENT_RUPEES = 1_000_000_000;

/** The dealer forms' messages (messages.ts `dealer`, with their Hindi in the info area's catalogue). */
export const dealerMessages = messages.dealer;

/** The longest value each typed field of the dealer forms takes; its inputs carry these as `maxLength`. */
export const dealerLimits = {
  firmName: 150,
  address: 300,
  pincode: 6,
  contactPerson: 100,
  designation: 100,
  email: MAX_EMAIL_LENGTH,
  businessProposal: 5000,
} as const;
