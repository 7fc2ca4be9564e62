import type { ComponentType } from "react";
import { redirect, type ActionFunction, type LoaderFunction, type RouteObject } from "react-router";
import { unlocalisedPath, type Locale, type WebArea } from "@vayu/shared/locale";
import { loadCatalogues } from "../lib/i18n";
import type { Prefetch, PrefetchHandle } from "../lib/prefetch";
import { Layout, prefetchLayout } from "./layout/Layout";

interface PageModule {
  default: ComponentType;
  /** The data the page shows, read before the server renders it (lib/prefetch.ts). */
  prefetch?: Prefetch;
  /** What the page's forms do when posted without JavaScript (docs/decisions/195-forms-before-javascript.md). */
  action?: ActionFunction;
  loader?: LoaderFunction;
}

/**
 * Every page is its own chunk: a route loads only the code it shows, and its area's catalogue in
 * the page's language (the shell's is loaded before the first render: main.tsx, entry-server.tsx).
 */
function pageOf(locale: Locale, area: WebArea | readonly WebArea[], load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> {
  const areas = typeof area === "string" ? [area] : area;
  return {
    lazy: () =>
      Promise.all([load(), loadCatalogues(locale, areas)]).then(([{ default: Component, prefetch, action, loader }]) => ({
        Component,
        ...(prefetch && { handle: { prefetch } satisfies PrefetchHandle }),
        ...(action && { action }),
        ...(loader && { loader }),
      })),
  };
}

/** The staff console's pages: in English only. */
const englishOnly = /^(admin|staff)(\/|$)/;

/** The store's pages in one language: at `/` in English, under `/hi` in Hindi (docs/product/http-contract.md "Languages"). */
function storefront(locale: Locale): RouteObject {
  const page = (area: WebArea | readonly WebArea[], load: () => Promise<PageModule>) => pageOf(locale, area, load);
  return {
    Component: Layout,
    handle: { prefetch: prefetchLayout } satisfies PrefetchHandle,
    children: [
      { index: true, ...page("content", () => import("../features/content/HomePage")) },
      // The info pages and the enquiry forms for dealers: long texts of their own area, which the
      // home page does not load (docs/product/http-contract.md "Languages").
      { path: "service", ...page("info", () => import("../features/content/ServicePage")) },
      { path: "about", ...page("info", () => import("../features/content/AboutPage")) },
      { path: "career", ...page("info", () => import("../features/content/CareerPage")) },
      { path: "office", ...page("info", () => import("../features/content/OfficePage")) },
      { path: "distributer", ...page("info", () => import("../features/enquiries/DistributorPage")) },
      { path: "directdealer", ...page("info", () => import("../features/enquiries/DirectDealerPage")) },
      { path: "privacy", ...page("content", () => import("../features/content/PrivacyPage")) },
      { path: "terms", ...page("content", () => import("../features/content/TermsPage")) },
      { path: "shipping", ...page("content", () => import("../features/content/ShippingPage")) },
      { path: "return", ...page("content", () => import("../features/content/ReturnPage")) },
      { path: "blog/:id", ...page("content", () => import("../features/content/BlogPage")) },
      { path: "offline", ...page("content", () => import("../features/content/OfflinePage")) },
      { path: "contact", ...page("content", () => import("../features/enquiries/ContactPage")) },
      { path: "grievance", ...page("content", () => import("../features/grievances/GrievancePage")) },
      { path: "grievance/ticket", ...page("content", () => import("../features/grievances/GrievanceTicketPage")) },
      { path: "login", ...page("account", () => import("../features/accounts/LoginPage")) },
      { path: "login/phone", ...page("account", () => import("../features/accounts/PhoneLoginPage")) },
      { path: "signup", ...page("account", () => import("../features/accounts/SignupPage")) },
      { path: "forgot-password", ...page("account", () => import("../features/accounts/ForgotPasswordPage")) },
      { path: "reset-password/:token", ...page("account", () => import("../features/accounts/ResetPasswordPage")) },
      { path: "auth/sign-in", ...page("account", () => import("../features/accounts/SignInRedirect")) },
      // A form's target only: its action logs out, its loader sends a visit home.
      {
        path: "logout",
        lazy: () => import("../features/accounts/logout-route").then(({ action, loader }) => ({ action, loader })),
      },
      { path: "cart", ...page("buying", () => import("../features/cart/CartPage")) },
      { path: "wishlist", ...page("browse", () => import("../features/wishlist/WishlistPage")) },
      { path: "checkoutPage", ...page("buying", () => import("./routes/CheckoutPage")) },
      // The account page holds the address book and order-update choices of the buying area.
      { path: "account", ...page(["account", "buying"], () => import("./routes/AccountPage")) },
      { path: "orders", ...page("buying", () => import("../features/orders/OrdersPage")) },
      { path: "orders/:id", ...page("buying", () => import("../features/orders/OrderPage")) },
      { path: "track", ...page("buying", () => import("../features/tracking/TrackPage")) },
      // The console shows orders with the buying area's status pills and timelines (in English).
      { path: "admin", ...page(["shell", "buying"], () => import("../features/admin/AdminPage")) },
      { path: "staff/invite", ...page("account", () => import("../features/accounts/StaffInvitePage")) },
      { path: "notify/unsubscribe", ...page("browse", () => import("../features/stock-alerts/UnsubscribePage")) },
      { path: "search", ...page(["browse", "search"], () => import("../features/search/SearchPage")) },
      { path: "compare", ...page(["browse", "compare"], () => import("../features/compare/ComparePage")) },
      { path: "product/:id", ...page("browse", () => import("./routes/ProductPage")) },
      { path: "category/:idOrName", ...page("browse", () => import("../features/catalog/CategoryRedirect")) },
      {
        path: ":categoryName/:categoryId/:subcategoryId?",
        ...page("browse", () => import("../features/catalog/ListingPage")),
      },
      { path: "*", ...page("shell", () => import("../components/NotFoundPage")) },
    ].filter((route) => locale === "en" || !englishOnly.test(route.path ?? "")),
  };
}

/** The staff console stays English: `/hi/admin...` is `/admin...` (docs/decisions/310-hindi-store.md). */
const toEnglish: LoaderFunction = ({ request }) => {
  const url = new URL(request.url);
  return redirect(`${unlocalisedPath(url.pathname)}${url.search}`, 301);
};

export const routes: RouteObject[] = [
  storefront("en"),
  {
    path: "hi",
    children: [{ path: "admin/*", loader: toEnglish }, { path: "staff/*", loader: toEnglish }, storefront("hi")],
  },
];
