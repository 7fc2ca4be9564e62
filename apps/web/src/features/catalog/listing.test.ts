import type { CategoryType } from "@vayu/shared/catalog";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { priceBands } from "./listing-filters";
import { clearFilters, isFiltered, listingHref, readListingState, toggleSubcategory } from "./listing-params";

const category: CategoryType = {
  _id: "c1",
  name: "Air Coolers",
  image: "/uploads/c1.webp",
  subcategories: [
    { _id: "desert", name: "Desert Coolers", image: "" },
    { _id: "personal", name: "Personal Coolers", image: "" },
    { _id: "tower", name: "Tower Coolers", image: "" },
  ],
};

const read = (href: string) => {
  const url = new URL(href, "http://store.test");
  const [, , , sub] = url.pathname.split("/");
  return readListingState(sub, url.searchParams);
};

describe("listing URLs", () => {
  it("puts one subcategory in the path and several in sub params, in menu order", () => {
    const none = readListingState(undefined, new URLSearchParams());
    expect(listingHref(category, none)).toBe("/air-coolers/c1");
    const one = toggleSubcategory(none, "tower");
    expect(listingHref(category, one)).toBe("/air-coolers/c1/tower");
    const two = toggleSubcategory(one, "desert");
    expect(listingHref(category, two)).toBe("/air-coolers/c1?sub=desert&sub=tower");
    expect(listingHref(category, toggleSubcategory(two, "tower"))).toBe("/air-coolers/c1/desert");
  });

  it("round-trips sort and price range, and drops what it does not know", () => {
    const href = "/air-coolers/c1/personal?sub=desert&sort=price-desc&min=2000&max=9000";
    const state = read(href);
    expect(state).toEqual({
      subcategoryIds: ["personal", "desert"],
      sort: "price-desc",
      minPrice: 2000,
      maxPrice: 9000,
      page: 1,
    });
    expect(listingHref(category, state)).toBe(
      "/air-coolers/c1?sub=desert&sub=personal&sort=price-desc&min=2000&max=9000",
    );
    expect(listingHref(category, read("/air-coolers/c1/nope?sort=cheapest&min=abc&page=0"))).toBe(
      "/air-coolers/c1",
    );
  });

  it("keeps the page past the first, and whole rupees", () => {
    const state = read("/air-coolers/c1?page=3&min=999.90");
    expect(state).toMatchObject({ page: 3, minPrice: 999 });
    expect(listingHref(category, state)).toBe("/air-coolers/c1?min=999&page=3");
    expect(read("/air-coolers/c1?page=2.5").page).toBe(1);
  });
});

describe("clearing a listing's filters", () => {
  it("drops subcategories and price bounds and keeps the sort", () => {
    const state = read("/air-coolers/c1/personal?sort=rating&min=2000");
    expect(isFiltered(state)).toBe(true);
    expect(clearFilters(state)).toEqual({
      subcategoryIds: [],
      sort: "rating",
      minPrice: undefined,
      maxPrice: undefined,
      page: 1,
    });
    expect(isFiltered(clearFilters(state))).toBe(false);
  });
});

describe("quick price ranges", () => {
  it("are cut at the category's quartiles, on round rupee figures", () => {
    expect(priceBands([8_990, 9_999, 14_800], i18nFor("en")).map((band) => band.label)).toEqual([
      "Under ₹9,000",
      "₹9,000 – ₹10,000",
      "₹10,000 – ₹15,000",
      "Over ₹15,000",
    ]);
    expect(priceBands([8_990, 9_999, 14_800], i18nFor("en"))[1]).toEqual({
      label: "₹9,000 – ₹10,000",
      min: 9_000,
      max: 10_000,
    });
  });

  it("merge quartiles that round to the same figure, and are none without quartiles", () => {
    expect(priceBands([1_900, 2_050, 2_100], i18nFor("en")).map((band) => band.label)).toEqual([
      "Under ₹2,000",
      "Over ₹2,000",
    ]);
    expect(priceBands([], i18nFor("en"))).toEqual([]);
  });
});
