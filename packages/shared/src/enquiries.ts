import { z } from "zod";
import { citiesOf, regionNames } from "./india-states";
import { messages } from "./messages";
import { mobileNumber } from "./mobile";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, requiredText } from "./text-fields";
import {
  businessProfileOptions,
  contactLimits,
  dealerEnquiryTypes,
  dealerLimits,
  dealerMessages,
  EARLIEST_YEAR,
  MAX_INVESTMENT_RUPEES,
  ownershipOptions,
} from "./enquiry-limits";

export * from "./enquiry-limits";

const email = () =>
  requiredText(messages.contact.emailRequired, "Email", MAX_EMAIL_LENGTH).regex(EMAIL_PATTERN, {
    error: messages.contact.emailInvalid,
  });

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

interface YearMessages {
  required: string;
  invalid: string;
  tooEarly: string;
  future: string;
}

/** A calendar year from 1900 up to the current year (checked when validating, not at load). */
function yearField(said: YearMessages) {
  return numberField(/^\d{4}$/, said.required, said.invalid)
    .refine((year) => Number.isInteger(year), { error: said.invalid })
    .refine((year) => year >= EARLIEST_YEAR, { error: said.tooEarly })
    .refine((year) => year <= new Date().getFullYear(), { error: said.future });
}

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

/**
 * A distributor or direct-dealer enquiry (docs/product/storefront.md "Enquiry forms", docs/product/messages.md "Enquiries"), checked the
 * same way by the form and by `POST /distributordealer`.
 */
export const dealerEnquiryInput = z
  .object({
    type: z.enum(dealerEnquiryTypes, { error: dealerMessages.type }),
    selectedUT: choice(dealerMessages.regionRequired, regionNames, dealerMessages.regionUnknown),
    selectedCity: requiredText(dealerMessages.cityRequired, "City", 100, dealerMessages.cityTooLong),
    firmName: requiredText(
      dealerMessages.firmNameRequired,
      "Firm name",
      dealerLimits.firmName,
      dealerMessages.firmNameTooLong,
    ),
    ownership: choice(dealerMessages.ownershipRequired, ownershipOptions, dealerMessages.ownership),
    establishment: yearField({
      required: dealerMessages.establishmentRequired,
      invalid: dealerMessages.establishmentInvalid,
      tooEarly: dealerMessages.establishmentTooEarly,
      future: dealerMessages.establishmentFuture,
    }),
    address: requiredText(
      dealerMessages.addressRequired,
      "Address",
      dealerLimits.address,
      dealerMessages.addressTooLong,
    ),
    stateAddress: choice(
      dealerMessages.stateAddressRequired,
      regionNames,
      dealerMessages.stateAddressUnknown,
    ),
    pincode: requiredText(
      dealerMessages.pincodeRequired,
      "Pincode",
      dealerLimits.pincode,
      dealerMessages.pincodeTooLong,
    ).regex(/^[1-9]\d{5}$/, {
      error: dealerMessages.pincodeInvalid,
    }),
    mobile: mobileNumber(messages.contact.mobileRequired, dealerMessages.mobileInvalid, /^[6-9]\d{9}$/),
    email: email(),
    contactPerson: requiredText(
      dealerMessages.contactPersonRequired,
      "Contact person",
      dealerLimits.contactPerson,
      dealerMessages.contactPersonTooLong,
    ),
    designation: requiredText(
      dealerMessages.designationRequired,
      "Designation",
      dealerLimits.designation,
      dealerMessages.designationTooLong,
    ),
    profileBusiness: choice(
      dealerMessages.profileBusinessRequired,
      businessProfileOptions,
      dealerMessages.profileBusiness,
    ),
    businessEstablishment: yearField({
      required: dealerMessages.businessEstablishmentRequired,
      invalid: dealerMessages.businessEstablishmentInvalid,
      tooEarly: dealerMessages.businessEstablishmentTooEarly,
      future: dealerMessages.businessEstablishmentFuture,
    }),
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
      dealerMessages.businessProposalRequired,
      "Business proposal",
      dealerLimits.businessProposal,
      dealerMessages.businessProposalTooLong,
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
