import { describe, expect, it } from "vitest";
import { headingId, inlineSpans } from "./content-text";
import { defaultPolicyTexts, fillPolicyText } from "./policy-texts";
import { defaultPolicyTextsHi } from "./policy-texts-hi";
import { defaultStoreProfile, POLICY_PAGES } from "./site-settings";

describe("the default policy texts", () => {
  const filled = (page: keyof typeof defaultPolicyTexts, profile = defaultStoreProfile) =>
    fillPolicyText(defaultPolicyTexts[page], profile);

  it("say what the store does: cash on delivery with its charge and limit, the Request return button, delivery by pincode", () => {
    expect(filled("terms")).toContain("**Cash on delivery**, where the delivery pincode allows it");
    expect(filled("terms")).toContain(
      "It costs ₹70 extra when the products come to less than ₹500, and it is available for orders up to ₹50,000 in total.",
    );
    expect(filled("terms")).not.toMatch(/online only|2-year/i);
    expect(filled("returns")).toContain("press **Request return** within 7 days of delivery");
    expect(filled("returns")).not.toMatch(/contact us within/i);
    expect(filled("shipping")).toContain("enter it on any product page to see the expected delivery dates");
  });

  it("promise the settings' warranty, not a fixed one", () => {
    const profile = { ...defaultStoreProfile, defaultWarranty: "2 years on the motor" };
    expect(filled("terms", profile)).toContain(
      "where it states none, the product carries a warranty of 2 years on the motor",
    );
  });

  it("follow the owner's fees", () => {
    const profile = { ...defaultStoreProfile, deliveryFee: 40, freeDeliveryAbove: 999 };
    expect(filled("shipping", profile)).toContain(
      "Delivery costs **₹40 per order, free when the products come to ₹999 or more**",
    );
    expect(filled("shipping", profile)).not.toContain("{{");
  });
});

describe("the inline Markdown of the store's texts", () => {
  it("keeps bold and safe links, and leaves anything else as text", () => {
    expect(
      inlineSpans("Press **Request return** or read [the terms](/terms) and [mail us](mailto:a@b.in)."),
    ).toEqual([
      { kind: "text", text: "Press " },
      { kind: "strong", text: "Request return" },
      { kind: "text", text: " or read " },
      { kind: "link", text: "the terms", href: "/terms" },
      { kind: "text", text: " and " },
      { kind: "link", text: "mail us", href: "mailto:a@b.in" },
      { kind: "text", text: "." },
    ]);
    expect(inlineSpans("[click](javascript:alert(1)) <script>x</script> [x](//evil.example)")).toEqual([
      { kind: "text", text: "click" },
      { kind: "text", text: ") <script>x</script> " },
      { kind: "text", text: "x" },
    ]);
  });
});

describe("the default Hindi policy texts (docs/decisions/326-hindi-content.md)", () => {
  const placeholdersAndLinks = (text: string) =>
    [...new Set([...text.matchAll(/\{\{\s*\w+\s*\}\}|\]\([^)]+\)/g)].map((match) => match[0]))].sort();

  it("use the English texts' placeholders and links, and fill the delivery charge in Hindi", () => {
    for (const page of POLICY_PAGES)
      expect(placeholdersAndLinks(defaultPolicyTextsHi[page]), page).toEqual(placeholdersAndLinks(defaultPolicyTexts[page]));
    const profile = { ...defaultStoreProfile, deliveryFee: 40, freeDeliveryAbove: 999 };
    const shipping = fillPolicyText(defaultPolicyTextsHi.shipping, profile, "hi");
    expect(shipping).toContain("डिलीवरी का चार्ज **हर ऑर्डर पर ₹40, ₹999 या उससे ज़्यादा के प्रोडक्ट पर मुफ़्त** है");
    expect(shipping).not.toContain("{{");
  });

  it("promise the settings' Hindi warranty and name the checkout's labels as Hindi pages show them", () => {
    const terms = fillPolicyText(defaultPolicyTextsHi.terms, defaultStoreProfile, "hi");
    expect(terms).toContain(`वहाँ डिलीवरी की तारीख़ से यह वारंटी है: ${defaultStoreProfile.hi.defaultWarranty}।`);
    expect(terms).not.toContain(defaultStoreProfile.defaultWarranty);
    const shipping = fillPolicyText(defaultPolicyTextsHi.shipping, defaultStoreProfile, "hi");
    expect(shipping).toContain('चेकआउट की "कीमत की जानकारी" में "डिलीवरी चार्ज" के नाम से');
    expect(shipping).not.toMatch(/Price Details|Shipping/);
    // The owner's English warranty with no Hindi of theirs stays as they wrote it.
    const owned = { ...defaultStoreProfile, defaultWarranty: "2 years", hi: { ...defaultStoreProfile.hi, defaultWarranty: null } };
    expect(fillPolicyText(defaultPolicyTextsHi.returns, owned, "hi")).toContain("नहीं तो 2 years।");
  });

  it("give each Hindi heading an id the contents list can link to", () => {
    expect(headingId("हम कौन-सी जानकारी लेते हैं")).toBe("हम-कौन-सी-जानकारी-लेते-हैं");
    expect(headingId("Delivery charges")).toBe("delivery-charges");
  });
});
