import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "../fixtures";
import { messages } from "@vayu/shared/messages";

export interface DemoSubcategory {
  _id: string;
  name: string;
}

export interface DemoCategory {
  _id: string;
  name: string;
  subcategories: DemoSubcategory[];
}

export interface DemoProduct {
  _id: string;
  title: string;
  price: number;
  salePrice?: number;
  images: string[];
  rating: number;
  ratingCount: number;
  stock: number;
  subcategory: DemoSubcategory;
  warranty: string;
}

/** The category URL segment: "LED TVs" -> "led-tvs". */
export const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, "-");

export async function demoCategories(request: APIRequestContext): Promise<DemoCategory[]> {
  const response = await request.get("/api/category/categoryandsubcategpry");
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as { categories: DemoCategory[] };
  expect(categories.length).toBeGreaterThan(0);
  return categories;
}

/** A demo category (by name) with its products, and its canonical listing path. */
export async function demoCategory(request: APIRequestContext, name: string) {
  const category = (await demoCategories(request)).find((candidate) => candidate.name === name);
  if (!category) throw new Error(`the demo store has no ${name}`);
  const response = await request.get(`/api/product/category/${category._id}`);
  const { data } = (await response.json()) as { data: DemoProduct[] };
  return { category, products: data, path: `/${slug(category.name)}/${category._id}` };
}

/** The storefront's requests for a page of a category's listing (not its price quartiles). */
export const listingApi = (categoryId: string) => new RegExp(`/api/product/category/${categoryId}\\?`);

/** Rupee amounts of the prices shoppers pay, as the cards show them ("₹12,490" -> 12490). */
export async function cardPrices(page: Page): Promise<number[]> {
  // A listing keeps its last cards, marked busy, while the next sort or filter loads.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const texts = await page.locator("article").getByTestId("price").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

/**
 * Opens a category's listing as a shopper does, from the home page's category strip: the listing's
 * products are then fetched by the browser (not rendered on the server), so a test's `page.route` applies.
 */
export async function openListingFromHome(page: Page, name: string) {
  await page.goto("/");
  // Followed by the live page's script, so the listing is fetched in the browser, where a test's stubs apply.
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Shop by category" }).getByRole("link", { name, exact: true }).click();
}

/** Scrolls the product page so its buy box (price, stock, actions) fills the view, for a screenshot. */
export async function showBuyBox(page: Page) {
  await page.getByTestId("stock-state").evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 220));
}

/** "4.3 (128 ratings)", or "No reviews yet": a product's rating as cards and the product page state it in English. */
export function ratingText({ rating, ratingCount }: { rating: number; ratingCount: number }): string {
  if (ratingCount === 0) return messages.reviews.noReviews;
  return `${rating.toFixed(1)} (${ratingCount} ${ratingCount === 1 ? "rating" : "ratings"})`;
}
