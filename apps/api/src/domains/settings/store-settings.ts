import { paiseToRupees, rupeesToPaise } from "@vayu/shared/money";
import { defaultPolicyTexts } from "@vayu/shared/policy-texts";
import { defaultPolicyTextsHi } from "@vayu/shared/policy-texts-hi";
import type { DeliveryFees } from "@vayu/shared/pricing";
import type { PrepaidOfferTerms } from "@vayu/shared/discounts";
import { defaultCodRules, type CodRules, type CodRulesFieldsType } from "@vayu/shared/cod-rules";
import {
  defaultSiteTextsHi,
  defaultStoreProfile,
  formatAddress,
  SITE_TEXT_FIELDS,
  type PolicyPage,
  type SiteTextField,
  type StoreProfile,
} from "@vayu/shared/site-settings";
import type { AdminSettingsResponseType, StoreSettingsPatchType } from "@vayu/shared/store-settings";
import type { MailStore } from "../../mail/layout";

type MoneyField =
  "deliveryFee" | "freeDeliveryAbove" | "codCharge" | "codChargeBelow" | "codLimit" | "prepaidOffer";

/** The settings as the server works with them: amounts in paise. */
export interface StoreSettings extends Omit<StoreProfile, MoneyField | "address" | "hi">, DeliveryFees {
  codLimitPaise: number;
  /** The discount for paying online, in paise (a flat value and the cap); null: none (docs/product/promotions.md). */
  prepaidOffer: PrepaidOfferTerms | null;
  /** Where staff notifications go (docs/product/http-contract.md); empty when neither the owner nor ADMIN_EMAIL set one. */
  staffEmail: string;
  /** When cash on delivery is refused (docs/decisions/307-cod-rules-at-checkout.md). */
  codRules: CodRules;
  policies: Record<PolicyPage, string>;
  /** The Hindi pages' policies (docs/decisions/326-hindi-content.md). */
  policiesHi: Record<PolicyPage, string>;
  /** The care hours, default warranty and officer's designation in Hindi (docs/decisions/326-hindi-content.md). */
  textsHi: Record<SiteTextField, string>;
  /** When the owner last saved, or null while the store runs on the defaults. */
  updatedAt: Date | null;
}

/** What the row keeps: only the fields the owner changed, in the same shape. */
export type StoredSettings = Partial<Omit<StoreSettings, "updatedAt">>;

/** The defaults that come from the environment: COD_LIMIT and ADMIN_EMAIL. */
export interface EnvironmentDefaults {
  codLimitPaise: number;
  staffEmail: string;
}

/** The demo store's settings, with the environment's COD limit and staff address. */
export function defaultSettings(env: EnvironmentDefaults): StoreSettings {
  const {
    deliveryFee,
    freeDeliveryAbove,
    codCharge,
    codChargeBelow,
    codLimit: _codLimit,
    prepaidOffer,
    address: _address,
    hi: _hi,
    ...profile
  } = defaultStoreProfile;
  return {
    ...profile,
    deliveryFeePaise: rupeesToPaise(deliveryFee),
    freeDeliveryFromPaise: freeDeliveryAbove === null ? null : rupeesToPaise(freeDeliveryAbove),
    codChargePaise: rupeesToPaise(codCharge),
    codChargeBelowPaise: rupeesToPaise(codChargeBelow),
    codLimitPaise: env.codLimitPaise,
    prepaidOffer: prepaidOfferTerms(prepaidOffer),
    staffEmail: env.staffEmail,
    codRules: defaultCodRules,
    policies: defaultPolicyTexts,
    policiesHi: defaultPolicyTextsHi,
    textsHi: defaultSiteTextsHi,
    updatedAt: null,
  };
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `base` with `changes` laid over it; a group (an address, the officer, links, policies) is merged field by field. */
export function mergeSettings<T extends object>(base: T, changes: Partial<T>): T {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isGroup(value) && isGroup(current) ? { ...current, ...value } : value;
  }
  return merged as T;
}

type PrepaidOfferRupees = StoreProfile["prepaidOffer"];

/** The offer as the owner gives it (rupees) in the pricing function's terms (paise); a percentage stays a percentage. */
export function prepaidOfferTerms(offer: PrepaidOfferRupees): PrepaidOfferTerms | null {
  if (!offer) return null;
  return {
    kind: offer.kind,
    value: offer.kind === "flat" ? rupeesToPaise(offer.value) : offer.value,
    maxDiscountPaise: offer.maxDiscount === null ? null : rupeesToPaise(offer.maxDiscount),
  };
}

/** The pricing function's terms back in rupees, as the settings show them. */
export function prepaidOfferRupees(terms: PrepaidOfferTerms | null): PrepaidOfferRupees {
  if (!terms) return null;
  return {
    kind: terms.kind,
    value: terms.kind === "flat" ? paiseToRupees(terms.value) : terms.value,
    maxDiscount: terms.maxDiscountPaise === null ? null : paiseToRupees(terms.maxDiscountPaise),
  };
}

/** The COD rules as the owner gives them (rupees, any of them) in the row's terms (paise). */
function codRulesPaise(rules: Partial<CodRulesFieldsType>): Partial<CodRules> {
  const { firstOrderLimit, ...counts } = rules;
  if (firstOrderLimit === undefined) return counts;
  return {
    ...counts,
    firstOrderLimitPaise: firstOrderLimit === null ? null : rupeesToPaise(firstOrderLimit),
  };
}

/** The COD rules as the settings show them (rupees). */
function codRulesRupees({ firstOrderLimitPaise, ...counts }: CodRules): CodRulesFieldsType {
  return {
    ...counts,
    firstOrderLimit: firstOrderLimitPaise === null ? null : paiseToRupees(firstOrderLimitPaise),
  };
}

export const feesOf = (settings: StoreSettings): DeliveryFees => ({
  deliveryFeePaise: settings.deliveryFeePaise,
  freeDeliveryFromPaise: settings.freeDeliveryFromPaise,
  codChargePaise: settings.codChargePaise,
  codChargeBelowPaise: settings.codChargeBelowPaise,
});

const englishText = (
  settings: Pick<StoreProfile, "customerCareHours" | "defaultWarranty" | "grievanceOfficer">,
  field: SiteTextField,
) => (field === "grievanceOfficerDesignation" ? settings.grievanceOfficer.designation : settings[field]);

/**
 * The texts Hindi pages show, as policies are chosen (docs/decisions/326-hindi-content.md): the owner's
 * Hindi; the default Hindi while the English is the default too; else null (the owner's English, marked).
 */
function textsOnHindiPages(settings: StoreSettings): StoreProfile["hi"] {
  return Object.fromEntries(
    SITE_TEXT_FIELDS.map((field) => {
      const hindiEdited = settings.textsHi[field] !== defaultSiteTextsHi[field];
      const englishEdited = englishText(settings, field) !== englishText(defaultStoreProfile, field);
      return [field, hindiEdited || !englishEdited ? settings.textsHi[field] : null];
    }),
  ) as StoreProfile["hi"];
}

/** The public store profile, `GET /api/settings`. */
export function toProfile(settings: StoreSettings): StoreProfile {
  return {
    storeName: settings.storeName,
    legalName: settings.legalName,
    gstin: settings.gstin,
    state: settings.state,
    address: formatAddress(settings.registeredAddress, settings.state),
    registeredAddress: settings.registeredAddress,
    pickupAddress: settings.pickupAddress,
    phones: settings.phones,
    email: settings.email,
    supportEmail: settings.supportEmail,
    customerCareHours: settings.customerCareHours,
    grievanceOfficer: settings.grievanceOfficer,
    logo: settings.logo,
    social: settings.social,
    defaultWarranty: settings.defaultWarranty,
    deliveryFee: paiseToRupees(settings.deliveryFeePaise),
    freeDeliveryAbove:
      settings.freeDeliveryFromPaise === null ? null : paiseToRupees(settings.freeDeliveryFromPaise),
    codCharge: paiseToRupees(settings.codChargePaise),
    codChargeBelow: paiseToRupees(settings.codChargeBelowPaise),
    codLimit: paiseToRupees(settings.codLimitPaise),
    codConfirmHours: settings.codConfirmHours,
    prepaidOffer: prepaidOfferRupees(settings.prepaidOffer),
    hi: textsOnHindiPages(settings),
  };
}

/** Everything the owner edits, `GET /api/admin/settings`. */
export function toAdminView(settings: StoreSettings): AdminSettingsResponseType["settings"] {
  const { address: _address, hi: _hi, ...profile } = toProfile(settings);
  return {
    ...profile,
    staffEmail: settings.staffEmail,
    codRules: codRulesRupees(settings.codRules),
    policies: settings.policies,
    policiesHi: settings.policiesHi,
    textsHi: settings.textsHi,
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}

/** The owner's changes in the row's terms (paise). */
export function toStored(patch: StoreSettingsPatchType): StoredSettings {
  const {
    deliveryFee,
    freeDeliveryAbove,
    codCharge,
    codChargeBelow,
    codLimit,
    prepaidOffer,
    codRules,
    ...rest
  } = patch;
  const money = (rupees: number | undefined) => (rupees === undefined ? undefined : rupeesToPaise(rupees));
  const stored: StoredSettings = {
    ...(rest as Omit<StoredSettings, keyof DeliveryFees | "codLimitPaise" | "prepaidOffer" | "codRules">),
    deliveryFeePaise: money(deliveryFee),
    freeDeliveryFromPaise: freeDeliveryAbove === null ? null : money(freeDeliveryAbove),
    codChargePaise: money(codCharge),
    codChargeBelowPaise: money(codChargeBelow),
    codLimitPaise: money(codLimit),
    prepaidOffer: prepaidOffer === undefined ? undefined : prepaidOfferTerms(prepaidOffer),
    // A group, merged field by field over the saved one (mergeSettings), as the addresses are.
    codRules: codRules === undefined ? undefined : (codRulesPaise(codRules) as CodRules),
  };
  return Object.fromEntries(
    Object.entries(stored).filter(([, value]) => value !== undefined),
  ) as StoredSettings;
}

/** The store as its e-mails show it. */
export function mailStoreOf(settings: StoreSettings): MailStore {
  return {
    storeName: settings.storeName,
    address: formatAddress(settings.registeredAddress, settings.state),
    supportEmail: settings.supportEmail,
    phone: settings.phones[0] ?? "",
    grievanceOfficer: settings.grievanceOfficer,
  };
}
