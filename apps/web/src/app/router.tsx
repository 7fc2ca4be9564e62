import type { ComponentType } from "react";
import type { ActionFunction, LoaderFunction, RouteObject } from "react-router";
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

/** Every page is its own chunk: a route loads only the code it shows. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> {
  return {
    lazy: () =>
      load().then(({ default: Component, prefetch, action, loader }) => ({
        Component,
        ...(prefetch && { handle: { prefetch } satisfies PrefetchHandle }),
        ...(action && { action }),
        ...(loader && { loader }),
      })),
  };
}

export const routes: RouteObject[] = [
  {
    Component: Layout,
    handle: { prefetch: prefetchLayout } satisfies PrefetchHandle,
    children: [
      { index: true, ...page(() => import("../features/content/HomePage")) },
      { path: "service", ...page(() => import("../features/content/ServicePage")) },
      { path: "about", ...page(() => import("../features/content/AboutPage")) },
      { path: "career", ...page(() => import("../features/content/CareerPage")) },
      { path: "office", ...page(() => import("../features/content/OfficePage")) },
      { path: "privacy", ...page(() => import("../features/content/PrivacyPage")) },
      { path: "terms", ...page(() => import("../features/content/TermsPage")) },
      { path: "shipping", ...page(() => import("../features/content/ShippingPage")) },
      { path: "return", ...page(() => import("../features/content/ReturnPage")) },
      { path: "blog/:id", ...page(() => import("../features/content/BlogPage")) },
      { path: "contact", ...page(() => import("../features/enquiries/ContactPage")) },
      { path: "grievance", ...page(() => import("../features/grievances/GrievancePage")) },
      { path: "grievance/ticket", ...page(() => import("../features/grievances/GrievanceTicketPage")) },
      { path: "distributer", ...page(() => import("../features/enquiries/DistributorPage")) },
      { path: "directdealer", ...page(() => import("../features/enquiries/DirectDealerPage")) },
      { path: "login", ...page(() => import("../features/accounts/LoginPage")) },
      { path: "login/phone", ...page(() => import("../features/accounts/PhoneLoginPage")) },
      { path: "signup", ...page(() => import("../features/accounts/SignupPage")) },
      { path: "forgot-password", ...page(() => import("../features/accounts/ForgotPasswordPage")) },
      { path: "reset-password/:token", ...page(() => import("../features/accounts/ResetPasswordPage")) },
      { path: "auth/sign-in", ...page(() => import("../features/accounts/SignInRedirect")) },
      // A form's target only: its action logs out, its loader sends a visit home.
      {
        path: "logout",
        lazy: () => import("../features/accounts/logout-route").then(({ action, loader }) => ({ action, loader })),
      },
      { path: "cart", ...page(() => import("../features/cart/CartPage")) },
      { path: "wishlist", ...page(() => import("../features/wishlist/WishlistPage")) },
      { path: "checkoutPage", ...page(() => import("./routes/CheckoutPage")) },
      { path: "account", ...page(() => import("./routes/AccountPage")) },
      { path: "orders", ...page(() => import("../features/orders/OrdersPage")) },
      { path: "orders/:id", ...page(() => import("../features/orders/OrderPage")) },
      { path: "track", ...page(() => import("../features/tracking/TrackPage")) },
      { path: "admin", ...page(() => import("../features/admin/AdminPage")) },
      { path: "staff/invite", ...page(() => import("../features/accounts/StaffInvitePage")) },
      { path: "notify/unsubscribe", ...page(() => import("../features/stock-alerts/UnsubscribePage")) },
      { path: "search", ...page(() => import("../features/search/SearchPage")) },
      { path: "product/:id", ...page(() => import("./routes/ProductPage")) },
      { path: "category/:idOrName", ...page(() => import("../features/catalog/CategoryRedirect")) },
      {
        path: ":categoryName/:categoryId/:subcategoryId?",
        ...page(() => import("../features/catalog/ListingPage")),
      },
      { path: "*", ...page(() => import("../components/NotFoundPage")) },
    ],
  },
];
