import { expect, expectAccessible, test } from "../fixtures";

test.describe("a store taking payments in the sandbox", () => {
  for (const path of ["/", "/cart", "/login", "/about"]) {
    test(`says so on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("note").filter({ hasText: "Demo store: payments are simulated" })).toBeVisible();
      await expectAccessible(page);
    });
  }
});
