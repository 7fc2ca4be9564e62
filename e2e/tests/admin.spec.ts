import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, expectAccessible, test } from "../fixtures";
import { fillCart } from "./checkout-helpers";

test("a shopper sees Staff only on the staff page", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 403 GET \/api\/admin\//); // a shopper on the staff page
  await loginAs(page, await registerShopper(request));
  await page.goto("/admin");
  await expect(page.getByRole("alert").getByRole("heading", { name: "Staff only" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
});

test("staff hide a product from the store", async ({ page, request }) => {
  test.setTimeout(60_000); // a product edit, then an axe run of the console
  const shopper = await registerShopper(request, "Kavya Nair");
  const bought = await fillCart(request, shopper);

  await loginAs(page, await staffLogin(request));
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Products" }).click();
  await page.getByRole("searchbox", { name: "Search products" }).fill(bought.title);
  await page.getByRole("button", { name: `Edit ${bought.title}` }).click();
  const product = page.getByRole("form", { name: `Edit ${bought.title}` });
  const sale = product.getByRole("textbox", { name: "Sale price (₹, optional)" });
  await sale.fill(String(bought.price + 1));
  await product.getByRole("button", { name: "Save product" }).click();
  await expect(product.getByText("Sale price must be lower than the price.")).toBeVisible();
  await sale.fill(bought.salePrice === undefined ? "" : String(bought.salePrice));
  await product.getByRole("checkbox", { name: "Shown in the store" }).uncheck();
  await product.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: bought.title }).getByText("Hidden")).toBeVisible();
  await expectAccessible(page);

  const listing = (await (await request.get("/api/product")).json()) as { data: { _id: string }[] };
  expect(listing.data.some((p) => p._id === bought._id)).toBe(false);
});
