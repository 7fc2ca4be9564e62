import { render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BannerType } from "@vayu/shared/content";
import type { CompareResponseType } from "@vayu/shared/compare";
import { createMemoryRouter, RouterProvider } from "react-router";
import { FormCard } from "../../components/ui/FormCard";
import { i18nFor } from "../../lib/i18n";
import { setSiteOrigin } from "../../lib/page-head";
import { queryClient } from "../../lib/query-client";
import { fakeApi, openPage, product, signIn, type Answers } from "../../test/storefront";
import { App } from "../app";

/**
 * What was still English on Hindi pages (docs/decisions/328-hindi-shared-bits.md): the home
 * carousel's controls, shared UI words, typeahead names, the delivery check's and review form's
 * messages, "login first" and Logout on other areas' pages, untranslated compare values. Each in
 * Hindi under /hi and in English at the English path.
 */

// The carousel as the server renders it, before Embla measures: one dot per banner (jsdom has
// no layout, so a measuring Embla would find one scroll position and hide the controls).
vi.mock("../../lib/use-embla", () => ({ useEmbla: () => [() => undefined, undefined] }));

beforeAll(async () => {
  setSiteOrigin("https://shop.test");
  await Promise.all([import("../../features/content/HomePage"), import("./ProductPage"), import("../../features/compare/ComparePage")]);
}, 120_000);
beforeEach(() => localStorage.clear());

const categoryId = "4b0a3c1e-0000-4000-8000-0000000000c1";
const cooler = product(1, { title: "Vayu Arctic 85", stock: 5, category: { _id: categoryId, name: "Air Coolers" } });
const banners: BannerType[] = [
  { _id: "b1", image: "/content/banners/one.webp", headline: "Summer sale" },
  { _id: "b2", image: "/content/banners/two.webp", headline: "Fans for every room" },
];

function homeReads(lang: "" | "?lang=hi"): Answers {
  return {
    [`GET /api/banner${lang}`]: [200, { data: banners }],
    [`GET /api/blogs${lang}`]: [200, { data: [] }],
    [`GET /api/testimonials${lang}`]: [200, { data: [] }],
    [`GET /api/product/bestsellers${lang}`]: [200, { data: [] }],
    [`GET /api/product/deals${lang}`]: [200, { data: [] }],
  };
}

function productReads(): Answers {
  const noReviews = { data: [], summary: { average: 0, count: 0, histogram: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 } }, page: 1, pageSize: 10 };
  return {
    [`GET /api/product/${cooler._id}`]: [200, { data: cooler }],
    [`GET /api/product/${cooler._id}?lang=hi`]: [200, { data: cooler }],
    [`GET /api/product/${cooler._id}/reviews?page=1&sort=newest`]: [200, noReviews],
    [`GET /api/product/${cooler._id}/reviews/mine`]: [200, { canReview: true, review: null, helpfulReviewIds: [] }],
    [`GET /api/product/${cooler._id}/questions?page=1`]: [200, { data: [], page: 1, pageSize: 10, total: 0 }],
    "GET /api/wishlist": [200, { wishlist: { products: [] } }],
    "GET /api/address": [200, { addresses: [], lastUsed: null }],
  };
}

describe("the home carousel's controls", () => {
  it("are named in Hindi on /hi/", async () => {
    fakeApi(homeReads("?lang=hi"));
    openPage("/hi/");
    const offers = await screen.findByRole("region", { name: "ऑफ़र" });
    expect(offers).toHaveAttribute("aria-roledescription", "कैरोसेल");
    expect(within(offers).getByRole("group", { name: "ऑफ़र की स्लाइड" })).toBeInTheDocument();
    expect(within(offers).getByRole("button", { name: /^\d में से स्लाइड 1 पर जाएँ$/ })).toBeInTheDocument();
    expect(within(offers).getByRole("button", { name: "अगला ऑफ़र" })).toBeInTheDocument();
    expect(within(offers).getByRole("button", { name: "पिछला ऑफ़र" })).toBeInTheDocument();
  });

  it("keep their English names on /", async () => {
    fakeApi(homeReads(""));
    openPage("/");
    const offers = await screen.findByRole("region", { name: "Offers" });
    expect(offers).toHaveAttribute("aria-roledescription", "carousel");
    expect(within(offers).getByRole("group", { name: "Offer slides" })).toBeInTheDocument();
    expect(within(offers).getByRole("button", { name: /^Go to slide 1 of \d$/ })).toBeInTheDocument();
    expect(within(offers).getByRole("button", { name: "Next offer" })).toBeInTheDocument();
  });
});

describe("a shared form's busy button", () => {
  function openForm(locale: "en" | "hi") {
    const Page = () => (
      <FormCard labelledBy="x" onSubmit={(event) => event.preventDefault()} failure="" pending submitLabel="Send">
        <span />
      </FormCard>
    );
    const router = createMemoryRouter([{ path: "/", Component: Page }], { initialEntries: ["/"] });
    render(
      <App queryClient={queryClient} i18n={i18nFor(locale)}>
        <RouterProvider router={router} />
      </App>,
    );
  }

  it("says it is sending in Hindi on a Hindi page", () => {
    openForm("hi");
    expect(screen.getByRole("button", { name: /भेज रहे हैं…/ })).toBeInTheDocument();
  });

  it("says Submitting… on an English page", () => {
    openForm("en");
    expect(screen.getByRole("button", { name: /Submitting…/ })).toBeInTheDocument();
  });
});

describe("the header's search suggestions", () => {
  const suggest = (q: string, lang: string) => `GET /api/search/suggest?q=${encodeURIComponent(q)}${lang}`;
  const answers: Answers = {
    ...homeReads("?lang=hi"),
    ...homeReads(""),
    [suggest("कूलर", "&lang=hi")]: [
      200,
      {
        products: [{ _id: cooler._id, title: "Vayu Arctic 85", image: null, price: 9990, untranslated: ["title"] }],
        categories: [
          { _id: categoryId, name: "एयर कूलर", slug: "air-coolers", untranslated: [] },
          { _id: "4b0a3c1e-0000-4000-8000-0000000000c2", name: "Room Coolers", slug: "room-coolers", untranslated: ["name"] },
        ],
      },
    ],
    [suggest("cooler", "")]: [
      200,
      { products: [{ _id: cooler._id, title: "Vayu Arctic 85", image: null, price: 9990 }], categories: [{ _id: categoryId, name: "Air Coolers" }] },
    ],
  };

  it("name categories in Hindi under /hi, marking English names and titles lang=\"en\"", async () => {
    fakeApi(answers);
    const { user } = openPage("/hi/", { layout: true });
    const box = (await screen.findAllByRole("combobox", { name: "प्रोडक्ट खोजें" }))[0]!;
    await user.click(box);
    await user.paste("कूलर");
    const hindi = await screen.findByRole("option", { name: "एयर कूलर" }, { timeout: 5000 });
    expect(within(hindi).getByText("एयर कूलर")).not.toHaveAttribute("lang");
    expect(within(screen.getByRole("option", { name: "Room Coolers" })).getByText("Room Coolers")).toHaveAttribute("lang", "en");
    expect(within(screen.getByRole("option", { name: /Vayu Arctic 85/ })).getByText("Vayu Arctic 85")).toHaveAttribute("lang", "en");
  });

  it("name categories as before on English pages, unmarked", async () => {
    fakeApi(answers);
    const { user } = openPage("/", { layout: true });
    const box = (await screen.findAllByRole("combobox", { name: "Search products" }))[0]!;
    await user.click(box);
    await user.paste("cooler");
    const option = await screen.findByRole("option", { name: "Air Coolers" }, { timeout: 5000 });
    expect(within(option).getByText("Air Coolers")).not.toHaveAttribute("lang");
  });
});

describe("the product page's messages", () => {
  it("refuses a short pincode in Hindi on /hi", async () => {
    fakeApi(productReads());
    const { user, fill } = openPage(`/hi/product/${cooler._id}`);
    await fill(await screen.findByPlaceholderText("पिनकोड डालें"), "1100");
    await user.click(screen.getByRole("button", { name: "जाँचें" }));
    expect(await screen.findByText("कृपया 6 अंकों का सही पिनकोड डालें।")).toBeInTheDocument();
  });

  it("refuses a short pincode in English on /", async () => {
    fakeApi(productReads());
    const { user, fill } = openPage(`/product/${cooler._id}`);
    await fill(await screen.findByPlaceholderText("Enter pincode"), "1100");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Please enter a valid 6-digit pincode.")).toBeInTheDocument();
  });

  it("gives the review form's messages in Hindi on /hi and sends nothing", async () => {
    signIn();
    const { writes } = fakeApi(productReads());
    const { user } = openPage(`/hi/product/${cooler._id}`);
    const form = (await screen.findByRole("heading", { name: "रिव्यू लिखें" }, { timeout: 5000 })).closest("form")!;
    await user.click(within(form).getByRole("button", { name: "रिव्यू पोस्ट करें" }));
    expect(await within(form).findByText("कृपया 1 से 5 स्टार के बीच रेटिंग चुनें।")).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("gives the review form's messages in English on /", async () => {
    signIn();
    fakeApi(productReads());
    const { user } = openPage(`/product/${cooler._id}`);
    const form = (await screen.findByRole("heading", { name: "Write a review" }, { timeout: 5000 })).closest("form")!;
    await user.click(within(form).getByRole("button", { name: "Post review" }));
    expect(await within(form).findByText("Please choose a rating from 1 to 5 stars.")).toBeInTheDocument();
  });

  it("sends a signed-out shopper to the Hindi login page with the Hindi \"login first\" toast", async () => {
    fakeApi(productReads());
    const { user, router } = openPage(`/hi/product/${cooler._id}`, { layout: true });
    await user.click((await screen.findAllByRole("button", { name: /कार्ट में डालें/ }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/hi/login"));
    expect(await screen.findByText("पहले लॉग इन करें")).toBeInTheDocument();
  });

  it("says \"login first\" in English on the English page", async () => {
    fakeApi(productReads());
    const { user, router } = openPage(`/product/${cooler._id}`, { layout: true });
    await user.click((await screen.findAllByRole("button", { name: /Add to cart/i }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByText("You need to login First")).toBeInTheDocument();
  });
});

describe("Logout on another area's page", () => {
  it("toasts in Hindi on a Hindi product page", async () => {
    signIn();
    fakeApi({ ...productReads(), ...homeReads("?lang=hi"), "POST /api/auth/logout": [204] });
    const { user, router } = openPage(`/hi/product/${cooler._id}`, { layout: true });
    await user.click((await screen.findAllByRole("button", { name: "Priya Sharma का अकाउंट मेन्यू" }, { timeout: 5000 }))[0]!);
    await user.click((await screen.findAllByRole("button", { name: "लॉग आउट" }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/hi/"));
    expect(await screen.findByText("आप लॉग आउट हो गए हैं")).toBeInTheDocument();
  });
});

describe("the compare page in Hindi", () => {
  const coolers = { _id: categoryId, name: "Air Coolers" };
  const big = product(1, { title: "Arctic 85", category: coolers });
  const small = product(2, { title: "Breeze 40", category: coolers });
  const ids = [big, small].map((p) => p._id).join(",");
  const hindi: CompareResponseType = {
    products: [big, small],
    rows: [
      { key: "tank capacity", label: "टंकी क्षमता", values: ["85 लीटर", "40 L"], differs: true, untranslated: [], untranslatedValues: [1] },
      { key: "remote", label: "Remote", values: ["Yes", null], differs: true, untranslated: ["label"], untranslatedValues: [0] },
    ],
    missing: [],
  };
  const english: CompareResponseType = {
    products: [big, small],
    rows: [{ key: "tank capacity", label: "Tank capacity", values: ["85 L", "40 L"], differs: true }],
    missing: [],
  };

  it("marks the values and labels staff have not translated lang=\"en\"", async () => {
    fakeApi({ [`GET /api/compare?ids=${ids}&lang=hi`]: [200, hindi], "GET /api/wishlist": [200, { wishlist: { products: [] } }] });
    openPage(`/hi/compare?ids=${ids}`);
    const tank = (await screen.findByRole("rowheader", { name: /टंकी क्षमता/ })).closest("tr")!;
    expect(within(tank).getByText("85 लीटर")).not.toHaveAttribute("lang");
    expect(within(tank).getByText("40 L")).toHaveAttribute("lang", "en");
    expect(within(tank).getByText("टंकी क्षमता")).not.toHaveAttribute("lang");
    const remote = screen.getByRole("rowheader", { name: /Remote/ }).closest("tr")!;
    expect(within(remote).getByText("Remote")).toHaveAttribute("lang", "en");
    expect(within(remote).getByText("Yes")).toHaveAttribute("lang", "en");
  });

  it("marks nothing on the English page", async () => {
    fakeApi({ [`GET /api/compare?ids=${ids}`]: [200, english], "GET /api/wishlist": [200, { wishlist: { products: [] } }] });
    openPage(`/compare?ids=${ids}`);
    const tank = (await screen.findByRole("rowheader", { name: /Tank capacity/ })).closest("tr")!;
    expect(within(tank).getByText("40 L")).not.toHaveAttribute("lang");
  });
});
