import { loginAs, registerShopper } from "../auth";
import { expect, expectAccessible, expectNoHorizontalScroll, test, waitForHydration } from "../fixtures";
import { saveAddress } from "./checkout-helpers";

test.describe.configure({ timeout: 90_000 });

test("a shopper renames themselves, changes the password, picks a default address and deletes the account", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 400 POST \/api\/account\/password$/, /^HTTP 400 DELETE \/api\/account$/); // the wrong passwords typed on purpose
  const shopper = await registerShopper(request, "Kavya Nair");
  await saveAddress(request, shopper, { name: "Office" });
  await saveAddress(request, shopper, { name: "Home" });
  await loginAs(page, shopper);

  await page.goto("/");
  // The menu drops down once the page is live; a tap before that opens its own page, /account (docs/decisions/213-dialogs-before-javascript.md).
  await waitForHydration(page);
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("link", { name: "My Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");
  await expectAccessible(page);

  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByLabel("Email", { exact: true })).toHaveValue(shopper.email);
  await profile.getByLabel("Name", { exact: true }).fill("Kavya R. Nair");
  await profile.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name has been saved.")).toBeVisible();

  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current Password", { exact: true }).fill("not-it");
  await password.getByLabel("New Password", { exact: true }).fill("monsoon-2026");
  await password.getByLabel("Confirm Password", { exact: true }).fill("monsoon-2026");
  await password.getByRole("button", { name: "Change Password" }).click();
  await expect(password.getByText("Your current password is not correct.")).toBeVisible();
  await password.getByLabel("Current Password", { exact: true }).fill(shopper.password);
  await password.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed. You have been signed out on your other devices.")).toBeVisible();
  // The session the shopper registered with (another device) is over; this page still works.
  expect((await request.get("/api/auth/me", { headers: { authorization: `Bearer ${shopper.token}` } })).status()).toBe(401);

  const book = page.getByRole("region", { name: "Saved addresses" });
  await expect(book.getByRole("listitem")).toHaveCount(2);
  await book.getByRole("button", { name: "Make default the address of Office" }).click();
  await expect(page.getByText("Default address saved.")).toBeVisible();
  await expect(book.getByRole("listitem").first()).toContainText("Default");
  await expect(book.getByRole("listitem").first()).toContainText("Office");

  await page.reload();
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Name", { exact: true })).toHaveValue("Kavya R. Nair");

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password", { exact: true }).fill(shopper.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That password is not correct.")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("monsoon-2026");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  expect((await request.post("/api/auth/login", { data: { email: shopper.email, password: "monsoon-2026" } })).status()).toBe(401);
});

for (const width of [360, 1280]) {
  test(`the account page fits a ${width} px screen`, async ({ page, request }) => {
    const shopper = await registerShopper(request, "Kavya Nair");
    await saveAddress(request, shopper, { name: "Home" });
    await loginAs(page, shopper);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/account");
    await expect(page.getByRole("region", { name: "Saved addresses" }).getByRole("listitem")).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`account-${width}.png`), fullPage: true });
  });
}
