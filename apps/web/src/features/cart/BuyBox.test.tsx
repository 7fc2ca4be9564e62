import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { sampleProduct } from "@vayu/shared/testing";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { BuyBox } from "./BuyBox";

const mixer = sampleProduct({ _id: "mixer", title: "Mixer Grinder 750 W", price: 3499, salePrice: 2999, stock: 5 });

/** The product page's buy box as the server sends it, before any script runs. */
const served = () =>
  renderToString(
    <I18nProvider i18n={i18nFor("en")}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/product/mixer"]}>
          <BuyBox product={mixer} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  ).replace(/<!-- -->/g, "");

describe("the product page's buy box on a phone (docs/decisions/202-phone-product-first-screen.md)", () => {
  it("arrives docked to the bottom of the screen below 1024 px, naming the product and its price beside Add to Cart and Buy Now", () => {
    const html = served();
    const bar = html.slice(html.indexOf('data-docked="true"'));
    expect(bar).toMatch(/^data-docked="true" class="[^"]*max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0/);
    expect(bar).toContain('<p class="min-w-0 truncate text-sm font-medium text-ink">Mixer Grinder 750 W</p>');
    expect(bar).toContain("₹2,999");
    expect(bar.indexOf("₹2,999")).toBeLessThan(bar.indexOf("Add to Cart"));
    expect(bar).toContain("Buy Now");
  });

  it("holds one Add to Cart and one Buy Now, never a copy", () => {
    const html = served();
    expect(html.match(/Add to Cart/g)).toHaveLength(1);
    expect(html.match(/Buy Now/g)).toHaveLength(1);
  });
});
