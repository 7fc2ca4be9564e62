import { sampleReview } from "@vayu/shared/testing";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CategoryType } from "@vayu/shared/catalog";
import { STOREFRONT_PAGE_SIZE } from "@vayu/shared/listing-limits";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { setSiteOrigin } from "../../lib/page-head";
import { fakeApi, openPage, product, signIn } from "../../test/storefront";

// Browsing in Hindi (docs/decisions/310-hindi-store.md): the pages' own words in Hindi, the
// catalogue's texts from the API's ?lang=hi answers, English pages as they were.
const categoryId = "4b0a3c1e-0000-4000-8000-0000000000c1";
const subcategoryId = "4b0a3c1e-0000-4000-8000-0000000000d1";

const english = product(1, {
  title: "Vayu Arctic 85 Desert Air Cooler",
  price: 123456,
  stock: 3,
  category: { _id: categoryId, name: "Air Coolers" },
  subcategory: { _id: subcategoryId, name: "Desert Coolers" },
});
const hindi = {
  ...english,
  title: "वायु आर्कटिक 85 डेज़र्ट कूलर",
  untranslated: [],
  category: { _id: categoryId, name: "एयर कूलर", slug: "air-coolers", untranslated: [] },
  subcategory: { _id: subcategoryId, name: "Desert Coolers", untranslated: ["name" as const] },
};
const categories = (lang: "en" | "hi"): CategoryType[] => [
  {
    _id: categoryId,
    name: lang === "hi" ? "एयर कूलर" : "Air Coolers",
    ...(lang === "hi" && { slug: "air-coolers", untranslated: [] }),
    image: "",
    subcategories: [{ _id: subcategoryId, name: "Desert Coolers", image: "" }],
  },
];
const soldOut = { ...hindi, _id: "4b0a3c1e-0000-4000-8000-0000000000a9", stock: 0 };
const review = sampleReview(english._id);
const noSummary = { average: 0, count: 0, histogram: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 } };
const reviews = {
  data: [review],
  summary: { average: 5, count: 1, histogram: { ...noSummary.histogram, "5": 1 } },
  page: 1,
  pageSize: 10,
};
const page = (p: unknown) => [200, { data: [p], total: 1, page: 1, limit: STOREFRONT_PAGE_SIZE }] as const;
const listing = `/api/product/category/${categoryId}?page=1&limit=${STOREFRONT_PAGE_SIZE}&sort=featured`;

function catalogue() {
  return fakeApi({
    [`GET /api/product/${english._id}`]: [200, { data: english }],
    [`GET /api/product/${english._id}?lang=hi`]: [200, { data: hindi }],
    "GET /api/category/categoryandsubcategpry": [200, { categories: categories("en") }],
    "GET /api/category/categoryandsubcategpry?lang=hi": [200, { categories: categories("hi") }],
    [`GET ${listing}`]: page(english),
    [`GET ${listing}&lang=hi`]: page(hindi),
    [`GET /api/product/category/${categoryId}/price-quartiles`]: [200, { quartiles: [8_990, 9_999, 14_800] }],
    "GET /api/search?q=%E0%A4%95%E0%A5%82%E0%A4%B2%E0%A4%B0&limit=24&page=1&lang=hi": page(hindi),
    "GET /api/search?q=cooler&limit=24&page=1": page(english),
    "GET /api/wishlist": [200, { wishlist: { products: [] } }],
    [`GET /api/product/${english._id}/reviews?page=1&sort=newest`]: [200, reviews],
    [`GET /api/product/${soldOut._id}/reviews?page=1&sort=newest`]: [
      200,
      { ...reviews, data: [], summary: noSummary },
    ],
    [`GET /api/product/${soldOut._id}?lang=hi`]: [200, { data: soldOut }],
    "GET /api/pincode/560001": [
      200,
      {
        pincode: "560001",
        city: "Bengaluru",
        district: "Bengaluru",
        state: "Karnataka",
        serviceable: true,
        cod: true,
        estimatedDelivery: { from: "2026-12-05", to: "2026-12-07" },
      },
    ],
  });
}

describe("browsing in Hindi", () => {
  // The product page's structured data names absolute URLs.
  beforeEach(() => setSiteOrigin("https://shop.test"));

  it("shows a product at /hi/product/:id in Hindi, its untranslated subcategory marked English", async () => {
    catalogue();
    openPage(`/hi/product/${english._id}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "वायु आर्कटिक 85 डेज़र्ट कूलर" }),
    ).toBeInTheDocument();
    expect(screen.getByText("उत्पाद की जानकारी")).toBeInTheDocument();
    expect(screen.getByText("सिर्फ़ 3 बचे हैं")).toBeInTheDocument();
    expect(screen.getAllByText("₹1,23,456")[0]).toBeInTheDocument();
    expect(screen.getByText("Desert Coolers", { selector: "p" })).toHaveAttribute("lang", "en");
    expect(screen.getByRole("link", { name: "एयर कूलर" })).toHaveAttribute(
      "href",
      `/hi/air-coolers/${categoryId}`,
    );
  });

  it("shows the warranty period and India as the country of origin in Hindi, other staff words marked English", async () => {
    const withTerms = {
      ...hindi,
      _id: "4b0a3c1e-0000-4000-8000-0000000000a7",
      warranty: "1 year: compressor 5 years",
      countryOfOrigin: "Malaysia",
    };
    const storeDefault = {
      ...hindi,
      _id: "4b0a3c1e-0000-4000-8000-0000000000a8",
      warranty: defaultStoreProfile.defaultWarranty,
    };
    catalogue();
    const { router } = openPage(`/hi/product/${english._id}`);
    await screen.findByRole("heading", { level: 1, name: "वायु आर्कटिक 85 डेज़र्ट कूलर" });
    expect(screen.getByText(/^वारंटी:/)).toHaveTextContent("वारंटी: 2 साल");
    expect(screen.getByText(/मूल देश:/)).toHaveTextContent("सभी टैक्स शामिल · मूल देश: भारत");

    fakeApi({
      [`GET /api/product/${withTerms._id}?lang=hi`]: [200, { data: withTerms }],
      [`GET /api/product/${storeDefault._id}?lang=hi`]: [200, { data: storeDefault }],
    });
    await router.navigate(`/hi/product/${withTerms._id}`);
    expect(await screen.findByText("compressor 5 years")).toHaveAttribute("lang", "en");
    expect(screen.getByText(/^वारंटी:/)).toHaveTextContent("वारंटी: 1 साल: compressor 5 years");
    expect(screen.getByText("Malaysia")).toHaveAttribute("lang", "en");

    await router.navigate(`/hi/product/${storeDefault._id}`);
    expect(await screen.findByText(defaultStoreProfile.hi.defaultWarranty!)).not.toHaveAttribute("lang");
  });

  it("keeps the product page's warranty and origin in English at the English URL", async () => {
    catalogue();
    openPage(`/product/${english._id}`);
    await screen.findByRole("heading", { level: 1, name: english.title });
    expect(screen.getByText(/^Warranty:/)).toHaveTextContent("Warranty: 2 years");
    expect(screen.getByText(/Country of origin:/)).toHaveTextContent(
      "Inclusive of all taxes · Country of origin: India",
    );
  });

  it("shows the product page's gallery, buy box, delivery check and reviews in Hindi", async () => {
    localStorage.setItem("deliveryPincode", "560001");
    catalogue();
    openPage(`/hi/product/${english._id}`);
    expect(await screen.findByRole("heading", { name: "रेटिंग और रिव्यू" })).toBeInTheDocument();
    expect(screen.getByText("कोई तस्वीर उपलब्ध नहीं है।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /कार्ट में डालें/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /अभी ख़रीदें/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "वायु आर्कटिक 85 डेज़र्ट कूलर की मात्रा बढ़ाएँ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /विशलिस्ट में जोड़ें/ })).toBeInTheDocument();
    expect(screen.getByText("हमारे हर सेवा वाले पिनकोड तक", { exact: false })).toBeInTheDocument();
    // The delivery check, for the pincode the shopper checked last time: its code comes after the page's.
    expect(
      await screen.findByRole("heading", { name: "डिलीवरी कहाँ" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText("पिनकोड डालें")).toBeInTheDocument();
    expect(await screen.findByText("कैश ऑन डिलीवरी उपलब्ध है")).toBeInTheDocument();
    expect(screen.getByText(/तक डिलीवरी/).textContent).toMatch(
      /^Bengaluru, Karnataka 560001 में शनि, 5 दिस॰? – सोम, 7 दिस॰? तक डिलीवरी$/,
    );
    // The reviews: staff-free shoppers' text as written, the page's words in Hindi.
    expect(await screen.findByText("Priya S. · पक्के ख़रीदार", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /काम का \(2\)/ })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "रिव्यू का क्रम" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "रिव्यू लिखने के लिए लॉग इन करें" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/hi\/login\?/),
    );
    localStorage.clear();
  });

  it("offers a sold-out product's stock alert in Hindi", async () => {
    catalogue();
    openPage(`/hi/product/${soldOut._id}`);
    expect(await screen.findByRole("button", { name: /उपलब्ध होने पर बताएँ/ })).toBeInTheDocument();
    expect((await screen.findAllByText("अभी कोई रिव्यू नहीं", { exact: false }))[0]).toBeInTheDocument();
  });

  it("shows the English product page as before at its English path", async () => {
    catalogue();
    openPage(`/product/${english._id}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Vayu Arctic 85 Desert Air Cooler" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Product details")).toBeInTheDocument();
    expect(screen.getByText("Only 3 left")).toBeInTheDocument();
    expect(screen.getByText("Desert Coolers", { selector: "p" })).not.toHaveAttribute("lang");
  });

  it("lists a category at its English path under /hi, named and counted in Hindi", async () => {
    catalogue();
    const { router } = openPage(`/hi/air-coolers/${categoryId}`);
    expect(await screen.findByText("वायु आर्कटिक 85 डेज़र्ट कूलर")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("एयर कूलर खरीदें");
    expect(screen.getByText("1 उत्पाद")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/hi/air-coolers/${categoryId}`);
    // The filters, with the quick price ranges in Hindi.
    expect(screen.getByText("सब-कैटेगरी")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "₹9,000 से कम" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "₹15,000 से ज़्यादा" })).toBeInTheDocument();
  });

  it("lists the English category as before", async () => {
    catalogue();
    openPage(`/air-coolers/${categoryId}`);
    expect(await screen.findByText("Vayu Arctic 85 Desert Air Cooler")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Shop By Air Coolers");
    expect(screen.getByText("1 product")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Under ₹9,000" })).toBeInTheDocument();
    expect(screen.getByText("Sub Categories")).toBeInTheDocument();
  });

  it("searches in Hindi under /hi and answers in Hindi", async () => {
    catalogue();
    openPage(`/hi/search?q=${encodeURIComponent("कूलर")}`);
    expect(await screen.findByText("वायु आर्कटिक 85 डेज़र्ट कूलर")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("“कूलर” के नतीजे");
    expect(screen.getByText("1 उत्पाद")).toBeInTheDocument();
  });

  it("searches in English at the English path", async () => {
    catalogue();
    openPage("/search?q=cooler");
    expect(await screen.findByText("Vayu Arctic 85 Desert Air Cooler")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Results for “cooler”");
  });

  it("shows an empty wishlist in Hindi", async () => {
    catalogue();
    signIn();
    openPage("/hi/wishlist");
    expect(await screen.findByText("आपकी विशलिस्ट ख़ाली है")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "खरीदारी शुरू करें" })).toHaveAttribute("href", "/hi/");
  });

  it("shows an empty wishlist in English at /wishlist", async () => {
    catalogue();
    signIn();
    openPage("/wishlist");
    expect(await screen.findByText("Your Wishlist is Empty")).toBeInTheDocument();
  });
});
