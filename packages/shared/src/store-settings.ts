import { z } from "zod";
import {
  POLICY_PAGES,
  SOCIAL_NETWORKS,
  socialNetworkNames,
  type PolicyPage,
  type SocialNetwork,
} from "./site-settings";
import { uploadedImage } from "./staff-http";
import { PrepaidOffer } from "./promotions";
import { CodRulesFields } from "./cod-rules";
import { untranslatedFields } from "./localised-content";

/**
 * The store's settings (docs/decisions/183-store-settings.md): `GET /api/settings` (public),
 * `GET` and `PATCH /api/admin/settings` (owner). Amounts in rupees, paise in the database.
 * Every message names the field as the console's form labels it.
 */

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

const email = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .toLowerCase()
    .max(254, { message: `${label} must be at most 254 characters` })
    .pipe(z.email({ message: `${label} must be an e-mail address such as help@yourstore.in` }));

/** A phone as the store prints it: a mobile or a landline with its STD code, spaces and dashes allowed. */
const phone = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .regex(/^\+?[\d][\d\s-]{8,18}\d$/, {
      message: `${label} must be a phone number of 10 to 13 digits, such as +91 98765 43210`,
    })
    .refine((value) => value.replace(/\D/g, "").length >= 10, {
      message: `${label} must have at least 10 digits`,
    });

const rupees = (label: string, max: number) =>
  z
    .number({ message: `${label} must be an amount in rupees` })
    .min(0, { message: `${label} cannot be negative` })
    .max(max, { message: `${label} must be at most ₹${max.toLocaleString("en-IN")}` })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${label} can have at most two decimals (paise)`,
    });

const link = (label: string) =>
  z
    .string({ message: `${label} must be a link` })
    .trim()
    .max(300, { message: `${label} must be at most 300 characters` })
    .refine((value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
      message: `${label} must be a link starting with https://, or left empty`,
    });

const postalAddress = (label: string) =>
  z.object({
    line1: text(`${label}: street and area`, 200),
    city: text(`${label}: city`, 80),
    pincode: z
      .string({ message: `${label}: pincode is required` })
      .trim()
      .regex(/^[1-9]\d{5}$/, { message: `${label}: pincode must be 6 digits` }),
  });

const socialLinks = z.object(
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, link(`${socialNetworkNames[network]} link`)]),
  ) as Record<SocialNetwork, ReturnType<typeof link>>,
);

export const policyTitles: Record<PolicyPage, string> = {
  terms: "Terms & Conditions",
  privacy: "Privacy Policy",
  returns: "Cancellation & Refund",
  shipping: "Shipping & Delivery",
};

const policyText = (label: string) =>
  z
    .string({ message: `${label} text is required` })
    .trim()
    .min(20, { message: `${label} text must be at least 20 characters` })
    .max(30_000, { message: `${label} text must be at most 30,000 characters` });

const policyTexts = (label: (page: PolicyPage) => string) =>
  z.object(
    Object.fromEntries(POLICY_PAGES.map((page) => [page, policyText(label(page))])) as Record<
      PolicyPage,
      ReturnType<typeof policyText>
    >,
  );
const policies = policyTexts((page) => policyTitles[page]);
/** The Hindi pages' texts (docs/decisions/326-hindi-content.md): until the owner writes one, the default Hindi. */
const policiesHi = policyTexts((page) => `Hindi ${policyTitles[page]}`);

/** Every field the owner edits, as the console sends and receives it. */
export const StoreSettingsFields = z.object({
  storeName: text("Store name", 80),
  legalName: text("Legal name", 160),
  gstin: z
    .string({ message: "GSTIN is required" })
    .trim()
    .toUpperCase()
    .length(15, { message: "GSTIN must be 15 characters" }),
  state: text("State", 60),
  registeredAddress: postalAddress("Registered address"),
  pickupAddress: postalAddress("Pickup address"),
  phones: z
    .array(phone("Phone number"), { message: "Phone numbers must be a list" })
    .min(1, { message: "Give at least one phone number" })
    .max(4, { message: "Give at most 4 phone numbers" }),
  email: email("Contact e-mail"),
  supportEmail: email("Customer care e-mail"),
  /** Empty: no staff notifications (the setup checklist says so). */
  staffEmail: z.literal("").or(email("Staff notifications e-mail")),
  customerCareHours: text("Customer care hours", 120),
  grievanceOfficer: z.object({
    name: text("Grievance officer's name", 100),
    designation: text("Grievance officer's designation", 100),
    email: email("Grievance officer's e-mail"),
    phone: phone("Grievance officer's phone"),
  }),
  logo: uploadedImage("Logo").nullable(),
  social: socialLinks,
  defaultWarranty: text("Default warranty", 300),
  deliveryFee: rupees("Delivery fee", 10_000),
  freeDeliveryAbove: rupees("Free delivery from", 10_00_000).nullable(),
  codCharge: rupees("Cash on delivery charge", 10_000),
  codChargeBelow: rupees("Cash on delivery charge applies below", 10_00_000),
  codLimit: rupees("Cash on delivery limit", 1_00_00_000).refine((value) => value >= 1, {
    message: "Cash on delivery limit must be at least ₹1",
  }),
  codConfirmHours: z
    .number({ message: "Hours to confirm a cash-on-delivery order must be a number" })
    .int({ message: "Hours to confirm a cash-on-delivery order must be a whole number" })
    .min(1, { message: "Hours to confirm a cash-on-delivery order must be at least 1" })
    .max(168, { message: "Hours to confirm a cash-on-delivery order must be at most 168 (a week)" }),
  /** The discount for paying online (docs/product/promotions.md); null: none. */
  prepaidOffer: PrepaidOffer.nullable(),
  /** When cash on delivery is refused (docs/decisions/307-cod-rules-at-checkout.md). */
  codRules: CodRulesFields,
  policies,
  policiesHi,
  /** The care hours, default warranty and officer's designation on Hindi pages (docs/decisions/326-hindi-content.md). */
  textsHi: z.object({
    customerCareHours: text("Customer care hours in Hindi", 120),
    defaultWarranty: text("Default warranty in Hindi", 300),
    grievanceOfficerDesignation: text("Grievance officer's designation in Hindi", 100),
  }),
});
export type StoreSettingsFieldsType = z.infer<typeof StoreSettingsFields>;

/** What the owner sends: any of the fields; a nested group (an address, the officer, links, policies) may be sent in part. */
export const StoreSettingsPatch = z
  .object({
    ...StoreSettingsFields.shape,
    registeredAddress: StoreSettingsFields.shape.registeredAddress.partial(),
    pickupAddress: StoreSettingsFields.shape.pickupAddress.partial(),
    grievanceOfficer: StoreSettingsFields.shape.grievanceOfficer.partial(),
    social: socialLinks.partial(),
    codRules: CodRulesFields.partial(),
    policies: policies.partial(),
    policiesHi: policiesHi.partial(),
    textsHi: StoreSettingsFields.shape.textsHi.partial(),
  })
  .partial()
  .strict();
export type StoreSettingsPatchType = z.infer<typeof StoreSettingsPatch>;

export const AdminSettingsResponse = z.object({
  settings: StoreSettingsFields.extend({
    /** When the owner last saved, or null while the store runs on the defaults. */
    updatedAt: z.string().nullable(),
  }),
});
export type AdminSettingsResponseType = z.infer<typeof AdminSettingsResponse>;

const postal = z.object({ line1: z.string(), city: z.string(), pincode: z.string() });

/** `GET /api/settings`: the public store profile (docs/product/http-contract.md, plus what pages show). */
export const StoreProfileResponse = z.object({
  storeName: z.string(),
  legalName: z.string(),
  gstin: z.string(),
  state: z.string(),
  address: z.string(),
  registeredAddress: postal,
  pickupAddress: postal,
  phones: z.array(z.string()),
  email: z.string(),
  supportEmail: z.string(),
  customerCareHours: z.string(),
  grievanceOfficer: z.object({
    name: z.string(),
    designation: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  logo: z.string().nullable(),
  social: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string()])) as Record<SocialNetwork, z.ZodString>,
  ),
  defaultWarranty: z.string(),
  deliveryFee: z.number(),
  freeDeliveryAbove: z.number().nullable(),
  codCharge: z.number(),
  codChargeBelow: z.number(),
  codLimit: z.number(),
  codConfirmHours: z.number(),
  prepaidOffer: PrepaidOffer.nullable(),
  hi: z.object({
    customerCareHours: z.string().nullable(),
    defaultWarranty: z.string().nullable(),
    grievanceOfficerDesignation: z.string().nullable(),
  }),
});

export const PolicyParams = z.object({
  page: z.enum(POLICY_PAGES, { message: `The policy page must be one of ${POLICY_PAGES.join(", ")}` }),
});

/**
 * `GET /api/settings/policies/:page`: the page's Markdown with the store's figures filled in. With
 * `?lang=hi`, the owner's Hindi text, or the owner's English one named in `untranslated` when they
 * changed the English but wrote no Hindi (docs/decisions/326-hindi-content.md).
 */
export const PolicyTextResponse = z.object({
  page: z.enum(POLICY_PAGES),
  title: z.string(),
  text: z.string(),
  updatedAt: z.string().nullable(),
  untranslated: untranslatedFields(["text"]),
});
export type PolicyTextResponseType = z.infer<typeof PolicyTextResponse>;

/** One thing to do before the store takes real orders, and where in the console it is done. */
export const SetupStep = z.object({
  id: z.enum(["store-details", "gstin", "first-product", "payment-keys", "smtp", "staff-email"]),
  title: z.string(),
  done: z.boolean(),
  /** What is missing, in words, or what was found. */
  detail: z.string(),
  /** The console page where it is fixed (`/admin?tab=…`), or null when it is the server's configuration. */
  fixAt: z.string().nullable(),
});
export const SetupChecklistResponse = z.object({ steps: z.array(SetupStep), ready: z.boolean() });
export type SetupChecklistResponseType = z.infer<typeof SetupChecklistResponse>;
