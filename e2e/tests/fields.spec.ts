import { type Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { loginAs, registerShopper } from "../auth";
import { fillCart, openCheckout } from "./checkout-helpers";

/** Text inputs and text areas of the open page (or dialog) that have no maxlength. */
async function fieldsWithoutLimit(page: Page, scope = "main") {
  return page.locator(scope).evaluate((root) =>
    [...root.querySelectorAll("input, textarea")]
      .filter(
        (field) => !["checkbox", "radio", "number", "hidden"].includes(field.getAttribute("type") ?? ""),
      )
      .filter((field) => !field.hasAttribute("maxlength"))
      .map((field) => field.getAttribute("name") ?? field.id),
  );
}

test("every text field of the storefront's forms carries its limit", async ({ page, request }) => {
  const missing: Record<string, string[]> = {};
  for (const path of [
    "/login",
    "/signup",
    "/forgot-password",
    "/reset-password/token",
    "/contact",
    "/grievance",
    "/distributer",
  ]) {
    await page.goto(path);
    await expect(page.locator("main input:not([type=hidden])").first()).toBeVisible();
    const fields = await fieldsWithoutLimit(page);
    if (fields.length > 0) missing[path] = fields;
  }

  const shopper = await registerShopper(request);
  await fillCart(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);
  await page.getByRole("button", { name: "Add New Address" }).click();
  const fields = await fieldsWithoutLimit(page, "dialog[open]");
  if (fields.length > 0) missing["address form"] = fields;

  await page.keyboard.press("Escape");
  await page.goto("/account");
  await expect(page.locator("main input:not([type=hidden])").first()).toBeVisible();
  const accountFields = await fieldsWithoutLimit(page);
  if (accountFields.length > 0) missing["/account"] = accountFields;
  expect(missing).toEqual({});
});

test("a name longer than the limit stops at the limit instead of being refused", async ({ page }) => {
  await page.goto("/signup");
  const name = page.getByLabel("Full Name");
  await name.fill("Venkata ".repeat(15));
  await expect(name).toHaveValue("Venkata ".repeat(10));
  await page.getByLabel("Email Address").fill(`venkata.${Date.now()}@example.in`);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Signup successful!")).toBeVisible();
});
