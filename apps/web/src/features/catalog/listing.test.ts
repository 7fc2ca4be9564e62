import type { CategoryType, ProductType } from "@vayu/shared/catalog";
import { describe, expect, it } from "vitest";
import { applyListingState, priceBands } from "./listing-filters";
import { listingHref, readListingState, toggleSubcategory } from "./listing-params";

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

function product(id: string, subcategory: string, price: number, extra: Partial<ProductType> = {}): ProductType {
  return {
    _id: id,
    title: id,
    price,
    images: [],
    description: "",
    rating: 4,
    ratingCount: 3,
    stock: 10,
    category: { _id: "c1", name: "Air Coolers" },
    subcategory: { _id: subcategory, name: subcategory },
    createdAt: "2026-01-01T00:00:00.000Z",
    hsn: "84796000",
    gstRate: 18,
    countryOfOrigin: "India",
    ...extra,
  };
}

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
    expect(state).toEqual({ subcategoryIds: ["personal", "desert"], sort: "price-desc", minPrice: 2000, maxPrice: 9000 });
    expect(listingHref(category, state)).toBe("/air-coolers/c1?sub=desert&sub=personal&sort=price-desc&min=2000&max=9000");
    expect(listingHref(category, read("/air-coolers/c1/nope?sort=cheapest&min=abc"))).toBe("/air-coolers/c1");
  });
});

describe("applying a listing state", () => {
  const products = [
    product("a", "desert", 12_999, { salePrice: 9_999, rating: 4.1, createdAt: "2026-03-01T00:00:00Z" }),
    product("b", "personal", 5_499, { rating: 4.6, createdAt: "2026-01-01T00:00:00Z" }),
    product("c", "tower", 8_990, { rating: 3.9, createdAt: "2026-05-01T00:00:00Z" }),
    product("d", "desert", 15_490, { rating: 4.6, createdAt: "2026-02-01T00:00:00Z" }),
  ];
  const base = readListingState(undefined, new URLSearchParams());
  const ids = (list: ProductType[]) => list.map((p) => p._id);

  it("filters by subcategory and by the price the shopper pays", () => {
    expect(ids(applyListingState(products, { ...base, subcategoryIds: ["desert", "tower"] }))).toEqual(["a", "c", "d"]);
    // a costs 12,999 but sells at 9,999, so it is inside 9,000-10,000.
    expect(ids(applyListingState(products, { ...base, minPrice: 9_000, maxPrice: 10_000 }))).toEqual(["a"]);
  });

  it("sorts by payable price, rating (ties keep catalogue order) and newest", () => {
    expect(ids(applyListingState(products, { ...base, sort: "price-asc" }))).toEqual(["b", "c", "a", "d"]);
    expect(ids(applyListingState(products, { ...base, sort: "price-desc" }))).toEqual(["d", "a", "c", "b"]);
    expect(ids(applyListingState(products, { ...base, sort: "rating" }))).toEqual(["b", "d", "a", "c"]);
    expect(ids(applyListingState(products, { ...base, sort: "newest" }))).toEqual(["c", "a", "d", "b"]);
    expect(ids(applyListingState(products, base))).toEqual(["a", "b", "c", "d"]);
  });

  it("offers quick price ranges on round figures from the category's prices", () => {
    expect(priceBands(products).map((band) => band.label)).toEqual(["Under ₹9,000", "₹9,000 – ₹10,000", "₹10,000 – ₹15,000", "Over ₹15,000"]);
    expect(priceBands(products.slice(0, 3))).toEqual([]);
  });
});
