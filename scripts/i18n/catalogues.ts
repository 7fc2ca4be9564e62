// The message catalogues' sources, one list per area (docs/product/http-contract.md "Languages").
// lingui.config.ts extracts the translated areas into `en.po` and `hi.po`, lingui.english.config.ts
// the others into `en.po` only. A helper translating an area moves it to `translatedAreas`
// (packages/shared/src/locale.ts); a file used by two areas is extracted into both.
import { formatter } from "@lingui/format-po";
import type { LinguiConfig } from "@lingui/conf";
import { areas, translatedAreas, type Area } from "../../packages/shared/src/locale";

const web = (path: string) => `<rootDir>/apps/web/src/${path}`;
const shared = (path: string) => `<rootDir>/packages/shared/src/${path}`;

/** The info area's own files, left out of the content area whose folders hold them. */
const infoPages = [
  web("features/content/AboutPage.tsx"),
  web("features/content/OfficePage.tsx"),
  web("features/content/ServicePage.tsx"),
  web("features/content/CareerPage.tsx"),
  web("features/enquiries/DealerEnquiryPage.tsx"),
  web("features/enquiries/DealerEnquiryForm.tsx"),
  web("features/enquiries/RegionOptions.tsx"),
];

/**
 * The product page's parts whose code loads after the page (lib/later-part.tsx), with their
 * actions: their messages load with that code, not with the browse area's catalogue.
 */
export const laterParts = [
  web("features/reviews/ProductReviews.tsx"),
  web("features/reviews/ReviewForm.tsx"),
  web("features/reviews/ReviewPhotos.tsx"),
  web("features/reviews/review-action.ts"),
  web("features/reviews/helpful-action.ts"),
  web("features/questions/QuestionsPanel.tsx"),
  web("features/questions/QuestionTextForm.tsx"),
  web("features/questions/question-action.ts"),
  web("features/emi/EmiPlans.tsx"),
  web("features/delivery/DeliveryCheck.tsx"),
];

/** The search results and compare pages: their texts load with them, not with every browse page. */
const searchPage = [web("features/search/SearchPage.tsx"), web("features/search/SearchFilters.tsx")];
const comparePage = [web("features/compare/ComparePage.tsx")];

/** Each area's files left out of its folders. */
const excluded: Partial<Record<Area, string[]>> = { content: infoPages, browse: [...laterParts, ...searchPage, ...comparePage] };

const sources: Record<Area, string[]> = {
  // What every page shows: header, footer, menus, the 404 page, the home page's headings.
  shell: [
    web("app/layout"),
    web("server"),
    web("components/NotFoundPage.tsx"),
    web("features/content/HomePage.tsx"),
    web("features/content/home"),
    // The header's parts that live in other areas' folders.
    web("features/accounts/AccountMenu.tsx"),
    web("features/accounts/SessionWatcher.tsx"),
    web("features/search/SearchBox.tsx"),
    // The compare toggle on every card and its bar (docs/decisions/330-compare-products.md).
    web("features/compare/CompareToggle.tsx"),
    web("features/compare/CompareCheckbox.tsx"),
    web("features/compare/CompareBar.tsx"),
    web("features/checkout/DemoPaymentsBanner.tsx"),
    // Every page's product cards: Add to cart and the wishlist heart, with their toasts.
    web("features/cart/AddToCartButton.tsx"),
    web("features/wishlist/WishlistToggle.tsx"),
    shared("messages/card.ts"),
    // Shown on the pages of every area: prices, stock, paging, sorts, load errors.
    web("components/ui"),
    web("components/product"),
    web("lib/search-params.ts"),
    // The message of a call made without a network (docs/decisions/336-installable-store.md).
    web("lib/offline-message.ts"),
    web("components/store-promises.ts"),
    web("components/site-texts.ts"),
    shared("messages/shell.ts"),
    // Logout and "login first", toasted on every area's pages.
    shared("messages/session.ts"),
  ],
  browse: [
    web("features/catalog"),
    web("features/compare"),
    web("features/search"),
    web("features/wishlist"),
    web("features/reviews"),
    web("features/stock-alerts"),
    web("features/delivery"),
    web("features/emi"),
    web("features/recently-viewed"),
    web("features/questions"),
    web("app/routes/ProductPage.tsx"),
    // The product page's buy box (the cart page's lines use the stepper too).
    web("features/cart/BuyBox.tsx"),
    web("features/cart/BuyBar.tsx"),
    web("features/cart/QuantityStepper.tsx"),
    shared("messages/browse.ts"),
  ],
  // The product page's later parts: reviews and the review form, questions, EMI plans, the
  // delivery check (docs/performance.md).
  later: [...laterParts, shared("messages/later.ts")],
  search: searchPage,
  compare: comparePage,
  account: [web("features/accounts"), web("app/routes/AccountPage.tsx"), shared("messages/account.ts"), shared("messages/session.ts")],
  // The home page's area: blog, policies, contact and complaints; not the info pages.
  content: [
    web("features/content"),
    web("features/enquiries"),
    web("features/grievances"),
    web("components/GrievanceMessages.tsx"),
    shared("messages/content.ts"),
    shared("messages/contact-fields.ts"),
  ],
  // The info pages and the distributor and direct-dealer enquiry pages, long texts the home page
  // would otherwise load with its area (docs/performance.md).
  info: [
    ...infoPages,
    web("features/content/static/ContentHero.tsx"),
    shared("messages/info.ts"),
    shared("messages/contact-fields.ts"),
  ],
  buying: [
    web("features/cart"),
    web("features/checkout"),
    web("features/addresses"),
    web("features/orders"),
    web("features/tracking"),
    // The checkout's delivery date.
    web("features/delivery/CheckoutDeliveryEstimate.tsx"),
    web("features/delivery/delivery-dates.ts"),
    web("components/order"),
    web("app/routes/CheckoutPage.tsx"),
    shared("messages/buying.ts"),
  ],
  server: ["<rootDir>/apps/api/src", shared("messages/server.ts")],
};

/** One Lingui configuration over `list`'s areas in `locales`. */
export function catalogueConfig(list: readonly Area[], locales: string[]): LinguiConfig {
  return {
    sourceLocale: "en",
    locales,
    catalogs: list.map((area) => ({
      path: `<rootDir>/packages/shared/locales/${area}/{locale}`,
      include: sources[area],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/node_modules/**", ...(excluded[area] ?? [])],
    })),
    // No line numbers: a catalogue changes when a message does, not when code moves.
    format: formatter({ lineNumbers: false }),
    orderBy: "message",
    compileNamespace: "ts",
  };
}

export const englishOnlyAreas = areas.filter((area) => !translatedAreas.includes(area));
