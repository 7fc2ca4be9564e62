import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Menu and footer links (docs/product/storefront.md "Shared layout"); each label is shown with `i18n._`. */
export interface NavLinkItem {
  label: MessageDescriptor;
  to: string;
}

export const helpLinks: NavLinkItem[] = [
  { label: msg`Office`, to: "/office" },
  { label: msg`Career`, to: "/career" },
  { label: msg`Contact Us`, to: "/contact" },
];

export const informationLinks: NavLinkItem[] = [
  { label: msg`Home`, to: "/" },
  { label: msg`About Us`, to: "/about" },
];

export const supportLinks: NavLinkItem[] = [
  { label: msg`Contact Us`, to: "/contact" },
  { label: msg`Privacy Policy`, to: "/privacy" },
  { label: msg`Shipping & Delivery`, to: "/shipping" },
  { label: msg`Cancellation & Refund`, to: "/return" },
  { label: msg`Terms & Conditions`, to: "/terms" },
  { label: msg`Grievance Redressal`, to: "/grievance" },
];
