import { registerShopper } from "../auth";
import { expect, test } from "../fixtures";
import { addToCartViaApi, stockedListing } from "./cart-helpers";
import { cartLines, fillCart, saveAddress } from "./checkout-helpers";

/**
 * The purchase as HTML forms (docs/decisions/195-forms-before-javascript.md): with JavaScript off
 * a shopper places a cash-on-delivery order, of the cart or through Buy Now of one product;
 * paying online says it needs JavaScript.
 */
test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper logs in, is told paying online needs JavaScript, and places a cash-on-delivery order of the cart", async ({
    page,
    request,
    pageErrors,
  }) => {
    pageErrors.allow(/^request failed: GET \/assets\/[\w-]+\.js \(csp\)$/); // a browser without JavaScript refuses the page's scripts
    const shopper = await registerShopper(request);
    const product = await fillCart(request, shopper);
    await saveAddress(request, shopper);

    await page.goto("/checkoutPage");
    await expect(page).toHaveURL(/\/login\?redirect=%2FcheckoutPage$/);
    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/checkoutPage$/);
    await expect(page.getByText(/^Paying online needs JavaScript/)).toBeVisible();

    await page.getByRole("button", { name: "Deliver Here" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Paying online needs JavaScript/ })).toBeVisible();
    expect(await cartLines(request, shopper)).toHaveLength(1);

    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByRole("button", { name: /Place order|Deliver Here/ }).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
    await expect(page.getByText("Order placed successfully!")).toBeVisible();
    await expect(page.getByText(product.title).first()).toBeVisible();
    expect(await cartLines(request, shopper)).toHaveLength(0);
  });

  test("Buy Now orders the one product and leaves the cart as it was", async ({ page, request, pageErrors }) => {
    pageErrors.allow(/^request failed: GET \/assets\/[\w-]+\.js \(csp\)$/);
    const shopper = await registerShopper(request);
    const { products } = await stockedListing(request, 2);
    const [inCart, bought] = products as [(typeof products)[0], (typeof products)[0]];
    await addToCartViaApi(request, shopper, inCart._id);
    await saveAddress(request, shopper);
    await page.request.post("/api/auth/login", { data: { email: shopper.email, password: shopper.password } });

    await page.goto(`/product/${bought._id}`);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/checkoutPage\\?buyNow=${bought._id}$`));
    await expect(page.getByTestId("buy-now-note")).toBeVisible();
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByRole("button", { name: /Place order|Deliver Here/ }).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
    await expect(page.getByText("Order placed successfully!")).toBeVisible();
    expect(await cartLines(request, shopper)).toEqual([{ productId: inCart._id, quantity: 1 }]);
  });
});
