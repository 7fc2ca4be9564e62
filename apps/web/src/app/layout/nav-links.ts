/** Menu and footer links (docs/product/storefront.md "Shared layout"). */
export interface NavLinkItem {
  label: string;
  to: string;
}

export const helpLinks: NavLinkItem[] = [
  { label: "Office", to: "/office" },
  { label: "Career", to: "/career" },
  { label: "Contact Us", to: "/contact" },
];

export const informationLinks: NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
];

export const supportLinks: NavLinkItem[] = [
  { label: "Contact Us", to: "/contact" },
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Shipping & Delivery", to: "/shipping" },
  { label: "Cancellation & Refund", to: "/return" },
  { label: "Terms & Conditions", to: "/terms" },
  { label: "Grievance Redressal", to: "/grievance" },
];
