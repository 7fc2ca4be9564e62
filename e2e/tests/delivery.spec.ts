import { type Page } from "@playwright/test";
import { expect, expectAccessible, test } from "../fixtures";
import type { DemoProduct } from "./catalog-helpers";

/** Opens a demo product's page and answers its "Deliver to" box. */
async function productPage(page: Page) {
  const response = await page.request.get("/api/product");
  const { data } = (await response.json()) as { data: DemoProduct[] };
  await page.goto(`/product/${data[0]!._id}`);
  return { box: page.getByRole("region", { name: "Deliver to" }), product: data[0]! };
}

async function check(box: ReturnType<Page["getByRole"]>, pin: string) {
  await box.getByLabel("Delivery pincode").fill(pin);
  await box.getByRole("button", { name: "Check" }).click();
}

test("a shopper checks a pincode on a product page: place, dates and cash on delivery", async ({ page }) => {
  const { box, product } = await productPage(page);
  await expect(page.getByText("Country of origin: India")).toBeVisible();
  // Its own warranty beside the price, not the store-wide promise.
  await expect(page.getByText(`Warranty: ${product.warranty}`)).toBeVisible();
  await check(box, "110001");
  await expect(box.getByText(/Delivery to Central Delhi, Delhi 110001 by \w{3}, \d{1,2} \w{3} – \w{3}, \d{1,2} \w{3}/)).toBeVisible();
  await expect(box.getByText("Cash on delivery available")).toBeVisible();
  await expectAccessible(page);

  await check(box, "744101");
  await expect(box.getByText(/Delivery to South Andaman, Andaman and Nicobar Islands 744101/)).toBeVisible();
  await expect(box.getByText(/Cash on delivery is not available here/)).toBeVisible();

  // Remembered on the next product page.
  await page.reload();
  await expect(page.getByLabel("Delivery pincode")).toHaveValue("744101");
  await expect(page.getByText(/Delivery to South Andaman/)).toBeVisible();
});

test("a malformed or unknown pincode gets a clear message", async ({ page, pageErrors }) => {
  pageErrors.allow(/^HTTP 404 GET \/api\/pincode\//); // the unknown PIN code under test
  const { box } = await productPage(page);
  await check(box, "12345");
  await expect(box.getByText("Please enter a valid 6-digit pincode.")).toBeVisible();
  await check(box, "999999");
  await expect(box.getByText("We could not find this pincode. Please check it and try again.")).toBeVisible();
});
