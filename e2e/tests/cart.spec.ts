import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, expectAccessible, test, waitForHydration } from "../fixtures";
import { addToCartViaApi, addToWishlistViaApi, serverCart, stockedListing } from "./cart-helpers";
import { demoCategory } from "./catalog-helpers";
import { inr } from "./checkout-helpers";

test("an anonymous visitor's Add to cart leads through login and is done after it; the cart page asks for login", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const listing = await stockedListing(request, 1);
  const product = listing.products[0]!;
  await page.goto(listing.path);
  const card = page.getByRole("article").filter({ hasText: product.title });
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("You need to login First")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=.+&intent=cart-add%3A/);

  // The add the shopper meant is done once they have logged in (docs/decisions/195-forms-before-javascript.md).
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${listing.path.replace(/[/?]/g, "\\$&")}$`));
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect((await serverCart(request, shopper)).items.map((item) => item.product._id)).toEqual([product._id]);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto("/cart");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("a shopper adds from a card and from the product page; the badge counts the lines", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { path, products } = await stockedListing(request, 2);
  const [fromCard, fromPage] = products as [(typeof products)[0], (typeof products)[0]];
  await loginAs(page, shopper);

  await page.goto(path);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  const card = page.getByRole("article").filter({ hasText: fromCard.title });
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expect(card.getByRole("button", { name: "In Cart" })).toBeDisabled();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.goto(`/product/${fromPage._id}`);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  const already = page.getByRole("button", { name: "Already in Cart" });
  await expect(already).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await already.click();
  await expect(page.getByText("Product is already in the cart!")).toBeVisible();

  // The badge survives a reload (mirrored locally, then refreshed from the server).
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  expect((await serverCart(request, shopper)).items.map((i) => i.product._id).sort()).toEqual(
    [fromCard._id, fromPage._id].sort(),
  );
});

test("a repeat add from a stale page warns that the product is already in the cart", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 409 POST \/api\/cart$/); // the repeat add under test
  const shopper = await registerShopper(request);
  const { products } = await stockedListing(request, 1);
  const product = products[0]!;
  await loginAs(page, shopper);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
  // Added elsewhere (another tab) after this page loaded its cart.
  await addToCartViaApi(request, shopper, product._id);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByText("Product is already in the cart!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Already in Cart" })).toBeVisible();
});

test("the cart page changes quantities, agrees with the server to the paisa, removes lines and checks out", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { products } = await stockedListing(request, 2);
  const [first, second] = products as [(typeof products)[0], (typeof products)[0]];
  await addToCartViaApi(request, shopper, first._id);
  await addToCartViaApi(request, shopper, second._id);
  await loginAs(page, shopper);
  await page.goto("/cart");

  await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
  const line = page.getByTestId("cart-line").filter({ hasText: first.title });
  const quantity = line.getByRole("status", { name: `Quantity of ${first.title}` });
  await expect(quantity).toHaveText("1");
  await expect(line.getByRole("button", { name: `Decrease quantity of ${first.title}` })).toBeDisabled();

  await line.getByRole("button", { name: `Increase quantity of ${first.title}` }).click();
  await expect(quantity).toHaveText("2");
  await expect(line.getByTestId("line-total")).toHaveText(inr(2 * (first.salePrice ?? first.price)));
  await expect
    .poll(
      async () =>
        (await serverCart(request, shopper)).items.find((i) => i.product._id === first._id)?.quantity,
    )
    .toBe(2);

  const server = await serverCart(request, shopper);
  await expect(page.getByTestId("summary-subtotal")).toHaveText(inr(server.subtotal));
  await expect(page.getByTestId("summary-shipping")).toHaveText(inr(5));
  await expect(page.getByTestId("summary-total")).toHaveText(inr(server.total));
  await expectAccessible(page);

  await line.getByRole("button", { name: `Decrease quantity of ${first.title}` }).click();
  await expect(quantity).toHaveText("1");
  await expect
    .poll(
      async () =>
        (await serverCart(request, shopper)).items.find((i) => i.product._id === first._id)?.quantity,
    )
    .toBe(1);

  await page.getByRole("button", { name: `Remove ${second.title} from cart` }).click();
  await expect(page.getByText("Removed from cart!")).toBeVisible();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  const expected = await serverCart(request, shopper);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkoutPage$/);
  await expect(page.getByRole("region", { name: "Price Details" })).toContainText(first.title);
  await expect(page.getByTestId("checkout-total")).toHaveText(inr(expected.total));
});

test("a quantity the server refuses is rolled back with the server's reason", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/^HTTP 400 \w+ \/api\/cart\/updatequantity$/); // the refusal under test
  const shopper = await registerShopper(request);
  const { products } = await stockedListing(request, 1);
  const product = products[0]!;
  await addToCartViaApi(request, shopper, product._id);
  await loginAs(page, shopper);
  // The refusal is held back until the page has been seen waiting for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/cart/updatequantity", async (route) => {
    await held;
    await route.fulfill({
      status: 400,
      json: { message: "Quantity must be between 1 and 1: only 1 in stock." },
    });
  });
  await page.goto("/cart");
  // The page's script sends the change (a tap before it is live posts the form to the server, past the stub).
  await waitForHydration(page);
  const increase = page.getByRole("button", { name: `Increase quantity of ${product.title}` });
  const quantity = page.getByRole("status", { name: `Quantity of ${product.title}` });
  await increase.click();
  // Applied at once, with the buttons waiting for the server...
  await expect(quantity).toHaveText("2");
  await expect(increase).toBeDisabled();
  release();
  // ...then put back when it refuses.
  await expect(page.getByText("Quantity must be between 1 and 1: only 1 in stock.")).toBeVisible();
  await expect(quantity).toHaveText("1");
  await expect(increase).toBeEnabled();
  expect((await serverCart(request, shopper)).items[0]!.quantity).toBe(1);
});

test("at 360 px a cart line keeps its whole quantity stepper", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const { products } = await stockedListing(request, 1);
  const product = products[0]!;
  await addToCartViaApi(request, shopper, product._id);
  await loginAs(page, shopper);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/cart");
  const stepper = page.getByRole("group", { name: `Quantity of ${product.title}` });
  const box = (await stepper.boundingBox())!;
  for (const name of [`Decrease quantity of ${product.title}`, `Increase quantity of ${product.title}`]) {
    const button = (await stepper.getByRole("button", { name }).boundingBox())!;
    expect(Math.round(button.width), name).toBe(36);
    expect(button.x + button.width, name).toBeLessThanOrEqual(box.x + box.width);
  }
});

test("removing the last line shows the empty cart with Start Shopping", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const { products } = await stockedListing(request, 1);
  const product = products[0]!;
  await addToCartViaApi(request, shopper, product._id);
  await loginAs(page, shopper);
  await page.goto("/cart");
  await page.getByRole("button", { name: `Remove ${product.title} from cart` }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  // Checked without the toast, which is the toaster's concern, not the page's.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Start Shopping" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a product staff hide is named as no longer available in the cart, and can be removed", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { category, products } = await demoCategory(request, "Fans");
  const kept = products.find((p) => p.stock >= 5)!;
  const staff = { Authorization: `Bearer ${(await staffLogin(request)).token}` };
  const created = await request.post("/api/admin/products", {
    headers: staff,
    data: {
      title: `Vayu Breeze Clearance Fan ${Date.now()}`,
      price: 2499,
      stock: 5,
      hsn: "84145100",
      categoryId: category._id,
      subcategoryId: category.subcategories[0]!._id,
    },
  });
  expect(created.status()).toBe(201);
  const hidden = ((await created.json()) as { product: { _id: string; title: string } }).product;
  await addToCartViaApi(request, shopper, kept._id);
  await addToCartViaApi(request, shopper, hidden._id);
  const hide = await request.patch(`/api/admin/products/${hidden._id}`, { headers: staff, data: { active: false } });
  expect(hide.ok()).toBe(true);

  await loginAs(page, shopper);
  await page.goto("/cart");
  const notice = page.getByRole("region", { name: "No longer available" });
  await expect(notice).toContainText(`${hidden.title} is no longer available`);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("summary-total")).toHaveText(inr((await serverCart(request, shopper)).total));
  await expectAccessible(page);

  await notice.getByRole("button", { name: `Remove ${hidden.title} from cart` }).click();
  await expect(page.getByText("Removed from cart!")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
});

test("the cart and wishlist arrive after login, are mirrored locally and go at logout", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { products } = await stockedListing(request, 2);
  await addToCartViaApi(request, shopper, products[0]!._id);
  await addToWishlistViaApi(request, shopper, products[1]!._id);

  await page.goto("/login");
  // The copies are the live page's: a login posted before the script has none until the lists'
  // next fetch (a gap written down in issue 27's closing note), so this one logs in once live.
  await waitForHydration(page);
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");
  const mirrored = () => page.evaluate(() => [localStorage.getItem("cart") ?? "", localStorage.getItem("wishlist") ?? ""]);
  await expect.poll(async () => (await mirrored())[0]).toContain(products[0]!._id);
  await expect.poll(async () => (await mirrored())[1]).toContain(products[1]!._id);

  await page.getByRole("button", { name: `Account menu for ${shopper.name}` }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("User Logged Out successfully")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await expect(page.getByTestId("wishlist-count")).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem("cart"), localStorage.getItem("wishlist")])).toEqual(
    [null, null],
  );
});
