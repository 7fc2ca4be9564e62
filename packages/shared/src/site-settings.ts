/** Store identity, contact details and links: one module with defaults (docs/product/policies.md "Site settings"). */
export const siteSettings = {
  name: "Vayu Home Appliances",
  shortName: "Vayu",
  tagline: "Cool air, fresh kitchens, brighter homes",
  foundedYear: 2021,
  country: "India",
  phones: ["+91 98765 43210", "+91 91234 56789"],
  email: "info@vayuappliances.in",
  careersEmail: "careers@vayuappliances.in",
  supportEmail: "support@vayuappliances.in",
  address: {
    line1: "Plot 42, Sector 8, IMT Manesar",
    city: "Gurugram",
    state: "Haryana",
    pincode: "122051",
    country: "India",
  },
  chatLink: "https://wa.me/919876543210",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/vayuappliances" },
    { name: "Instagram", href: "https://www.instagram.com/vayuappliances" },
    { name: "YouTube", href: "https://www.youtube.com/@vayuappliances" },
    { name: "X", href: "https://x.com/vayuappliances" },
  ],
  mapEmbedUrl: "https://www.google.com/maps?q=IMT+Manesar+Gurugram&output=embed",
  /**
   * The seller as the law names it: on every tax invoice and credit note and in the footer
   * (docs/decisions/146-gst-tax-invoices.md). Demo values: fictitious, valid in format
   * (site-settings.test.ts checks the GSTIN against the state).
   */
  legal: {
    name: "Vayu Home Appliances Private Limited",
    gstin: "06AAHCV4821K1Z4",
    registeredAddress: "Plot 42, Sector 8, IMT Manesar, Gurugram, Haryana 122051, India",
    state: "Haryana",
  },
  /** Customer care as the E-Commerce Rules ask it to be shown (footer, Grievance page). */
  customerCare: {
    phone: "+91 98765 43210",
    email: "support@vayuappliances.in",
    hours: "Monday to Saturday, 10 am to 6 pm",
  },
  /** The grievance officer (Consumer Protection (E-Commerce) Rules, 2020; docs/decisions/147-grievances.md). */
  grievanceOfficer: {
    name: "Ananya Rao",
    designation: "Grievance Officer",
    phone: "+91 91234 56789",
    email: "grievance@vayuappliances.in",
  },
} as const;

/**
 * The warranty a product carries when staff have not written its own (docs/decisions/191-product-warranty.md).
 * A default the store's settings will own; every reader goes through `productWarranty`.
 */
export const DEFAULT_WARRANTY_TEXT = "2 years";

/** A product's warranty as shoppers read it: its own text, else the store's default. */
export function productWarranty(own: string | null, storeDefault: string = DEFAULT_WARRANTY_TEXT): string {
  return own?.trim() || storeDefault;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function formatAddress(address: typeof siteSettings.address = siteSettings.address): string {
  return `${address.line1}, ${address.city}, ${address.state} ${address.pincode}, ${address.country}`;
}
