import { z } from "zod";
import { orderRefundBody, orderStatusChangeBody } from "@vayu/shared/admin";
import type { OrderStatus } from "@vayu/shared/orders";
import {
  POLICY_PAGES,
  SOCIAL_NETWORKS,
  type PolicyPage,
  type SocialNetwork,
} from "@vayu/shared/site-settings";
import { StoreSettingsPatch, type AdminSettingsResponseType } from "@vayu/shared/store-settings";
import { CouponCreateBody, CouponPatchBody, type CouponType } from "@vayu/shared/promotions";

// What staff type (text boxes hold strings) turned into the API's body, then checked by the
// API's own schema from @vayu/shared, so the form refuses exactly what the server would.

/** A yes/no staff must answer (back to stock?): radio buttons with nothing chosen at first. */
export const yesNo = z.enum(["", "yes", "no"]);
export type YesNo = z.infer<typeof yesNo>;
export const yesNoValue = (value: YesNo) => (value === "" ? undefined : value === "yes");

/**
 * The status form of one order, moving from `from`: a note stays internal unless
 * `showToShopper` is ticked; Returned asks whether the units go back to stock.
 */
export function statusChangeForm(from: OrderStatus) {
  return z
    .object({
      status: z.string(),
      note: z.string(),
      showToShopper: z.boolean(),
      tracking: z.object({ courier: z.string(), number: z.string(), url: z.string() }),
      restock: yesNo,
    })
    .superRefine((values, ctx) => {
      if (!values.status)
        ctx.addIssue({ code: "custom", path: ["status"], message: "Choose the new status." });
      if (from === "Return requested" && values.status === "Delivered" && !values.note.trim()) {
        ctx.addIssue({
          code: "custom",
          path: ["note"],
          message: "Write why the return is rejected: the shopper is told this reason",
        });
      }
    })
    .transform(({ status, note, showToShopper, tracking, restock }) => ({
      status,
      ...(note.trim() ? { note, showToShopper } : {}),
      ...(status === "Returned" ? { restock: yesNoValue(restock) } : {}),
      ...(status === "Shipped"
        ? {
            tracking: {
              courier: tracking.courier,
              number: tracking.number,
              ...(tracking.url.trim() ? { url: tracking.url.trim() } : {}),
            },
          }
        : {}),
    }))
    .pipe(orderStatusChangeBody);
}
export type StatusChangeFormValues = z.input<ReturnType<typeof statusChangeForm>>;

/** A refund of an amount, or of units of one line (`productId`). */
export const refundForm = z
  .object({ productId: z.string(), quantity: z.string(), amount: z.string(), reason: z.string() })
  .transform(({ productId, quantity, amount, reason }) => ({
    reason,
    ...(amount.trim() ? { amount: Number(amount) } : {}),
    ...(productId ? { productId, quantity: Number(quantity) } : {}),
  }))
  .pipe(orderRefundBody);
export type RefundFormValues = z.input<typeof refundForm>;

const postalForm = z.object({ line1: z.string(), city: z.string(), pincode: z.string() });
/** A typed amount: empty is no amount (the schema names the field), else the number typed. */
const typedAmount = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));
/** A rule's figure as typed: empty switches the rule off (null). */
const typedOrOff = (value: string) => (value.trim() === "" ? null : Number(value));

/** The prepaid offer as typed: none, or its kind, value and cap (a percentage's only). */
function prepaidOfferOf(offer: { kind: "" | "percent" | "flat"; value: string; maxDiscount: string }) {
  if (offer.kind === "") return null;
  return {
    kind: offer.kind,
    value: typedAmount(offer.value),
    maxDiscount:
      offer.kind === "percent" && offer.maxDiscount.trim() !== "" ? typedAmount(offer.maxDiscount) : null,
  };
}

/** One text per policy page, as typed. */
const policyTexts = z.object(
  Object.fromEntries(POLICY_PAGES.map((page) => [page, z.string()])) as Record<PolicyPage, z.ZodString>,
);

/** The store's settings as the Settings tab types them: amounts and phones as text. */
export const settingsForm = z
  .object({
    storeName: z.string(),
    legalName: z.string(),
    gstin: z.string(),
    state: z.string(),
    registeredAddress: postalForm,
    pickupAddress: postalForm,
    /** One phone number a line. */
    phones: z.string(),
    email: z.string(),
    supportEmail: z.string(),
    staffEmail: z.string(),
    customerCareHours: z.string(),
    grievanceOfficer: z.object({
      name: z.string(),
      designation: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
    logo: z.string(),
    social: z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.string()])) as Record<
        SocialNetwork,
        z.ZodString
      >,
    ),
    defaultWarranty: z.string(),
    deliveryFee: z.string(),
    /** Empty: delivery is never free. */
    freeDeliveryAbove: z.string(),
    codCharge: z.string(),
    codChargeBelow: z.string(),
    codLimit: z.string(),
    codConfirmHours: z.string(),
    /** Empty switches a rule off (docs/decisions/307-cod-rules-at-checkout.md). */
    codRules: z.object({
      maxRefusals: z.string(),
      pincodeRtoPercent: z.string(),
      pincodeMinShipped: z.string(),
      firstOrderLimit: z.string(),
    }),
    /** Kind "" is no prepaid offer; the cap empty is none. */
    prepaidOffer: z.object({
      kind: z.enum(["", "percent", "flat"]),
      value: z.string(),
      maxDiscount: z.string(),
    }),
    policies: policyTexts,
    /** The Hindi pages' texts (docs/decisions/326-hindi-content.md). */
    policiesHi: policyTexts,
    textsHi: z.object({
      customerCareHours: z.string(),
      defaultWarranty: z.string(),
      grievanceOfficerDesignation: z.string(),
    }),
  })
  .transform((values): z.input<typeof StoreSettingsPatch> => ({
    ...values,
    phones: values.phones
      .split("\n")
      .map((phone) => phone.trim())
      .filter(Boolean),
    logo: values.logo || null,
    deliveryFee: typedAmount(values.deliveryFee),
    freeDeliveryAbove: values.freeDeliveryAbove.trim() === "" ? null : typedAmount(values.freeDeliveryAbove),
    codCharge: typedAmount(values.codCharge),
    codChargeBelow: typedAmount(values.codChargeBelow),
    codLimit: typedAmount(values.codLimit),
    codConfirmHours: typedAmount(values.codConfirmHours),
    codRules: {
      maxRefusals: typedOrOff(values.codRules.maxRefusals),
      pincodeRtoPercent: typedOrOff(values.codRules.pincodeRtoPercent),
      pincodeMinShipped: typedAmount(values.codRules.pincodeMinShipped),
      firstOrderLimit: typedOrOff(values.codRules.firstOrderLimit),
    },
    prepaidOffer: prepaidOfferOf(values.prepaidOffer),
  }))
  .pipe(StoreSettingsPatch);
export type SettingsFormValues = z.input<typeof settingsForm>;

/** The form's text of the saved settings. */
export function settingsFormValues(settings: AdminSettingsResponseType["settings"]): SettingsFormValues {
  const {
    updatedAt: _updatedAt,
    phones,
    logo,
    deliveryFee,
    freeDeliveryAbove,
    codCharge,
    codChargeBelow,
    codLimit,
    codConfirmHours,
    codRules,
    prepaidOffer,
    ...text
  } = settings;
  return {
    ...text,
    phones: phones.join("\n"),
    logo: logo ?? "",
    deliveryFee: String(deliveryFee),
    freeDeliveryAbove: freeDeliveryAbove === null ? "" : String(freeDeliveryAbove),
    codCharge: String(codCharge),
    codChargeBelow: String(codChargeBelow),
    codLimit: String(codLimit),
    codConfirmHours: String(codConfirmHours),
    codRules: {
      maxRefusals: codRules.maxRefusals === null ? "" : String(codRules.maxRefusals),
      pincodeRtoPercent: codRules.pincodeRtoPercent === null ? "" : String(codRules.pincodeRtoPercent),
      pincodeMinShipped: String(codRules.pincodeMinShipped),
      firstOrderLimit: codRules.firstOrderLimit === null ? "" : String(codRules.firstOrderLimit),
    },
    prepaidOffer: {
      kind: prepaidOffer?.kind ?? "",
      value: prepaidOffer ? String(prepaidOffer.value) : "",
      maxDiscount: prepaidOffer?.maxDiscount == null ? "" : String(prepaidOffer.maxDiscount),
    },
  };
}

/** India's clock: coupons' dates are typed and shown in IST (UTC+05:30, no daylight saving). */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** A `datetime-local` value read as IST, as the API's ISO time; empty stays empty. */
export const istInputToIso = (value: string) =>
  value.trim() === "" ? null : `${value.length === 16 ? `${value}:00` : value}+05:30`;
/** An ISO time as a `datetime-local` value in IST. */
export const isoToIstInput = (iso: string | null) =>
  iso === null ? "" : new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);

/** A typed limit: empty is none (null), else the number typed. */
const optionalNumber = (value: string) => (value.trim() === "" ? null : Number(value));

/** A coupon as the Coupons tab types it: numbers and dates (IST) as text, the products and categories as chosen ids. */
const couponFormFields = z.object({
  code: z.string(),
  kind: z.enum(["percent", "flat"]),
  value: z.string(),
  maxDiscount: z.string(),
  minCartValue: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  totalUses: z.string(),
  usesPerShopper: z.string(),
  firstOrderOnly: z.boolean(),
  productIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  active: z.boolean(),
});
export type CouponFormValues = z.input<typeof couponFormFields>;

const couponBodyOf = (values: CouponFormValues) => ({
  ...values,
  value: typedAmount(values.value),
  // A cap is a percentage's: a flat amount has none.
  maxDiscount: values.kind === "percent" ? optionalNumber(values.maxDiscount) : null,
  minCartValue: optionalNumber(values.minCartValue),
  startsAt: istInputToIso(values.startsAt),
  endsAt: istInputToIso(values.endsAt),
  totalUses: optionalNumber(values.totalUses),
  usesPerShopper: optionalNumber(values.usesPerShopper),
});

/** A new coupon, checked by the API's own schema. */
export const couponCreateForm = couponFormFields
  .transform((values): z.input<typeof CouponCreateBody> => couponBodyOf(values))
  .pipe(CouponCreateBody);
/** An existing coupon's every field, as PATCH takes them. */
export const couponPatchForm = couponFormFields
  .transform((values): z.input<typeof CouponPatchBody> => couponBodyOf(values))
  .pipe(CouponPatchBody);

/** The form of a saved coupon, or of a new one (a percentage, no limits, active). */
export function couponFormValues(coupon?: CouponType): CouponFormValues {
  if (!coupon)
    return {
      code: "",
      kind: "percent",
      value: "",
      maxDiscount: "",
      minCartValue: "",
      startsAt: "",
      endsAt: "",
      totalUses: "",
      usesPerShopper: "",
      firstOrderOnly: false,
      productIds: [],
      categoryIds: [],
      active: true,
    };
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    maxDiscount: text(coupon.maxDiscount),
    minCartValue: text(coupon.minCartValue),
    startsAt: isoToIstInput(coupon.startsAt),
    endsAt: isoToIstInput(coupon.endsAt),
    totalUses: text(coupon.totalUses),
    usesPerShopper: text(coupon.usesPerShopper),
    firstOrderOnly: coupon.firstOrderOnly,
    productIds: [...coupon.productIds],
    categoryIds: [...coupon.categoryIds],
    active: coupon.active,
  };
}
