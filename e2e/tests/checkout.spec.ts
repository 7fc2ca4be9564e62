import { type APIRequestContext, type Page } from "@playwright/test";
import { formatDeliveryDay } from "@vayu/shared/orders";
import { loginAs, registerShopper } from "../auth";
import { expect, expectAccessible, test, waitForHydration } from "../fixtures";
import { cartLines, fillCart, inr, openCheckout, saveAddress } from "./checkout-helpers";

// Journeys through payment and axe runs take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A shopper with one cart line and one address, on the checkout page. */
async function readyToPay(page: Page, request: APIRequestContext) {
  const shopper = await registerShopper(request);
  await fillCart(request, shopper);
  await saveAddress(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);
  return shopper;
}

async function payInSandbox(page: Page) {
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await page
    .getByRole("dialog", { name: "Complete your payment" })
    .getByRole("button", { name: /^Pay / })
    .click();
}

test("a shopper pays by UPI in the sandbox and finds the order under My Orders, due when the product page said", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const product = await fillCart(request, shopper);
  await saveAddress(request, shopper, {
    name: "Asha Verma",
    address: "7 Aberdeen Bazaar",
    city: "Port Blair",
    state: "Andaman and Nicobar Islands",
    zipCode: "744101",
    landmark: "",
  });
  await saveAddress(request, shopper);
  await loginAs(page, shopper);
  const razorpayRequests: string[] = [];
  page.on("request", (r) => r.url().includes("razorpay.com") && razorpayRequests.push(r.url()));

  // The product page quotes Port Blair's dates: Andaman takes longer than the mainland.
  await page.goto(`/product/${product._id}`);
  const deliverTo = page.getByRole("region", { name: "Deliver to" });
  await deliverTo.getByLabel("Delivery pincode").fill("744101");
  await deliverTo.getByRole("button", { name: "Check" }).click();
  const quote = deliverTo.getByText(/^Delivery to South Andaman, Andaman and Nicobar Islands 744101 by /);
  await expect(quote).toBeVisible();
  const quotedDates = (await quote.textContent())!.replace(/^.* by /, "");

  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkoutPage$/);

  const unit = product.salePrice ?? product.price;
  const details = page.getByRole("region", { name: "Price Details" });
  await expect(details).toContainText(product.title);
  await expect(details.getByRole("definition").nth(0)).toHaveText(inr(unit));
  await expect(details.getByRole("definition").nth(1)).toHaveText(inr(5));
  await expect(details.getByRole("definition").nth(2)).toHaveText(inr(unit + 5));

  // Without a default or an earlier order, the first address saved is preselected, not the newest
  // (docs/decisions/201-checkout-address-choice.md), and shown in full beside the button that pays.
  await expect(page.getByRole("radio", { name: /Asha Verma/ })).toBeChecked();
  await expect(page.getByTestId("delivering-to")).toContainText(
    "Delivering to Asha Verma, 7 Aberdeen Bazaar, Port Blair, Andaman and Nicobar Islands – 744101",
  );
  await page.getByRole("button", { name: "Change the delivery address" }).click();
  await expect(page.getByRole("radio", { name: /Asha Verma/ })).toBeFocused();
  // The checkout promises what the product page promised for that pincode.
  await expect(page.getByText(`Delivery by ${quotedDates}`)).toBeVisible();
  await page.getByRole("button", { name: "Deliver Here" }).click();

  const payment = page.getByRole("dialog", { name: "Complete your payment" });
  await expect(payment).toBeVisible();
  await expect(payment.getByTestId("sandbox-amount")).toHaveText(inr(unit + 5));
  await expect(payment.getByRole("radio", { name: /UPI/ })).toBeChecked();
  await payment.getByRole("button", { name: `Pay ${inr(unit + 5)}` }).click();

  await expect(page.getByText("Order placed successfully!")).toBeVisible();
  // The order's page takes the checkout's place: Back goes to the cart, not to a spent checkout
  // (docs/decisions/204-after-the-order.md).
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status", { name: "Order placed" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await page.goto("/orders");
  const order = page.getByRole("article").first();
  await expect(order.getByRole("heading", { name: /Order #\d+/ })).toBeVisible();
  await expect(order.getByRole("link", { name: product.title })).toHaveAttribute(
    "href",
    `/product/${product._id}`,
  );
  await expect(order).toContainText("Quantity:1");
  await expect(order).toContainText("Online · UPI");
  await expect(order).toContainText("Placed");
  await expect(order).toContainText(inr(unit + 5));
  await expect(order).toContainText("Asha Verma");
  await expect(order).toContainText("Landmark: N/A");
  // The order keeps the window it was placed with: its last day, on My Orders and the order page.
  const quoted = (await (await request.get("/api/pincode/744101")).json()) as { estimatedDelivery: { to: string } };
  const expected = `Expected delivery by ${formatDeliveryDay(quoted.estimatedDelivery.to)}`;
  await expect(order).toContainText(expected);
  await order.getByRole("link", { name: /Order details/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Order #\d+/ })).toBeVisible();
  await expect(page.getByText(expected)).toBeVisible();

  expect(await cartLines(request, shopper)).toEqual([]);
  // The sandbox never loads Razorpay's checkout.js.
  expect(razorpayRequests).toEqual([]);
  // The toast library's own colours are not under test here: check the page once it is gone.
  await expect(page.getByText("Order placed successfully!")).toBeHidden({ timeout: 10_000 });
  await expectAccessible(page);
});

test("a failed or dismissed payment leaves the cart as it was", async ({ page, request }) => {
  const shopper = await readyToPay(page, request);
  const before = await cartLines(request, shopper);

  await page.getByRole("button", { name: "Deliver Here" }).click();
  const payment = page.getByRole("dialog", { name: "Complete your payment" });
  await payment.getByRole("radio", { name: /Card/ }).check();
  await payment.getByRole("button", { name: "Fail payment" }).click();
  await expect(page.getByText("Payment failed", { exact: true })).toBeVisible();
  await expect(payment).toBeHidden();
  await expect(page).toHaveURL(/\/checkoutPage$/);
  expect(await cartLines(request, shopper)).toEqual(before);

  // Closing the window is a dismissal: nothing changes and the shopper can try again.
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expect(payment).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(payment).toBeHidden();
  // Focus goes back to where the payment started, not to the page body.
  await expect(page.getByRole("button", { name: "Deliver Here" })).toBeFocused();
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await payment.getByRole("button", { name: "Close payment window" }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByRole("button", { name: "Deliver Here" })).toBeEnabled();
  expect(await cartLines(request, shopper)).toEqual(before);

  await page.goto("/orders");
  await expect(page.getByRole("heading", { name: "No orders found." })).toBeVisible();
});

test("with Razorpay the storefront loads checkout.js and opens it with the server's order", async ({
  page,
  request,
}) => {
  await readyToPay(page, request);
  const order = {
    id: "order_RzpTest1234567",
    amount: 1_234_500,
    currency: "INR",
    key: "rzp_test_key123",
    provider: "razorpay",
    reservedUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
    totals: { subtotal: 12_345, discount: 0, shipping: 0, codCharge: 0, total: 12_345 },
    coupon: null,
    prepaidDiscount: 0,
  };
  await page.route("**/api/order/razorpay/order", (route) => route.fulfill({ status: 200, json: order }));
  // A stand-in for checkout.js that records its options and "opens".
  await page.route("https://checkout.razorpay.com/v1/checkout.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "window.Razorpay = function (options) { window.rzpOptions = options; this.on = function () {}; this.open = function () { window.rzpOpened = true; }; };",
    }),
  );
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { rzpOpened?: boolean }).rzpOpened))
    .toBe(true);
  const options = await page.evaluate(() => {
    const o = (
      window as unknown as { rzpOptions: Record<string, unknown> & { modal: object; handler: unknown } }
    ).rzpOptions;
    return { ...o, handler: typeof o.handler, modal: Object.keys(o.modal) };
  });
  expect(options).toMatchObject({
    key: order.key,
    amount: order.amount,
    currency: "INR",
    order_id: order.id,
    prefill: { name: "Priya Sharma", contact: "9876543210" },
    theme: { color: "#0b5fff" },
    handler: "function",
    modal: ["ondismiss"],
  });
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Razorpay's window closed without paying: the shopper can try again.
  await page.evaluate(() =>
    (window as unknown as { rzpOptions: { modal: { ondismiss: () => void } } }).rzpOptions.modal.ondismiss(),
  );
  await expect(page.getByRole("button", { name: "Deliver Here" })).toBeEnabled();
});

test("checkout asks for an address and for cart data", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await loginAs(page, shopper);
  await page.goto("/checkoutPage");
  await expect(page.getByRole("heading", { name: "No cart data found." })).toBeVisible();

  await fillCart(request, shopper);
  await openCheckout(page);
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expect(page.getByText("Please select an address before proceeding.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the checkout opened directly shows the server's totals for a full cart", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const product = await fillCart(request, shopper);
  await loginAs(page, shopper);
  await page.goto("/checkoutPage");
  const unit = product.salePrice ?? product.price;
  await expect(page.getByRole("region", { name: "Price Details" })).toContainText(product.title);
  await expect(page.getByTestId("checkout-total")).toHaveText(inr(unit + 5));
});

test("a checkout left open follows the cart changed in another tab", async ({ page, context, request }) => {
  const shopper = await registerShopper(request);
  const product = await fillCart(request, shopper);
  await saveAddress(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);
  const unit = product.salePrice ?? product.price;
  await expect(page.getByTestId("checkout-total")).toHaveText(inr(unit + 5));
  // Left open: live, listening for the other tabs (before its script runs, a page hears nothing).
  await waitForHydration(page);

  const cartTab = await context.newPage();
  await cartTab.goto("/cart");
  await cartTab.getByRole("button", { name: `Increase quantity of ${product.title}` }).click();
  await expect.poll(async () => (await cartLines(request, shopper))[0]?.quantity).toBe(2);

  // The first tab never regained focus: the change still reaches it.
  await expect(page.getByTestId("checkout-total")).toHaveText(inr(2 * unit + 5));
  await expect(page.getByRole("region", { name: "Price Details" })).toContainText("Qty 2");
  await expect(page.getByText(`You pay ${inr(2 * unit + 5)}`)).toBeVisible();
});

test("a payment order that cannot be opened says Failed to place order.", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 503 POST \/api\/order\/razorpay\/order$/); // payments made to be down
  const shopper = await readyToPay(page, request);
  const before = await cartLines(request, shopper);
  await page.route("**/api/order/razorpay/order", (route) =>
    route.fulfill({ status: 503, json: { message: "Payments are down." } }),
  );
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expect(page.getByText("Failed to place order.")).toBeVisible();
  await expect(page.getByText("Payments are down.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await cartLines(request, shopper)).toEqual(before);
});

test("a payment the server does not accept says Payment verification failed", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 400 POST \/api\/order\/razorpay\/verify$/); // the refused verification
  await readyToPay(page, request);
  await page.route("**/api/order/razorpay/verify", (route) =>
    route.fulfill({ status: 400, json: { success: false, message: "Invalid signature" } }),
  );
  await payInSandbox(page);
  await expect(page.getByText("Payment verification failed")).toBeVisible();
  await expect(page).toHaveURL(/\/checkoutPage$/);
});

test("a verification call that errors says Error during payment verification.", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^request failed: POST \/api\/order\/razorpay\/verify \(net::ERR_CONNECTION_RESET\)$/); // the broken connection
  await readyToPay(page, request);
  await page.route("**/api/order/razorpay/verify", (route) => route.abort("connectionreset"));
  await payInSandbox(page);
  await expect(page.getByText("Error during payment verification.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkoutPage$/);
});

test("an order that fails after payment reassures the shopper, and the paid order still arrives", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 500 POST \/api\/order$/); // the order call made to fail
  await readyToPay(page, request);
  await page.route("**/api/order", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { message: "boom" } })
      : route.continue(),
  );
  await payInSandbox(page);
  await expect(page.getByText("Something went wrong your payment is secure!")).toBeVisible();
  await expect(page).toHaveURL(/\/checkoutPage$/);

  // The provider's webhook turns the captured payment into the order (docs/product/payments.md "Webhooks").
  await expect(async () => {
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: /Order #\d+/ })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
});

test("the checkout page and its payment dialog are accessible", async ({ page, request }) => {
  await readyToPay(page, request);
  await expect(page.getByRole("radio", { name: /Priya Sharma/ })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expect(page.getByRole("dialog", { name: "Complete your payment" })).toBeVisible();
  await expectAccessible(page);
});

test("checkout needs a logged-in shopper", async ({ page }) => {
  await page.goto("/checkoutPage");
  await expect(page).toHaveURL(/\/login/);
});
