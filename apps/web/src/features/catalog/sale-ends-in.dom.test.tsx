import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { setSiteOrigin } from "../../lib/page-head";
import { fakeApi, openPage, product } from "../../test/storefront";

// The product page's JSON-LD needs the store's origin, which the server sets in a real page.
beforeAll(() => setSiteOrigin("https://vayu.example"));

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe("a product in a scheduled sale", () => {
  it("says on the product page when the sale ends, and counts down", async () => {
    const cooler = product(1, { title: "Desert Cooler", price: 10_000, salePrice: 8_000, saleEndsAt: inMs((2 * 3600 + 5 * 60 + 30) * 1000) });
    fakeApi({ [`GET /api/product/${cooler._id}`]: [200, { data: cooler }] });
    openPage(`/product/${cooler._id}`);
    const note = await screen.findByTestId("sale-ends-in");
    expect(note).toHaveTextContent("Sale ends in 2h 5m");
    expect(within(note).getByText(/Sale ends in/).closest("time")).toHaveAttribute("datetime", cooler.saleEndsAt);
  });

  it("counts the last minutes down by the second, and says when it has ended", async () => {
    // Ten seconds: enough for the page to render on a loaded machine before the sale ends.
    const fan = product(2, { title: "Tower Fan", price: 5_000, salePrice: 4_000, saleEndsAt: inMs(10_000) });
    fakeApi({ [`GET /api/product/${fan._id}`]: [200, { data: fan }] });
    openPage(`/product/${fan._id}`);
    const shown = (await screen.findByTestId("sale-ends-in")).textContent;
    expect(shown).toMatch(/^Sale ends in 0m \d{1,2}s$/);
    await expect.poll(() => screen.getByTestId("sale-ends-in").textContent, { timeout: 2_500 }).not.toBe(shown);
    expect(screen.getByTestId("sale-ends-in").textContent).toMatch(/^Sale ends in 0m \d{1,2}s$/);
    await expect.poll(() => screen.getByTestId("sale-ends-in").textContent, { timeout: 15_000 }).toBe("Sale ended");
  });

  it("shows no countdown for a standing sale price", async () => {
    const heater = product(3, { title: "Water Heater", price: 9_000, salePrice: 7_000 });
    fakeApi({ [`GET /api/product/${heater._id}`]: [200, { data: heater }] });
    openPage(`/product/${heater._id}`);
    await screen.findByRole("heading", { name: "Water Heater" });
    expect(screen.queryByTestId("sale-ends-in")).toBeNull();
  });

  it("badges its card in a listing", async () => {
    const onSale = product(4, { title: "Sale Cooler", price: 10_000, salePrice: 8_000, saleEndsAt: inMs(3 * 86_400_000 + 3_600_000) });
    const plain = product(5, { title: "Plain Cooler", price: 10_000 });
    fakeApi({ "GET /api/search?q=cooler&limit=24&page=1": [200, { data: [onSale, plain], total: 2, page: 1, limit: 24 }] });
    openPage("/search?q=cooler");
    const badge = await screen.findByTestId("sale-badge");
    expect(badge).toHaveTextContent("Sale · 3d");
    expect(badge.closest("article")).toHaveTextContent("Sale Cooler");
    expect(screen.getAllByTestId("sale-badge")).toHaveLength(1);
  });
});
