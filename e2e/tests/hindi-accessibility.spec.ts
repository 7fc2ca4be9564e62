import { loginAs, registerShopper } from "../auth";
import { accessibilityViolations, expect, test } from "../fixtures";
import { addToCartViaApi } from "./cart-helpers";
import { demoCategory } from "./catalog-helpers";

// Axe on the Hindi store's pages, every impact (issue 33, "Accessibility";
// docs/decisions/310-hindi-store.md): the pages a Hindi shopper walks through, in Hindi.
test.describe.configure({ timeout: 180_000 });
test.use({ hydrationWait: true });

test("the Hindi pages from home to cart have no accessibility violations", async ({ page, request }) => {
  const { products, path } = await demoCategory(request, "Air Coolers");
  const inStock = products.filter((p) => p.stock > 0);
  const [first, second] = inStock;
  const visitorPages = [
    "/hi/",
    `/hi${path}`,
    `/hi/product/${first!._id}`,
    `/hi/compare?ids=${first!._id},${second!._id}`,
    "/hi/privacy",
    "/hi/contact",
    "/hi/login",
  ];
  const violations: string[] = [];
  const check = async (url: string) => {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html"), url).toHaveAttribute("lang", "hi");
    for (const line of await accessibilityViolations(page)) violations.push(`${url} ${line}`);
  };
  for (const url of visitorPages) await check(url);

  // The cart with a cooler in it, as the shopper who chose it sees it.
  const shopper = await registerShopper(request);
  await addToCartViaApi(request, shopper, first!._id);
  await loginAs(page, shopper);
  await check("/hi/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);

  expect(violations).toEqual([]);
});
