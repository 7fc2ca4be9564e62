import type { APIRequestContext, Page } from "@playwright/test";
import { messages } from "@vayu/shared/messages";
import { loginAs, registerShopper } from "../auth";
import { expect, test } from "../fixtures";
import { serverCart, stockedListing } from "./cart-helpers";
import { demoCategory } from "./catalog-helpers";
import { fillCart, saveAddress } from "./checkout-helpers";

/**
 * Taps made before the page's script is live are not lost (issue 27, docs/decisions/195-forms-before-javascript.md):
 * the page's entry script is held back as a slow phone's network would, and the shopper taps as
 * soon as the button shows. No page here waits for hydration (the fixture's default).
 */

/** Longer than any tap below takes once its page shows. */
const HOLD_MS = 3_000;

/**
 * Holds every response of the built entry for HOLD_MS: the paint-first loader asks for it by its
 * page's `data-entry` once the page has painted (apps/web/src/server/document.ts).
 */
async function holdEntryScript(page: Page) {
  await page.route("**/assets/index-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    // The page may have gone on to the next meanwhile (a form's answer): then nothing is waiting.
    await route.continue().catch(() => undefined);
  });
}

/** The page's script has not taken it over: a tap now is the browser's own. */
async function expectNotLive(page: Page) {
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
}

/** A product in stock, its page opened with its script held back: answers the product. */
async function openHeldProductPage(page: Page, request: APIRequestContext) {
  const { products } = await stockedListing(request, 1);
  const product = products[0]!;
  await holdEntryScript(page);
  await page.goto(`/product/${product._id}`, { waitUntil: "commit" });
  return product;
}

/** Opens the listing without waiting for anything but its HTML; answers its first card that can be added and that card's product. */
async function openListing(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Add to cart", disabled: false }) })
    .first();
  const href = await card.getByRole("link").first().getAttribute("href");
  const productId = /^\/product\/([\w-]+)$/.exec(href ?? "")?.[1];
  expect(productId, `the card's link ${href}`).toBeDefined();
  return { add: card.getByRole("button", { name: "Add to cart" }), productId };
}

test("signed in, Add to cart tapped as soon as it shows adds the product", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const { path } = await stockedListing(request);
  // The page session cookie in the browser, as a login leaves it.
  const login = await page.request.post("/api/auth/login", {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(login.ok()).toBe(true);
  await holdEntryScript(page);

  const { add, productId } = await openListing(page, path);
  await expectNotLive(page);
  await add.click();
  await expect(page.getByText(messages.cart.added)).toBeVisible();
  await expect(page).toHaveURL(path);
  expect((await serverCart(request, shopper)).items.map((item) => item.product._id)).toEqual([productId]);
});

test("signed out, Add to cart goes to login, and a login made before its script arrives adds the product", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { path } = await stockedListing(request);
  await holdEntryScript(page);

  const { add, productId } = await openListing(page, path);
  await expectNotLive(page);
  await add.click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(path);
  await expect(page.getByText(messages.auth.loginRequired)).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await expectNotLive(page);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByText(messages.cart.added)).toBeVisible();
  expect((await serverCart(request, shopper)).items.map((item) => item.product._id)).toEqual([productId]);
  // The page is the shopper's: the header counts the line.
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("a tap on a button that needs the script, made before it is live, is done once the page is", async ({
  page,
  request,
}) => {
  await openHeldProductPage(page, request);
  const quantity = page.locator("output").filter({ hasText: /^\d+$/ }).last();
  await expect(quantity).toHaveText("1");
  await expectNotLive(page);
  await page.getByRole("button", { name: /^Increase quantity of/ }).last().click();
  // Replayed by the paint-first script once the app has taken the page over (packages/shared/src/paint-first.ts).
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 15_000 });
  await expect(quantity).toHaveText("2");
});

test("a form's button tapped after a kept tap waits for it: the quantity raised before the script, then Buy Now, checks out that quantity", async ({
  page,
  request,
}) => {
  const product = await openHeldProductPage(page, request);
  await page.getByRole("button", { name: /^Increase quantity of/ }).last().click();
  await expectNotLive(page);
  await page.getByRole("button", { name: "Buy Now" }).click();
  const checkout = `/checkoutPage?buyNow=${product._id}&quantity=2`;
  await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirect: checkout })}`, { timeout: 15_000 });
  await expect(page.getByText(messages.auth.loginRequired)).toBeVisible();
});

test("a filter ticked before the listing's script is live is applied once it is", async ({ page, request }) => {
  const { category, path } = await demoCategory(request, "Fans");
  const subcategory = category.subcategories[0]!;
  await holdEntryScript(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.getByRole("checkbox", { name: subcategory.name }).check();
  await expectNotLive(page);
  // Made again by the paint-first script once the app has taken the page over: the app's state heard of it.
  await expect(page).toHaveURL(`${path}/${subcategory._id}`, { timeout: 15_000 });
  await expect(page.getByRole("checkbox", { name: subcategory.name })).toBeChecked();
});

test("Deliver Here tapped before the checkout's script is live opens the payment once it is, not the page for browsers without it", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  await fillCart(request, shopper);
  await saveAddress(request, shopper);
  await loginAs(page, shopper);
  await holdEntryScript(page);
  await page.goto("/checkoutPage", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expectNotLive(page);
  await expect(page.getByRole("dialog", { name: "Complete your payment" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(messages.checkout.onlineNeedsScript)).toHaveCount(0);
});
