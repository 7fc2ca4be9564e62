import { z } from "zod";
import { citiesOf, regionNames } from "./india-states";
import { messages } from "./messages";
import { mobileNumber } from "./mobile";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, requiredText } from "./text-fields";

const email = () =>
  requiredText(messages.contact.emailRequired, "Email", MAX_EMAIL_LENGTH).regex(EMAIL_PATTERN, {
    error: messages.contact.emailInvalid,
  });

/** The longest value each text field of the contact form takes; its inputs carry these as `maxLength`. */
export const contactLimits = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  city: 100,
  state: 100,
  enquire: 2000,
} as const;

/**
 * A contact enquiry (docs/product/messages.md "Enquiries"), checked the same way by the form and by
 * `POST /contact`. Fields are in form order so the first problem reported is the first one
 * the visitor sees.
 */
export const contactEnquiryInput = z.object({
  name: requiredText(messages.contact.nameRequired, "Name", contactLimits.name),
  email: email(),
  mobileNumber: mobileNumber(messages.contact.mobileRequired, messages.contact.mobileInvalid),
  city: requiredText(messages.contact.cityRequired, "City", contactLimits.city),
  state: requiredText(messages.contact.stateRequired, "State", contactLimits.state),
  enquire: requiredText(messages.contact.enquireRequired, "Enquiry", contactLimits.enquire),
});

export type ContactEnquiryValues = z.input<typeof contactEnquiryInput>;
export type ContactEnquiry = z.output<typeof contactEnquiryInput>;

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

/** Turns what a form field holds into a number: blank is absent, anything unreadable is NaN. */
function readNumber(pattern: RegExp) {
  return (value: string | number): number | undefined => {
    if (typeof value === "number") return value;
    const text = value.trim();
    if (text === "") return undefined;
    return pattern.test(text) ? Number(text) : Number.NaN;
  };
}

/** A number typed into a form (string) or sent by an API client (number). */
function numberField(pattern: RegExp, requiredMessage: string, invalidMessage: string) {
  return z
    .union([z.number(), z.string()], { error: requiredMessage })
    .transform(readNumber(pattern))
    .pipe(z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) }));
}

/** A calendar year from 1900 up to the current year (checked when validating, not at load). */
function yearField(label: string) {
  return numberField(/^\d{4}$/, `${label} is required.`, `${label} must be a 4-digit year.`)
    .refine((year) => Number.isInteger(year), { error: `${label} must be a 4-digit year.` })
    .refine((year) => year >= EARLIEST_YEAR, { error: `${label} must be ${EARLIEST_YEAR} or later.` })
    .refine((year) => year <= new Date().getFullYear(), { error: `${label} cannot be in the future.` });
}

export const dealerMessages = {
  type: "Enquiry type must be distributor or dealer.",
  regionRequired: "Please select a state or union territory.",
  regionUnknown: "Please select a state or union territory of India.",
  cityRequired: "Please select a city.",
  cityNotInRegion: "Please select a city of the chosen state or union territory.",
  stateAddressRequired: "Please select the state of the firm's address.",
  stateAddressUnknown: "The state of the firm's address must be a state or union territory of India.",
  ownershipRequired: "Ownership is required.",
  ownership: `Ownership must be one of: ${ownershipOptions.join(", ")}.`,
  profileBusinessRequired: "Business profile is required.",
  profileBusiness: `Business profile must be one of: ${businessProfileOptions.join(", ")}.`,
  pincodeInvalid: "Pincode must be a valid 6-digit Indian pincode.",
  mobileInvalid: "Mobile number must be a valid 10-digit Indian mobile number.",
  investmentRequired: "Investment is required.",
  investmentInvalid: "Investment must be a positive amount in rupees, with at most 2 decimals.",
  investmentTooLarge: "Investment must be at most ₹100 crore.",
  declaration: "Please accept the declaration to submit your enquiry.",
  submitted: {
    distributor: "Thank you! Your distributor enquiry has been submitted. Our team will contact you soon.",
    dealer: "Thank you! Your direct dealer enquiry has been submitted. Our team will contact you soon.",
  },
} as const;

/** One of a fixed list, chosen in a select: blank and unknown choices have their own messages. */
function choice<const T extends readonly [string, ...string[]]>(
  requiredMessage: string,
  options: T,
  unknownMessage: string,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .pipe(z.enum(options, { error: unknownMessage }));
}

const hasAtMostTwoDecimals = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

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

/**
 * A distributor or direct-dealer enquiry (docs/product/storefront.md "Enquiry forms", docs/product/messages.md "Enquiries"), checked the
 * same way by the form and by `POST /distributordealer`.
 */
export const dealerEnquiryInput = z
  .object({
    type: z.enum(dealerEnquiryTypes, { error: dealerMessages.type }),
    selectedUT: choice(dealerMessages.regionRequired, regionNames, dealerMessages.regionUnknown),
    selectedCity: requiredText(dealerMessages.cityRequired, "City", 100),
    firmName: requiredText("Firm name is required.", "Firm name", dealerLimits.firmName),
    ownership: choice(dealerMessages.ownershipRequired, ownershipOptions, dealerMessages.ownership),
    establishment: yearField("Year of establishment"),
    address: requiredText("Address is required.", "Address", dealerLimits.address),
    stateAddress: choice(
      dealerMessages.stateAddressRequired,
      regionNames,
      dealerMessages.stateAddressUnknown,
    ),
    pincode: requiredText("Pincode is required.", "Pincode", dealerLimits.pincode).regex(/^[1-9]\d{5}$/, {
      error: dealerMessages.pincodeInvalid,
    }),
    mobile: mobileNumber(messages.contact.mobileRequired, dealerMessages.mobileInvalid, /^[6-9]\d{9}$/),
    email: email(),
    contactPerson: requiredText("Contact person is required.", "Contact person", dealerLimits.contactPerson),
    designation: requiredText("Designation is required.", "Designation", dealerLimits.designation),
    profileBusiness: choice(
      dealerMessages.profileBusinessRequired,
      businessProfileOptions,
      dealerMessages.profileBusiness,
    ),
    businessEstablishment: yearField("Business establishment year"),
    investment: numberField(
      /^\d+(\.\d+)?$/,
      dealerMessages.investmentRequired,
      dealerMessages.investmentInvalid,
    )
      .refine((rupees) => rupees > 0 && hasAtMostTwoDecimals(rupees), {
        error: dealerMessages.investmentInvalid,
      })
      .refine((rupees) => rupees <= MAX_INVESTMENT_RUPEES, { error: dealerMessages.investmentTooLarge }),
    businessProposal: requiredText(
      "Business proposal is required.",
      "Business proposal",
      dealerLimits.businessProposal,
    ),
    declaration: z
      .boolean({ error: dealerMessages.declaration })
      .refine((ticked) => ticked, { error: dealerMessages.declaration }),
  })
  .refine((enquiry) => citiesOf(enquiry.selectedUT).includes(enquiry.selectedCity), {
    path: ["selectedCity"],
    error: dealerMessages.cityNotInRegion,
  });

export type DealerEnquiryValues = z.input<typeof dealerEnquiryInput>;
export type DealerEnquiry = z.output<typeof dealerEnquiryInput>;
