import { readFile } from "node:fs/promises";
import { loginAs, registerShopper } from "../auth";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "../fixtures";
import { paidOrder } from "./lifecycle-helpers";

// A paid order through the sandbox and a PDF take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("a shopper downloads the GST tax invoice from the order page and from My Orders", async ({ page, request }) => {
  const shopper = await registerShopper(request, "Meera Joshi");
  const order = await paidOrder(request, shopper);
  await loginAs(page, shopper);
  await page.setViewportSize({ width: 360, height: 800 });

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: `Order #${order.number}`, level: 1 })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download GST tax invoice (PDF)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^VHA-\d{2}-\d{2}-\d{6}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.goto("/orders");
  const [again] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Tax invoice of order #${order.number} (PDF)` }).click()]);
  expect(again.suggestedFilename()).toBe(download.suggestedFilename());
});

test("every page's footer names the seller, its GSTIN and customer care, and links the Grievance page", async ({ page }) => {
  await page.goto("/");
  const seller = page.getByRole("region", { name: "Seller details" });
  await expect(seller).toContainText("Seller: Vayu Home Appliances Private Limited");
  await expect(seller).toContainText("GSTIN: 06AAHCV4821K1Z4");
  await expect(seller).toContainText("IMT Manesar, Gurugram, Haryana 122051");
  await expect(seller).toContainText("Customer care: +91 98765 43210");
  await seller.getByRole("link", { name: "Grievance Officer" }).click();
  await expect(page).toHaveURL(/\/grievance$/);
});
