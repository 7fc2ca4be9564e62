// The policy pages' texts: Markdown the owner edits in the console, with {{placeholders}} the
// server fills in from the settings when it serves a page (docs/decisions/184-policy-texts.md).
// Without zod: the policy pages render them.
import { policy } from "./content-text";
import type { Locale } from "./locale";
import { formatPaiseShort } from "./money";
import { deliveryFeesOf, type PolicyPage, type StoreProfile } from "./site-settings";

/** Every placeholder a policy text may use, and what it stands for (shown in the console). */
export const policyPlaceholders = {
  storeName: "the store's name",
  legalName: "the legal name",
  address: "the registered office",
  city: "the registered office's city",
  state: "the state",
  email: "the contact e-mail",
  supportEmail: "the customer care e-mail",
  phone: "the first phone number",
  grievanceOfficer: "the grievance officer's name",
  grievanceEmail: "the grievance officer's e-mail",
  deliveryCharge: "the delivery fee, and from when delivery is free",
  codCharge: "the cash on delivery charge",
  codChargeBelow: "the amount below which the COD charge applies",
  codLimit: "the largest order payable in cash",
  warranty: "the default warranty",
  returnWindowDays: "the days a return may be requested in",
} as const;
export type PolicyPlaceholder = keyof typeof policyPlaceholders;

/**
 * "a flat ₹5 per order" or "₹40 per order, free when the products come to ₹999 or more"; in Hindi
 * "हर ऑर्डर पर ₹40, ₹999 या उससे ज़्यादा के प्रोडक्ट पर मुफ़्त".
 */
export function deliveryChargeWords(profile: StoreProfile, locale: Locale = "en"): string {
  const fees = deliveryFeesOf(profile);
  const fee = formatPaiseShort(fees.deliveryFeePaise);
  const freeFrom = fees.freeDeliveryFromPaise === null ? null : formatPaiseShort(fees.freeDeliveryFromPaise);
  if (locale === "hi") {
    if (fees.deliveryFeePaise === 0) return "हर ऑर्डर पर मुफ़्त";
    return freeFrom === null ? `हर ऑर्डर पर सिर्फ़ ${fee}` : `हर ऑर्डर पर ${fee}, ${freeFrom} या उससे ज़्यादा के प्रोडक्ट पर मुफ़्त`;
  }
  if (fees.deliveryFeePaise === 0) return "free on every order";
  if (freeFrom === null) return `a flat ${fee} per order`;
  return `${fee} per order, free when the products come to ${freeFrom} or more`;
}

function placeholderValues(profile: StoreProfile, locale: Locale): Record<PolicyPlaceholder, string> {
  const fees = deliveryFeesOf(profile);
  return {
    storeName: profile.storeName,
    legalName: profile.legalName,
    address: profile.address,
    city: profile.registeredAddress.city,
    state: profile.state,
    email: profile.email,
    supportEmail: profile.supportEmail,
    phone: profile.phones[0] ?? "",
    grievanceOfficer: profile.grievanceOfficer.name,
    grievanceEmail: profile.grievanceOfficer.email,
    deliveryCharge: deliveryChargeWords(profile, locale),
    codCharge: formatPaiseShort(fees.codChargePaise),
    codChargeBelow: formatPaiseShort(fees.codChargeBelowPaise),
    codLimit: formatPaiseShort(Math.round(profile.codLimit * 100)),
    // The settings' Hindi warranty on a Hindi text while there is one (docs/decisions/326-hindi-content.md).
    warranty: (locale === "hi" && profile.hi.defaultWarranty) || profile.defaultWarranty,
    returnWindowDays: String(policy.returnWindowDays),
  };
}

/**
 * The text with each known `{{placeholder}}` replaced by the store's value; unknown ones stay as
 * typed. A Hindi text (`locale` "hi") gets the delivery charge in Hindi words and the Hindi default warranty.
 */
export function fillPolicyText(text: string, profile: StoreProfile, locale: Locale = "en"): string {
  const values = placeholderValues(profile, locale);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? values[name as PolicyPlaceholder] : whole,
  );
}

/** What each policy page says until the owner writes their own. */
export const defaultPolicyTexts: Record<PolicyPage, string> = {
  terms: `These terms govern your use of this website and every purchase you make from {{legalName}} ("{{storeName}}"), {{address}}. By using the site or placing an order you agree to them. Please read them together with our [Privacy Policy](/privacy), [Shipping & Delivery](/shipping) and [Cancellation & Refund](/return) policies.

## Your account

You must be 18 or older, or shop under a parent's supervision, to create an account. Keep your password confidential; you are responsible for orders placed from your account. Tell us at once if you suspect someone else has used it.

## Products and prices

All prices are in Indian rupees and include GST. Delivery costs {{deliveryCharge}}; it is shown separately in your cart and at checkout, and nothing is added after you place the order.

We describe products and show their pictures as accurately as we can; illustrations are indicative and colours may vary slightly on screen. If a product is listed at an obviously wrong price, we may cancel the order and refund you in full.

## Orders and payment

You can pay in two ways:

- **Online**, by UPI, credit or debit card through our payment gateway. The order is placed once the payment is confirmed.
- **Cash on delivery**, where the delivery pincode allows it (the product page and the checkout tell you). It costs {{codCharge}} extra when the products come to less than {{codChargeBelow}}, and it is available for orders up to {{codLimit}} in total. You pay the delivery partner in cash when the order arrives.

Every order appears under My Orders. We may refuse or cancel an order when a product is out of stock, when we cannot deliver to your pincode or when we suspect fraud; any amount paid is then refunded in full.

## Delivery, cancellation and returns

Delivery times depend on your pincode: check yours on the product page before you buy. Delivery charges are set out in our [Shipping & Delivery](/shipping) policy. You can cancel an order free of charge until it ships. Within {{returnWindowDays}} days of delivery you can ask for a return with the **Request return** button on the order's page; returns and refunds follow our [Cancellation & Refund](/return) policy.

## Warranty

Each product's page states its warranty; where it states none, the product carries a warranty of {{warranty}}, from the date of delivery, against defects in materials and workmanship. We arrange the repair, replacing faulty parts free of charge, or replace the product when it cannot be repaired.

The warranty does not cover consumables (such as cooling pads and remote batteries), physical or water damage, damage from voltage fluctuations beyond the product's rated range, commercial use of household products, or repairs by anyone other than authorised technicians. Keep your invoice: it is your warranty proof.

## Use of the site

Do not misuse the site: no attempts to break its security, scrape it at scale, place fake orders or post unlawful content through its forms. All content, logos and illustrations on the site belong to us or our partners and may not be copied without permission.

## Limitation of liability

To the extent the law allows, our liability for any claim related to a product is limited to the price you paid for it. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019.

## Governing law and disputes

These terms are governed by the laws of India, and the courts of {{city}}, {{state}} have jurisdiction. Before going to court, please write to our grievance officer, {{grievanceOfficer}}, at [{{grievanceEmail}}](mailto:{{grievanceEmail}}) or through the [Grievance Redressal](/grievance) page; we acknowledge complaints within 48 hours and resolve them within one month.`,

  privacy: `{{storeName}} ("we", "us") respects your privacy. This policy describes how we handle personal data when you use our website, place an order or send us an enquiry, in line with India's Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.

## Information we collect

- Account details: your name, e-mail address and a securely hashed password.
- Delivery details: recipient name, mobile number, address, city, state, pincode and landmark.
- Orders: the products you buy, amounts, payment status and the payment reference from our payment gateway. We never see or store your full card number, CVV or UPI PIN.
- Enquiries: what you tell us through the contact, distributor and dealer forms.
- Technical data: your browser type and basic request logs needed to keep the site secure.

## How we use it

- To create your account, keep your cart and wishlist, and process, deliver and support your orders.
- To send service e-mails such as order confirmations, shipping updates and password reset links.
- To answer enquiries and evaluate distributor and dealer applications.
- To prevent fraud and abuse, and to meet our legal and tax obligations.

## Who we share it with

We do not sell your personal data. We share only what is needed with:

- Courier partners, who receive your name, phone number and delivery address.
- Our payment gateway, which processes online payments under its own PCI-DSS compliant security.
- Service technicians who install or repair your appliance.
- Authorities, when the law requires it.

## Storage and security

Your data is sent only over encrypted connections and is accessible only to staff who need it. Passwords are stored as one-way hashes. We keep order records for as long as tax law requires (currently eight years) and other data only as long as your account is active or the purpose for collecting it remains.

## Cookies and local storage

We use your browser's local storage to keep you signed in and to remember your cart and wishlist. We do not use advertising or third-party tracking cookies. Clearing your browser's site data signs you out.

## Your rights

You can ask us for a copy of your data, to correct it, or to delete your account and the data we are not required to keep. Write to [{{email}}](mailto:{{email}}) from your registered e-mail address; we reply within 30 days.

## Changes to this policy

We may update this policy as our services or the law change. The date at the top shows the latest version.`,

  returns: `We want you to be happy with every appliance you buy from us. If something is not right, this policy explains how to cancel an order, return a product and get your refund.

## Cancelling an order

- **Until the order ships:** cancel it from its page under My Orders at no charge, also after it is confirmed and packed. What you paid online is refunded in full, started at once and initiated within ${policy.refundBeforeShipmentDays} days at the latest; a cash on delivery order has nothing to refund, as nothing was paid.
- **After shipment:** the order can no longer be cancelled. Refuse the delivery or return the product under the terms below.

## Returns

You can return a product within **{{returnWindowDays}} days of delivery** if it arrived damaged or defective, if it is not what you ordered, or if parts are missing.

To be accepted, the product must be unused (beyond the first power-on test), in its original packaging, with all accessories, manuals, the invoice and the warranty card. We cannot accept returns of products damaged by misuse, improper installation or unauthorised repair, or products whose serial number has been removed or altered.

## How to return a product

- Open the order under My Orders and press **Request return** within {{returnWindowDays}} days of delivery. Choose the reason and tell us what is wrong; the button is there only while the window is open.
- We arrange a pickup from your address. Return pickup is free for damaged, defective or wrong products.
- Our team inspects the product when it reaches us and tells you the outcome by e-mail; the order's page shows where your return stands.

## Refunds

Once a return passes inspection, we process the refund within **${policy.refundAfterInspection}**. Your bank or card issuer then takes a further **${policy.refundBankDays}** to show it in your account.

Online payments are refunded to the UPI account or card you paid with. Cash on delivery orders are refunded by bank transfer to an account you give us. The delivery charge is refunded too when the return is due to our error (damaged, defective or wrong product).

## Failed or duplicate payments

If money is deducted but no order appears under My Orders, do not pay again. The payment is matched to your order automatically; if that is not possible, the full amount is refunded to the source account within ${policy.refundAfterInspection}.

## Warranty claims after the return window

After {{returnWindowDays}} days, faults are handled under the product's warranty: the one its page states, else {{warranty}}. See the warranty section of our [Terms & Conditions](/terms), and write to [{{supportEmail}}](mailto:{{supportEmail}}) or call {{phone}}.`,

  shipping: `We deliver air coolers, fans, kitchen appliances and televisions to the pincodes our courier partners serve. This page explains when your order ships, how long it takes to arrive and what it costs.

## Order processing

Orders placed before 5 pm on a business day (Monday to Saturday, except public holidays) are packed and handed to our courier partner within ${policy.processingBusinessDays} business day. Orders placed later, on Sundays or on holidays are processed on the next business day.

You receive an e-mail with the courier name and tracking number as soon as your order ships, and you can follow its status under My Orders.

## Delivery time

How long delivery takes depends on your pincode: enter it on any product page to see the expected delivery dates and whether cash on delivery is available there. Metro cities are usually reached first; remote areas, hill stations, the North-East, Jammu and Kashmir, Ladakh and the island territories take longer.

These are estimates, not guarantees: weather, strikes, local restrictions and festival rush can delay a shipment. If your order is late, contact us and we will chase it with the courier.

## Delivery charges

Delivery costs **{{deliveryCharge}}**, whatever the number, size or weight of the items. The charge is shown as Shipping in your cart and in the Price Details at checkout, and it is part of the total you pay; nothing is added after you place the order.

Pay online at checkout by UPI, credit or debit card, or choose **cash on delivery** where your pincode allows it (the product page tells you). Cash on delivery costs {{codCharge}} extra when the products in the order come to less than {{codChargeBelow}}, and nothing from {{codChargeBelow}}; it is available for orders up to {{codLimit}} in total. Any charge is shown in the Price Details before you place the order.

## Receiving your order

- Someone must be available at the delivery address to receive the parcel; the courier attempts delivery up to three times.
- Check the outer box before signing. If it is visibly damaged, crushed or wet, note this on the delivery receipt or refuse the parcel, and tell us within 48 hours with photos.
- Large appliances are delivered to the ground floor or through the lift where one exists.

## Installation

Ceiling fans and wall-mounted televisions need installation. Call us on {{phone}} after delivery to arrange a technician visit; wall brackets and extra wiring are charged at the rates the technician shows you before starting.

## Address changes and undelivered parcels

You can change the delivery address until the order is dispatched by contacting us. If a parcel comes back to us because the address was wrong or nobody accepted it, we refund the order as described in our [Cancellation & Refund policy](/return).`,
};
