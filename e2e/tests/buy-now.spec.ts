import type { APIRequestContext, Page } from "@playwright/test";
import { loginAs, registerShopper } from "../auth";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "../fixtures";
import { serverCart } from "./cart-helpers";
import { showBuyBox } from "./catalog-helpers";
import { inr, openCheckout, type StoreProduct } from "./checkout-helpers";

/** Buy Now and "You save" (docs/decisions/173-buy-now-and-savings.md). */

// Journeys through login, cart and checkout with accessibility scans: three times the usual time.
test.describe.configure({ timeout: 90_000 });

async function demoProducts(request: APIRequestContext): Promise<StoreProduct[]> {
  const listing = await request.get("/api/product");
  expect(listing.ok()).toBe(true);
  return ((await listing.json()) as { data: StoreProduct[] }).data;
}

/** A demo product on sale with plenty of stock. */
async function onSale(request: APIRequestContext): Promise<StoreProduct & { salePrice: number }> {
  const product = (await demoProducts(request)).find((p) => p.salePrice !== undefined && p.stock >= 5);
  if (!product?.salePrice) throw new Error("the demo catalog has no product on sale in stock");
  return { ...product, salePrice: product.salePrice };
}

/** The saving on `quantity` units, as the store shows it: "₹1,000.00". */
const saving = (product: { price: number; salePrice: number }, quantity: number) =>
  inr(((Math.round(product.price * 100) - Math.round(product.salePrice * 100)) * quantity) / 100);

const stepper = (page: Page, title: string) => ({
  quantity: page.getByRole("group", { name: `Quantity of ${title}` }).locator("output"),
  more: page.getByRole("button", { name: `Increase quantity of ${title}` }),
  less: page.getByRole("button", { name: `Decrease quantity of ${title}` }),
});

test("the quantity picked on the product page goes to the checkout with Buy Now, and You save follows it", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const product = await onSale(request);
  await loginAs(page, shopper);
  await page.goto(`/product/${product._id}`);
  const pick = stepper(page, product.title);
  await expect(pick.quantity).toHaveText("1");
  await expect(pick.less).toBeDisabled();
  await expect(page.getByTestId("you-save")).toHaveText(`You save ${saving(product, 1)}`);
  await pick.more.click();
  await pick.more.click();
  await pick.less.click();
  await expect(pick.quantity).toHaveText("2");
  await expect(page.getByTestId("you-save")).toHaveText(`You save ${saving(product, 2)}`);

  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkoutPage$/);
  const details = page.getByRole("region", { name: "Price Details" });
  await expect(details.getByRole("listitem").filter({ hasText: product.title })).toContainText("Qty 2");
  await expect(details.getByTestId("you-save")).toHaveText(`You save ${saving(product, 2)}`);
  const cart = await serverCart(request, shopper);
  expect(cart.items.map((i) => [i.product._id, i.quantity])).toEqual([[product._id, 2]]);

  // Buy Now again with another quantity sets the line to it: the checkout shows what was picked.
  await page.goto(`/product/${product._id}`);
  await pick.more.click();
  await pick.more.click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkoutPage$/);
  await expect(details.getByRole("listitem").filter({ hasText: product.title })).toContainText("Qty 3");

  await page.goto("/cart");
  await expect(page.getByRole("region", { name: "Order Summary" }).getByTestId("you-save")).toHaveText(`You save ${saving(product, 3)}`);
});

test("the picker stops at the stock that can be bought", async ({ page, request }) => {
  const product = (await demoProducts(request)).find((p) => p.stock >= 2 && p.stock <= 5);
  if (!product) throw new Error("the demo catalog has no product with 2 to 5 units");
  await page.goto(`/product/${product._id}`);
  const pick = stepper(page, product.title);
  for (let i = 1; i < product.stock; i++) await pick.more.click();
  await expect(pick.quantity).toHaveText(String(product.stock));
  await expect(pick.more).toBeDisabled();
});

test("Buy Now while signed out goes through login on to the checkout", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const product = await onSale(request);
  await page.goto(`/product/${product._id}`);
  await stepper(page, product.title).more.click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("You need to login First")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/checkoutPage$/);
  await expect(page.getByRole("region", { name: "Price Details" }).getByRole("listitem").filter({ hasText: product.title })).toContainText("Qty 2");
});

for (const width of [360, 1280]) {
  test(`at ${width} px the buy box, cart and checkout fit and are accessible`, async ({ page, request }) => {
    const shopper = await registerShopper(request);
    const product = await onSale(request);
    await loginAs(page, shopper);
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await showBuyBox(page);
    await page.screenshot({ path: test.info().outputPath(`product-on-sale-${width}.png`) });

    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/checkoutPage$/);
    await openCheckout(page);
    await expect(page.getByTestId("you-save").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`checkout-${width}.png`), fullPage: true });

    await page.goto("/cart");
    await expect(page.getByTestId("you-save")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`cart-${width}.png`), fullPage: true });

    const plain = (await demoProducts(request)).find((p) => p.salePrice === undefined && p.stock >= 5);
    if (plain) {
      await page.goto(`/product/${plain._id}`);
      await expect(page.getByRole("button", { name: "Buy Now" })).toBeVisible();
      await expect(page.getByTestId("you-save")).toHaveCount(0);
      await showBuyBox(page);
      await page.screenshot({ path: test.info().outputPath(`product-in-stock-${width}.png`) });
    }
  });
}
