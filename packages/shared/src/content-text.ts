// The storefront's built-in content and text helpers, without zod: the home page's first load
// imports these, and a schema beside them would bring zod along (docs/decisions/177-lean-first-load.md).
import type { BannerType, BlogType, TestimonialType } from "./content";

export type BlogBlock =
  { kind: "heading"; text: string } | { kind: "list"; items: string[] } | { kind: "paragraph"; text: string };

export function blogBlocks(body: string): BlogBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): BlogBlock => {
      if (block.startsWith("## ")) return { kind: "heading", text: block.slice(3).trim() };
      const lines = block.split("\n").map((line) => line.trim());
      if (lines.every((line) => line.startsWith("- ")))
        return { kind: "list", items: lines.map((line) => line.slice(2).trim()) };
      return { kind: "paragraph", text: lines.join(" ") };
    });
}

/** A run of text in a Markdown block: plain, **strong**, or a [link](href). */
export type InlineSpan =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string };

/** Links a policy text may carry: the store's own pages, https sites, e-mail and phone. Anything else stays text. */
const SAFE_HREF = /^(?:\/(?!\/)|https:\/\/|mailto:|tel:)/i;

/**
 * The inline Markdown of the store's texts (docs/decisions/184-policy-texts.md): **strong** and
 * [label](href) only, turned into spans the page renders as elements, never as HTML: a
 * `<script>` in the text shows as those characters, and a `javascript:` link as its label.
 */
export function inlineSpans(text: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) spans.push({ kind: "text", text: text.slice(at, match.index) });
    const [, strong, label, href] = match;
    if (strong !== undefined) spans.push({ kind: "strong", text: strong });
    else if (href && SAFE_HREF.test(href)) spans.push({ kind: "link", text: label!, href });
    else spans.push({ kind: "text", text: label! });
    at = match.index + match[0].length;
  }
  if (at < text.length) spans.push({ kind: "text", text: text.slice(at) });
  return spans;
}

/** "Delivery charges" -> "delivery-charges", "डिलीवरी चार्ज" -> "डिलीवरी-चार्ज": an id a contents list links to. */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/** "Priya Sharma" -> "PS": the portrait placeholder of a testimonial. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

/** Reading time at 200 words a minute, at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/**
 * Policy facts (docs/product/policies.md "Delivery, returns and refunds"), with its contradictions resolved once
 * (docs/decisions/071-policy-facts.md, cash on delivery and cancellation:
 * docs/decisions/148-cod-and-cancellation-policy.md). The fees and the warranty are the store's
 * settings (docs/decisions/183-store-settings.md); the policy texts fill these in (policy-texts.ts).
 */
export const policy = {
  processingBusinessDays: 1,
  returnWindowDays: 7,
  refundAfterInspection: "5 to 10 business days",
  refundBankDays: "3 to 5 business days",
  refundBeforeShipmentDays: 5,
  /** The default policy texts' date (IST), shown as "1 November 2026" / "1 नवंबर 2026". */
  lastUpdated: "2026-11-01T00:00:00+05:30",
} as const;

/**
 * Shown until the server answers with banners, and kept when it has none or fails (docs/product/storefront.md
 * "Behaviour"). Their figures are the demo catalog's (apps/api/src/demo/offers.ts,
 * which renders the pictures; a test keeps these words equal to them).
 */
export const fallbackBanners: BannerType[] = [
  {
    _id: "fallback-banner-fans",
    image: "/content/banners/fans.webp",
    alt: "Fan Week: Fans up to 18% off, from ₹1,590.",
  },
  {
    _id: "fallback-banner-coolers",
    image: "/content/banners/coolers.webp",
    alt: "Summer Cooling Fest: Air coolers up to 23% off, from ₹4,990.",
  },
  {
    _id: "fallback-banner-tvs",
    image: "/content/banners/tvs.webp",
    alt: "Big Screen Days: Smart LED TVs up to 17% off, from ₹11,490.",
  },
];

/** The same, drawn and said in Hindi, for the Hindi store (docs/decisions/337-hindi-banner-pictures.md). */
export const fallbackBannersHi: BannerType[] = [
  {
    _id: "fallback-banner-fans",
    image: "/content/banners/fans-hi.webp",
    alt: "पंखों का हफ़्ता: छत, टेबल, स्टैंड और दीवार वाले पंखों पर 18% तक की छूट, सिर्फ़ ₹1,590 से।",
    untranslated: [],
  },
  {
    _id: "fallback-banner-coolers",
    image: "/content/banners/coolers-hi.webp",
    alt: "गर्मी की ठंडी सेल: हर तरह के कूलर पर 23% तक की छूट, सिर्फ़ ₹4,990 से।",
    untranslated: [],
  },
  {
    _id: "fallback-banner-tvs",
    image: "/content/banners/tvs-hi.webp",
    alt: "बड़ी स्क्रीन के दिन: स्मार्ट एलईडी टीवी पर 17% तक की छूट, सिर्फ़ ₹11,490 से।",
    untranslated: [],
  },
];

export const fallbackBlogs: BlogType[] = [
  {
    _id: "quality-products",
    image: "/content/blogs/quality-products.webp",
    title: "Quality Products, Tested Before They Reach You",
    description:
      "Every cooler, fan, mixer grinder and TV we sell carries ISI or BEE marks and a manufacturer's warranty, and passes our own checks before it leaves the warehouse.",
    body: `We only list appliances we would put in our own homes. Before a model reaches the store it goes through the same checks our service team uses at a customer's doorstep.

## What we check

- Safety marks: ISI for fans and mixer grinders, and a valid BEE star label where the appliance needs one.
- A full power-on test: motor noise, heating, speed steps and remote controls.
- Packing: drop-tested boxes so a 55-inch panel or a glass cooler front arrives in one piece.

## Backed by a real warranty

Every product carries a limited warranty against manufacturing defects; its page says for how long. If something goes wrong, call us or write to our support e-mail and a technician visits in most cities within 48 hours.

## Why it matters

A cheaper motor that burns out after one summer costs more than a good one. We would rather sell you a fan once and hear from you again when you furnish your next room.`,
  },
  {
    _id: "fast-delivery",
    image: "/content/blogs/fast-delivery.webp",
    title: "Fast Delivery Across India",
    description:
      "Orders are packed within one business day and reach most pin codes within days: the product page gives the dates for yours.",
    body: `Summer does not wait, and neither should your cooler. Here is how we get appliances to your door quickly.

## From order to doorstep

- We pack and hand over your order within one business day.
- The product page gives the delivery dates for your pin code before you buy; metro cities are usually first.
- You get the courier's tracking details by e-mail as soon as it ships.

## What it costs

The delivery charge is the same whatever the size or weight of the box, and it is shown in your cart before you pay. Pay online by UPI or card, or in cash on delivery where your pin code allows it (₹70 extra on orders below ₹500).

## Big items, handled with care

Coolers and TVs travel in reinforced cartons with corner protection. Check the box before you sign for it, and if anything looks damaged, tell the courier and us the same day.`,
  },
  {
    _id: "easy-payment",
    image: "/content/blogs/easy-payment.webp",
    title: "Easy, Secure Payment by UPI or Card",
    description:
      "Pay with any UPI app, credit or debit card through Razorpay. Your card details never touch our servers and every payment is confirmed before we ship.",
    body: `Checkout takes less than a minute: choose an address, tap Deliver Here and pay the way you prefer.

## Ways to pay

- UPI: Google Pay, PhonePe, Paytm, BHIM or any bank's UPI app.
- Credit and debit cards: Visa, Mastercard, RuPay.

## Safe by design

Payments run through Razorpay, a PCI-DSS compliant gateway. Your card number and UPI PIN go straight to the gateway; we only receive a confirmation that the payment succeeded, and we check that confirmation before your order is placed.

## If something goes wrong

If money leaves your account but the order does not appear, do not pay again. The payment is recorded on our side and either becomes your order automatically or is refunded in full.`,
  },
  {
    _id: "get-offers",
    image: "/content/blogs/get-offers.webp",
    title: "Get the Best Offers of the Season",
    description:
      "Seasonal sales on coolers and fans, festive TV deals and sale prices on kitchen appliances: here is when to buy and how to save more.",
    body: `Appliance prices move with the seasons. Buying at the right time can save you more than any coupon.

## When to buy what

- Air coolers and fans: the best prices are in February and March, before the summer rush.
- LED TVs: festive sales around Diwali bring the year's lowest prices.
- Mixer grinders: choose by the jars you will use; three jars cover dry masala, wet grinding and chutneys.

## Stack your savings

Sale prices already include the discount, so what you see on the product page is what you pay, plus the delivery charge shown in your cart. Dealers and builders buying in volume can apply for trade discounts of 5% to 45% through our dealer enquiry form.

## Never miss a deal

Keep items in your wishlist: when you come back, you will see the current sale price at a glance.`,
  },
];

export const fallbackTestimonials: TestimonialType[] = [
  {
    _id: "fallback-testimonial-1",
    name: "Priya Sharma",
    image: "",
    message:
      "The 70-litre desert cooler keeps our whole living room cool even in May. Delivery came a day early and setting it up took five minutes.",
  },
  {
    _id: "fallback-testimonial-2",
    name: "Rahul Verma",
    image: "",
    message:
      "Switched all four ceiling fans to BLDC models from Vayu. Our electricity bill dropped noticeably and the remote is a bonus.",
  },
  {
    _id: "fallback-testimonial-3",
    name: "Ananya Iyer",
    image: "",
    message:
      "The mixer grinder handles idli batter without heating up. Paid by UPI in seconds and the order was at my door in four days.",
  },
];

/**
 * The "Our Brand" strip: the store's own product lines (every one is a name of the demo
 * catalog's products; a test in apps/api/src/domains/content checks it), not third-party brands.
 * What each line is (its tagline) is worded in the page's language by the strip (BrandStrip.tsx).
 */
export const productLines = [
  { name: "Arctic", category: "Air Coolers", look: "cooler" },
  { name: "Frost", category: "Air Coolers", look: "cooler" },
  { name: "Stellar", category: "Fans", look: "fan" },
  { name: "Gale", category: "Fans", look: "fan" },
  { name: "Turbo", category: "Mixer Grinders", look: "kitchen" },
  { name: "Fresh", category: "Mixer Grinders", look: "kitchen" },
  { name: "Vision", category: "LED TVs", look: "tv" },
] as const;
export type ProductLine = (typeof productLines)[number];
