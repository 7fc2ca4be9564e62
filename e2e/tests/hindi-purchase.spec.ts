import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { cheapProduct, saveAddress } from "./checkout-helpers";

// A whole purchase on a busy machine takes a while.
test.describe.configure({ timeout: 180_000 });

// A Hindi purchase (docs/product/http-contract.md "Languages"): every page of it stays under /hi.
test("a shopper on /hi adds a product, checks out cash on delivery in Hindi and lands on the Hindi order page", async ({
  page,
  request,
}) => {
  const staff = await staffLogin(request);
  const product = await cheapProduct(request, staff);
  // Staff give it a Hindi title: the cart and the checkout name its line in Hindi (ADR 313).
  const hindiTitle = `पंखे का स्पीड रेगुलेटर ${product._id.slice(0, 4)}`;
  const named = await request.patch(`/api/admin/products/${product._id}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { hi: { title: hindiTitle } },
  });
  expect(named.status(), await named.text()).toBe(200);
  const shopper = await registerShopper(request);
  await saveAddress(request, shopper);
  await loginAs(page, shopper);

  await page.goto(`/hi/product/${product._id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // The product page's buttons are the browse area's (English until it is translated, Hindi after).
  await page.getByRole("button", { name: /^(Add to Cart|कार्ट में)/ }).first().click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.goto("/hi/cart");
  await expect(page.getByRole("heading", { name: "शॉपिंग कार्ट" })).toBeVisible();
  await expect(page.getByTestId("cart-line")).toContainText(hindiTitle);
  await expect(page.getByTestId("cart-line")).not.toContainText(product.title);
  await page.getByRole("button", { name: "चेकआउट करें" }).click();

  await expect(page).toHaveURL(/\/hi\/checkoutPage$/);
  await expect(page.getByRole("heading", { name: "चेकआउट", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "इस ऑर्डर के आइटम" })).toContainText(hindiTitle);
  await page.getByRole("radio", { name: /Priya Sharma/ }).check();
  const cod = page.getByRole("radio", { name: /कैश ऑन डिलीवरी/ });
  await expect(cod).toBeEnabled();
  await cod.check();
  await expect(page.getByTestId("delivering-to")).toContainText(/डिलीवरी पर ₹[\d,]+\.00 कैश में दें/);
  await page.getByRole("button", { name: "ऑर्डर करें" }).click();

  await expect(page).toHaveURL(/\/hi\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status", { name: "ऑर्डर हो गया" })).toContainText("धन्यवाद! आपका ऑर्डर हो गया है।");
  await expect(page.locator("[data-status='Awaiting confirmation']").first()).toHaveText(
    "पुष्टि का इंतज़ार",
  );
  // A COD order waits for its shopper's confirmation (ADR 305), asked for in Hindi.
  const confirmation = page.getByRole("region", { name: "कृपया अपने कैश ऑन डिलीवरी ऑर्डर को कन्फ़र्म करें" });
  await confirmation.getByRole("button", { name: "ऑर्डर कन्फ़र्म करें" }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(page.locator("[data-status='Placed']").first()).toHaveText("ऑर्डर हो गया");
  const orderUrl = page.url();

  await page.getByRole("link", { name: "मेरे ऑर्डर" }).first().click();
  await expect(page).toHaveURL(/\/hi\/orders$/);
  await expect(page.getByRole("article").first()).toContainText("कैश ऑन डिलीवरी");

  // The buying pages at a phone's and a desktop's width, the cart full again: nothing wider than the screen.
  const refill = await request.post("/api/cart", {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { productId: product._id, quantity: 1 },
  });
  expect(refill.ok()).toBe(true);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ["cart", "/hi/cart"],
      ["checkout", "/hi/checkoutPage"],
      ["order", new URL(orderUrl).pathname],
      ["orders", "/hi/orders"],
      ["track", "/hi/track"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: test.info().outputPath(`hindi-${name}-${width}.png`), fullPage: true });
    }
  }
});
