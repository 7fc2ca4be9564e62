import { expect, test } from "@playwright/test";
import { loginAs, registerShopper, staffLogin } from "../auth";
import { expectAccessible, trackConsoleErrors } from "../fixtures";
import { fillCart, purchaseViaApi, saveAddress } from "./checkout-helpers";

test("a shopper sees Staff only on the staff page", async ({ page, request }) => {
  await loginAs(page, await registerShopper(request));
  await page.goto("/admin");
  await expect(page.getByRole("alert").getByRole("heading", { name: "Staff only" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
});

test("staff ship an order the shopper then sees as Shipped, and hide a product from the store", async ({
  page,
  request,
}) => {
  const errors = trackConsoleErrors(page);
  const shopper = await registerShopper(request, "Kavya Nair");
  const bought = await fillCart(request, shopper);
  await purchaseViaApi(request, shopper, (await saveAddress(request, shopper))._id);

  await loginAs(page, await staffLogin(request));
  await page.goto("/admin");
  const row = page.getByRole("listitem").filter({ hasText: shopper.email });
  await expect(row).toContainText(bought.title);
  await row.getByRole("combobox", { name: /Status of order/ }).selectOption("Shipped");
  await expect(page.getByText(/is now Shipped\./)).toBeVisible();
  await expectAccessible(page);

  const orders = await request.get("/api/order", { headers: { Authorization: `Bearer ${shopper.token}` } });
  expect(((await orders.json()) as { orders: { orderStatus: string }[] }).orders[0]?.orderStatus).toBe(
    "Shipped",
  );

  await page.getByRole("tab", { name: "Products" }).click();
  await page.getByRole("searchbox", { name: "Search products" }).fill(bought.title);
  const product = page.getByRole("form", { name: bought.title });
  const sale = product.getByRole("textbox", { name: "Sale (₹)" });
  await sale.fill(String(bought.price + 1));
  await product.getByRole("button", { name: "Save" }).click();
  await expect(product.getByRole("alert")).toHaveText("Sale price must be lower than the price.");
  await sale.fill(bought.salePrice === undefined ? "" : String(bought.salePrice));
  await product.getByRole("checkbox", { name: "Shown in store" }).uncheck();
  await product.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved “${bought.title}”.`)).toBeVisible();
  await expect(product.getByText("Hidden")).toBeVisible();
  await expectAccessible(page);

  const listing = (await (await request.get("/api/product")).json()) as { data: { _id: string }[] };
  expect(listing.data.some((p) => p._id === bought._id)).toBe(false);
  expect(errors).toEqual([]);
});
