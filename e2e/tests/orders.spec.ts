import { loginAs, registerShopper } from "../auth";
import { expect, expectAccessible, test } from "../fixtures";
import { fillCart, purchaseViaApi, saveAddress } from "./checkout-helpers";

// Journeys through payment and axe runs take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("a shopper with no orders sees No orders found.", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await loginAs(page, shopper);
  await page.goto("/orders");
  await expect(page.getByRole("heading", { name: "No orders found." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/");
  await expectAccessible(page);
});

test("My Orders lists each order newest first with its products, payment, status and address", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const first = await fillCart(request, shopper);
  const office = await saveAddress(request, shopper, { name: "Office Desk", landmark: "" });
  await purchaseViaApi(request, shopper, office._id);
  const second = await fillCart(request, shopper, first._id);
  const home = await saveAddress(request, shopper, { landmark: "Near Trinity Metro" });
  await purchaseViaApi(request, shopper, home._id);

  await loginAs(page, shopper);
  await page.goto("/orders");
  const orders = page.getByRole("article");
  await expect(orders).toHaveCount(2);
  const [newest, oldest] = [orders.nth(0), orders.nth(1)];
  const numbers = await orders.getByRole("heading", { level: 2 }).allTextContents();
  const [newer, older] = numbers.map((text) => Number(text.replace(/\D/g, "")));
  expect(newer).toBeGreaterThan(older!);

  await expect(newest.getByRole("link", { name: second.title })).toHaveAttribute(
    "href",
    `/product/${second._id}`,
  );
  await expect(newest).toContainText("Landmark: Near Trinity Metro");
  await expect(oldest.getByRole("link", { name: first.title })).toHaveAttribute(
    "href",
    `/product/${first._id}`,
  );
  await expect(oldest).toContainText("Office Desk");
  await expect(oldest).toContainText("Landmark: N/A");
  for (const order of [newest, oldest]) {
    await expect(order).toContainText("Quantity:1");
    await expect(order).toContainText("Online · Card");
    await expect(order).toContainText("Placed");
    await expect(order.locator("img").first()).toBeVisible();
    await expect(order.getByText(/^Placed on/).locator("time")).toHaveAttribute(
      "datetime",
      /\d{4}-\d{2}-\d{2}T/,
    );
    await expect(order).toContainText(/Expected delivery by \w+day, \d{1,2} \w+/);
  }

  await newest.getByRole("link", { name: second.title }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${second._id}$`));

  await page.goBack();
  await expectAccessible(page);
});

test("My Orders needs a logged-in shopper", async ({ page }) => {
  await page.goto("/orders");
  await expect(page).toHaveURL(/\/login/);
});
