// The store's settings as pages read them, without zod: every page's first load uses them
// (docs/decisions/177-lean-first-load.md). The owner edits them in the console; what is here
// are only the demo store's values a new database starts from (docs/decisions/183-store-settings.md).
import type { Paise } from "./money";
import type { PrepaidOfferTerms } from "./discounts";
import type { DeliveryFees } from "./pricing";

export interface PostalAddress {
  line1: string;
  city: string;
  pincode: string;
}

/** The social links the footer shows, by network; an empty one is left out. */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "x", "whatsapp"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  x: "X",
  whatsapp: "WhatsApp",
};

/** The policy pages whose text the owner writes. */
export const POLICY_PAGES = ["terms", "privacy", "returns", "shipping"] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

/**
 * The settings' texts the owner words that Hindi pages show in Hindi (docs/decisions/326-hindi-content.md):
 * the care hours, the default warranty and the grievance officer's designation.
 */
export const SITE_TEXT_FIELDS = [
  "customerCareHours",
  "defaultWarranty",
  "grievanceOfficerDesignation",
] as const;
export type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];

/** The demo store's texts in Hindi, written for Hindi readers: what `textsHi` starts from. */
export const defaultSiteTextsHi: Record<SiteTextField, string> = {
  customerCareHours: "सोमवार से शनिवार, सुबह 10 से शाम 6 बजे तक",
  defaultWarranty: "बनावट की खराबी पर 1 साल की वारंटी; जिस प्रोडक्ट पर ज़्यादा लिखी हो, उस पर उतनी",
  grievanceOfficerDesignation: "शिकायत अधिकारी",
};

/**
 * The public store profile, `GET /api/settings` (amounts in rupees): the seller, its
 * contacts, the fees and the warranty every page, price and e-mail shows.
 */
export interface StoreProfile {
  storeName: string;
  legalName: string;
  gstin: string;
  /** The state the store is registered in for GST. */
  state: string;
  /** The registered office, on one line. */
  address: string;
  registeredAddress: PostalAddress;
  pickupAddress: PostalAddress;
  phones: string[];
  email: string;
  supportEmail: string;
  customerCareHours: string;
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
  /** An uploaded picture (`/uploads/staff/….webp`) shown instead of the drawn mark, or null. */
  logo: string | null;
  social: Record<SocialNetwork, string>;
  defaultWarranty: string;
  deliveryFee: number;
  /** Delivery is free when the goods come to this much or more; null: never free. */
  freeDeliveryAbove: number | null;
  codCharge: number;
  /** The COD charge applies when the goods come to less than this. */
  codChargeBelow: number;
  /** The largest order total payable in cash on delivery. */
  codLimit: number;
  /** Hours a cash-on-delivery order waits for its shopper's confirmation before it is cancelled (docs/decisions/305-cod-confirmation.md). */
  codConfirmHours: number;
  /** The discount for paying online instead of on delivery (docs/product/promotions.md), or null: none. */
  prepaidOffer: PrepaidOfferSetting | null;
  /**
   * The texts Hindi pages show: the owner's Hindi, or the default Hindi while the English is the
   * default too; null when the owner changed the English and wrote no Hindi (pages show the English, marked).
   */
  hi: Record<SiteTextField, string | null>;
}

/** The prepaid offer as the settings keep it (rupees): a percentage (with an optional cap) or a flat amount. */
export interface PrepaidOfferSetting {
  kind: "percent" | "flat";
  /** Percent off (1-100) for "percent"; rupees off for "flat". */
  value: number;
  /** The most a percentage takes off, in rupees; null: no cap. */
  maxDiscount: number | null;
}

/** The demo store's profile: what a new database starts with until the owner changes it. */
export const defaultStoreProfile: StoreProfile = {
  storeName: "Vayu Home Appliances",
  legalName: "Vayu Home Appliances Private Limited",
  // Fictitious, valid in format, check character and state (site-settings.test.ts).
  gstin: "06AAHCV4821K1Z4",
  state: "Haryana",
  address: "Plot 42, Sector 8, IMT Manesar, Gurugram, Haryana 122051, India",
  registeredAddress: { line1: "Plot 42, Sector 8, IMT Manesar", city: "Gurugram", pincode: "122051" },
  pickupAddress: { line1: "Plot 42, Sector 8, IMT Manesar", city: "Gurugram", pincode: "122051" },
  phones: ["+91 98765 43210", "+91 91234 56789"],
  email: "info@vayuappliances.in",
  supportEmail: "support@vayuappliances.in",
  customerCareHours: "Monday to Saturday, 10 am to 6 pm",
  grievanceOfficer: {
    name: "Ananya Rao",
    designation: "Grievance Officer",
    phone: "+91 91234 56789",
    email: "grievance@vayuappliances.in",
  },
  logo: null,
  social: {
    facebook: "https://www.facebook.com/vayuappliances",
    instagram: "https://www.instagram.com/vayuappliances",
    youtube: "https://www.youtube.com/@vayuappliances",
    x: "https://x.com/vayuappliances",
    whatsapp: "https://wa.me/919876543210",
  },
  defaultWarranty: "1 year against manufacturing defects, longer where the product says so",
  deliveryFee: 5,
  freeDeliveryAbove: null,
  codCharge: 70,
  codChargeBelow: 500,
  codLimit: 50_000,
  codConfirmHours: 24,
  prepaidOffer: null,
  hi: defaultSiteTextsHi,
};

/** The brand's lines that are copy, not settings: the About page's story. */
export const brandStory = {
  tagline: "Cool air, fresh kitchens, brighter homes",
  foundedYear: 2021,
} as const;

/** A product's warranty as shoppers read it: its own text, else the store's default (docs/decisions/191-product-warranty.md). */
export function productWarranty(own: string | null, storeDefault: string): string {
  return own?.trim() || storeDefault;
}

export function telHref(phone: string | undefined): string {
  return `tel:${(phone ?? "").replace(/[^\d+]/g, "")}`;
}

/** "line1, city, state pincode, India". */
export function formatAddress(address: PostalAddress, state: string): string {
  return `${address.line1}, ${address.city}, ${state} ${address.pincode}, India`;
}

/** The social profiles the owner gave, in the footer's order. */
export function socialLinks(
  profile: Pick<StoreProfile, "social">,
): { network: SocialNetwork; name: string; href: string }[] {
  return SOCIAL_NETWORKS.filter((network) => network !== "whatsapp" && profile.social[network]).map(
    (network) => ({
      network,
      name: socialNetworkNames[network],
      href: profile.social[network],
    }),
  );
}

/** A map of the registered office, embedded on the contact and office pages. */
export function mapEmbedUrl(profile: Pick<StoreProfile, "address">): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(profile.address)}&output=embed`;
}

/** The first word of the store's name large, the rest small: the drawn logo's wordmark. */
export function wordmark(storeName: string): { first: string; rest: string } {
  const [first = storeName, ...rest] = storeName.trim().split(/\s+/);
  return { first, rest: rest.join(" ") };
}

const paise = (rupees: number): Paise => Math.round(rupees * 100);

/** The fees of a profile as the pricing function takes them (paise). */
export function deliveryFeesOf(
  profile: Pick<StoreProfile, "deliveryFee" | "freeDeliveryAbove" | "codCharge" | "codChargeBelow">,
): DeliveryFees {
  return {
    deliveryFeePaise: paise(profile.deliveryFee),
    freeDeliveryFromPaise: profile.freeDeliveryAbove === null ? null : paise(profile.freeDeliveryAbove),
    codChargePaise: paise(profile.codCharge),
    codChargeBelowPaise: paise(profile.codChargeBelow),
  };
}

/** The store's prepaid offer as the pricing function takes it (paise), or null when there is none. */
export function prepaidOfferTermsOf(profile: Pick<StoreProfile, "prepaidOffer">): PrepaidOfferTerms | null {
  const offer = profile.prepaidOffer;
  if (!offer) return null;
  return {
    kind: offer.kind,
    value: offer.kind === "flat" ? paise(offer.value) : offer.value,
    maxDiscountPaise: offer.maxDiscount === null ? null : paise(offer.maxDiscount),
  };
}
