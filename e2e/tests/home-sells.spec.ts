import type { APIRequestContext } from "@playwright/test";
import { registerShopper, staffLogin } from "../auth";
import { expect, expectNoHorizontalScroll, test, waitForHydration } from "../fixtures";
import { bearer } from "./cod-order";
import { demoCategory } from "./catalog-helpers";
import { saveAddress, type StoreProduct } from "./checkout-helpers";

/** Home that sells (docs/decisions/335-home-that-sells.md): bestsellers from real orders, deals from sales, recently viewed on the device. */

async function cheapestInStock(request: APIRequestContext, count: number): Promise<StoreProduct[]> {
  const { data } = (await (await request.get("/api/product?sort=price-asc")).json()) as { data: StoreProduct[] };
  return data.filter((product) => product.stock >= 10).slice(0, count);
}

/** `count` new fans in stock, named apart, as staff add them. */
async function freshProducts(request: APIRequestContext, count: number): Promise<StoreProduct[]> {
  const staff = await staffLogin(request);
  const { category } = await demoCategory(request, "Fans");
  const made: StoreProduct[] = [];
  for (let index = 0; index < count; index++) {
    const created = await request.post("/api/admin/products", {
      headers: bearer(staff),
      data: { title: `Bestseller Journey Fan ${index + 1} ${Date.now()}`, price: 499, stock: 20, hsn: "84145110", categoryId: category._id, subcategoryId: category.subcategories[0]!._id },
    });
    expect(created.status(), await created.text()).toBe(201);
    made.push(((await created.json()) as { product: StoreProduct }).product);
  }
  return made;
}

test("a cash-on-delivery order's products become the home page's bestsellers, most units first", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const products = await freshProducts(request, 4);
  // Products no other journey sells, so only this order orders them; six units at least, so
  // earlier journeys' sales (two units of a product at most) do not push them out of the row of eight.
  const lines = products.map((product, index) => ({ product: product._id, quantity: 9 - index }));
  for (const line of lines) {
    const added = await request.post("/api/cart", { headers: bearer(shopper), data: { productId: line.product, quantity: line.quantity } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const address = await saveAddress(request, shopper);
  const place = (totalAmount: number) =>
    request.post("/api/order", { headers: bearer(shopper), data: { paymentType: "COD", totalAmount, address: address._id, products: lines } });
  const { cart } = (await (await request.get("/api/cart", { headers: bearer(shopper) })).json()) as { cart: { total: number } };
  let placed = await place(cart.total);
  if (placed.status() === 409) placed = await place(((await placed.json()) as { amount: number }).amount);
  expect(placed.status(), await placed.text()).toBe(201);

  await page.goto("/");
  // Orders of earlier journeys count too: this order's products are there, in the order of their units.
  const bestsellers = page.getByRole("region", { name: "Bestsellers" });
  const ours = new Set(products.map((product) => product.title));
  await expect
    .poll(async () => (await bestsellers.getByRole("heading", { level: 3 }).allTextContents()).filter((title) => ours.has(title)))
    .toEqual(products.map((product) => product.title));
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);

  await page.goto("/hi/");
  await expect(page.getByRole("region", { name: "सबसे ज़्यादा बिकने वाले" }).getByRole("heading", { level: 3 }).first()).toBeVisible();
});

test("a sale staff start puts its product among the home page's deals", async ({ page, request }) => {
  const staff = await staffLogin(request);
  const [product] = (await cheapestInStock(request, 6)).slice(5);
  const response = await request.post("/api/admin/sales", {
    headers: bearer(staff),
    data: { name: `Home deal ${Date.now()}`, startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), percentOff: 45, productIds: [product!._id] },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { sale } = (await response.json()) as { sale: { _id: string } };
  try {
    await page.goto("/");
    const deals = page.getByRole("region", { name: "Deals" });
    await expect(deals.getByRole("heading", { level: 3, name: product!.title })).toBeVisible();
    await expect(deals.getByTestId("sale-badge").first()).toBeVisible();
  } finally {
    // Other journeys read this product's price and its listing's countdown: the sale ends with the test.
    await request.delete(`/api/admin/sales/${sale._id}`, { headers: bearer(staff) });
  }
});

test("the product opened first is recently viewed on the second, and the server's page never carries the row", async ({ page, request }) => {
  const [first, second] = await cheapestInStock(request, 2);
  await page.goto(`/product/${first!._id}`);
  await waitForHydration(page);
  await page.goto(`/product/${second!._id}`);
  await waitForHydration(page);
  const row = page.getByRole("region", { name: "Recently viewed" });
  await expect(row.getByRole("heading", { level: 3 })).toHaveText([first!.title]);
  const served = await (await request.get(`/product/${second!._id}`)).text();
  expect(served).not.toContain("Recently viewed");
});
