import { expect, test } from "@playwright/test";

test("the store answers with its app shell", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Vayu/);
});
