import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { ProductActionsProvider } from "../components/product/product-actions";
import { queryClient } from "../lib/query-client";
import { productActions } from "./product-actions";
import { router } from "./router";

/**
 * Toasts sit top-center for 3 s (docs/product/storefront.md "Shared layout") just below the header (a 2rem top bar over a
 * 4rem main bar, under the demo banner when there is one), so the cart, menu and account
 * controls stay in reach while one shows.
 */
const TOAST_OFFSET = { top: "calc(6.5rem + var(--demo-banner-height, 0px))" };

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ProductActionsProvider value={productActions}>
        <RouterProvider router={router} />
      </ProductActionsProvider>
      {/* Plain (not rich-coloured) toasts: their text keeps AA contrast. */}
      <Toaster position="top-center" duration={3000} closeButton offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET} />
    </QueryClientProvider>
  );
}
