/** Store identity, contact details and links: one module with defaults (decisions 5.8). */
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
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function formatAddress(address: typeof siteSettings.address = siteSettings.address): string {
  return `${address.line1}, ${address.city}, ${address.state} ${address.pincode}, ${address.country}`;
}
