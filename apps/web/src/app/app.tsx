import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CardActionsProvider } from "../components/product/product-actions";
import { cardActions } from "./card-actions";
import { renderContext } from "../lib/render-context";
import { FlashToast, ToastHost } from "../lib/toast";

/**
 * Toasts sit top-center for 3 s (docs/product/storefront.md "Shared layout") just below the header (a 2rem top bar over a
 * 4rem main bar, under the demo banner when there is one), so the cart, menu and account
 * controls stay in reach while one shows. On a phone the header also holds the search row:
 * Add to Cart is on a phone's first screen (docs/decisions/202-phone-product-first-screen.md),
 * so a toast often shows with the page at its top.
 */
const TOAST_OFFSET = { top: "calc(6.5rem + var(--demo-banner-height, 0px))" };
const PHONE_TOAST_OFFSET = { top: "calc(10.25rem + var(--demo-banner-height, 0px))" };

/**
 * Everything around the router, the same on the server and in the browser so hydration matches;
 * `i18n` is the page's language's, its catalogues loaded before the render (lib/i18n.ts).
 */
export function App({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <CardActionsProvider value={cardActions}>{children}</CardActionsProvider>
      <FlashToast flash={renderContext().flash} offset={TOAST_OFFSET.top} />
      {/* Plain (not rich-coloured) toasts: their text keeps AA contrast. */}
      <ToastHost
        position="top-center"
        duration={3000}
        closeButton
        offset={TOAST_OFFSET}
        mobileOffset={PHONE_TOAST_OFFSET}
      />
    </QueryClientProvider>
    </I18nProvider>
  );
}
