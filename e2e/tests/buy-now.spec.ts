import type { APIRequestContext, Page } from "@playwright/test";
import { loginAs, registerShopper, type Shopper } from "../auth";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "../fixtures";
import { addToCartViaApi, serverCart } from "./cart-helpers";
import { showBuyBox } from "./catalog-helpers";
import { fillCart, inr, saveAddress, type StoreProduct } from "./checkout-helpers";

/**
 * Buy Now buys the product alone and keeps the cart (docs/decisions/200-buy-now-alone.md), its
 * quantity and "You save" (docs/decisions/173-buy-now-and-savings.md), and where the shopper is
 * after the order (docs/decisions/204-after-the-order.md).
 */

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

const cartOf = async (request: APIRequestContext, shopper: Shopper) =>
  (await serverCart(request, shopper)).items.map((line) => [line.product._id, line.quantity]);

/**
 * A signed-in shopper with a saved address and one unit of a demo product in the cart, on the
 * product page of another one (at least ₹500: no cash on delivery charge).
 */
async function shopperBuyingAnother(page: Page, request: APIRequestContext) {
  const shopper = await registerShopper(request);
  await saveAddress(request, shopper);
  const inCart = await fillCart(request, shopper);
  const product = (await demoProducts(request)).find(
    (p) => p._id !== inCart._id && p.stock >= 5 && (p.salePrice ?? p.price) >= 500,
  );
  if (!product) throw new Error("the demo catalog has no second product in stock");
  await loginAs(page, shopper);
  await page.goto(`/product/${product._id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(`/checkoutPage?buyNow=${product._id}`);
  return { shopper, inCart, product, total: (product.salePrice ?? product.price) + 5 };
}

/** On the order's page, which took the checkout's place: Back leads to the product page, never to a spent checkout. */
async function expectOrderOf(page: Page, product: StoreProduct, other: StoreProduct) {
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status", { name: "Order placed" })).toBeVisible();
  const items = page.getByRole("list", { name: /^Products in order / }).getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(product.title);
  await expect(items).toContainText("1 ×");
  await expect(page.getByRole("link", { name: other.title })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(`/product/${product._id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
}

test("Buy Now pays online for that product alone, one unit, and the cart is still there after the order", async ({
  page,
  request,
}) => {
  const { shopper, inCart, product, total } = await shopperBuyingAnother(page, request);
  await expect(page.getByTestId("buy-now-note")).toHaveText("Buy Now: only this product is ordered. Your cart is kept as it is.");
  const details = page.getByRole("region", { name: "Price Details" });
  await expect(details.getByRole("listitem")).toHaveCount(1);
  await expect(details.getByRole("listitem")).toContainText(product.title);
  await expect(details.getByRole("listitem")).toContainText("Qty 1");
  await expect(details.getByTestId("checkout-total")).toHaveText(inr(total));

  await page.getByRole("button", { name: "Deliver Here" }).click();
  const payment = page.getByRole("dialog", { name: "Complete your payment" });
  await expect(payment.getByTestId("sandbox-amount")).toHaveText(inr(total));
  await payment.getByRole("button", { name: `Pay ${inr(total)}` }).click();

  await expectOrderOf(page, product, inCart);
  expect(await cartOf(request, shopper)).toEqual([[inCart._id, 1]]);
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: inCart.title }).first()).toBeVisible();
});

test("Buy Now with cash on delivery orders that product alone and keeps the cart", async ({ page, request }) => {
  const { shopper, inCart, product, total } = await shopperBuyingAnother(page, request);
  // A tap before the page is live is kept and replayed once it is (docs/decisions/182-paint-before-javascript.md): checked then, not at once.
  const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
  await cod.click();
  await expect(cod).toBeChecked();
  await expect(page.getByText(`Pay ${inr(total)} in cash on delivery`)).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();

  await expectOrderOf(page, product, inCart);
  expect(await cartOf(request, shopper)).toEqual([[inCart._id, 1]]);
});

test("the quantity picked on the product page goes to the Buy Now checkout, and You save follows it", async ({ page, request }) => {
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
  await expect(page).toHaveURL(`/checkoutPage?buyNow=${product._id}&quantity=2`);
  const details = page.getByRole("region", { name: "Price Details" });
  await expect(details.getByRole("listitem").filter({ hasText: product.title })).toContainText("Qty 2");
  await expect(details.getByTestId("you-save")).toHaveText(`You save ${saving(product, 2)}`);
  // Nothing went into the cart.
  expect(await cartOf(request, shopper)).toEqual([]);
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
  await expect(page).toHaveURL(/\/login\?redirect=%2FcheckoutPage%3FbuyNow%3D/);
  await expect(page.getByText("You need to login First")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`/checkoutPage?buyNow=${product._id}&quantity=2`);
  await expect(page.getByRole("region", { name: "Price Details" }).getByRole("listitem").filter({ hasText: product.title })).toContainText("Qty 2");
});

test("on a 360 x 780 phone the product's title, price and Add to Cart are on the first screen; on a desktop the buy box is as it was", async ({
  page,
  request,
}) => {
  const product = (await demoProducts(request)).find((p) => p.stock >= 5 && p.title.length > 40);
  if (!product) throw new Error("the demo catalog has no product with a long title in stock");
  const paid = inr(product.salePrice ?? product.price).replace(".00", "");
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/product/${product._id}`);
  const addToCart = page.getByRole("button", { name: "Add to Cart", exact: true });
  await expect(addToCart).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Buy Now" })).toBeInViewport({ ratio: 1 });
  const bar = page.locator('[data-docked="true"]');
  await expect(bar.getByText(product.title)).toBeInViewport();
  await expect(bar.getByText(paid, { exact: true })).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("product-first-screen-360.png") });

  // Where the buttons sit in the buy box they take their place, and stay there below it: the footer is never covered.
  // Their place was kept while they were docked: taking it pushes nothing below down under a tap.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const belowButtons = () =>
    page.locator("[data-docked]").evaluate((bar) => Math.round(bar.parentElement!.getBoundingClientRect().bottom + window.scrollY));
  const placeKept = await belowButtons();
  await showBuyBox(page);
  await expect(page.locator('[data-docked="false"]')).toBeVisible();
  expect(await belowButtons()).toBe(placeKept);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('[data-docked="false"]')).toHaveCount(1);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/product/${product._id}`);
  await expect(addToCart).toBeInViewport({ ratio: 1 });
  expect(await addToCart.evaluate((button) => getComputedStyle(button.closest("[data-docked]")!).position)).toBe("static");
  await expect(page.locator("[data-docked]").getByText(product.title)).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`at ${width} px the buy box, the Buy Now checkout and the cart fit and are accessible`, async ({ page, request }) => {
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
    await expect(page).toHaveURL(`/checkoutPage?buyNow=${product._id}`);
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    await expect(page.getByTestId("you-save").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`checkout-${width}.png`), fullPage: true });

    await addToCartViaApi(request, shopper, product._id);
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
