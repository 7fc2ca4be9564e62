import { expect, test } from "../fixtures";

test("the store answers with its app shell", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Vayu/);
});
