import { loginAs, registerShopper } from "../auth";
import { expect, expectAccessible, test } from "../fixtures";
import { addToCartViaApi, addToWishlistViaApi, serverCart, stockedListing } from "./cart-helpers";

test("an anonymous visitor is sent to login from the wishlist heart and the wishlist page", async ({
  page,
  request,
}) => {
  const listing = await stockedListing(request, 1);
  const product = listing.products[0]!;
  await page.goto(listing.path);
  await page.getByRole("button", { name: `Add ${product.title} to wishlist` }).click();
  await expect(page.getByText("You need to login First")).toBeVisible();
  // The login page adds the product once the shopper has logged in (docs/decisions/195-forms-before-javascript.md).
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=.+&intent=wishlist-add%3A${product._id}$`));
  await page.goto("/wishlist");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fwishlist$/);
});

test("the heart on a card and the product page button toggle the wishlist; the badge follows", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { path, products } = await stockedListing(request, 2);
  const [onCard, onPage] = products as [(typeof products)[0], (typeof products)[0]];
  await loginAs(page, shopper);

  await page.goto(path);
  await page.getByRole("button", { name: `Add ${onCard.title} to wishlist` }).click();
  await expect(page.getByText("Added to wishlist!")).toBeVisible();
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");
  await page.getByRole("button", { name: `Remove ${onCard.title} from wishlist` }).click();
  await expect(page.getByText("Removed from wishlist!")).toBeVisible();
  await expect(page.getByTestId("wishlist-count")).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Add ${onCard.title} to wishlist` })).toBeVisible();

  await page.goto(`/product/${onPage._id}`);
  await page.getByRole("button", { name: "Add to Wishlist" }).click();
  await expect(page.getByText("Added to wishlist!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");
  await page.reload();
  await expect(page.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();
  await page.getByRole("button", { name: "Remove from Wishlist" }).click();
  await expect(page.getByText("Removed from wishlist!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Wishlist" })).toBeVisible();
});

test("the wishlist page links to products, removes them and moves them to the cart", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { products } = await stockedListing(request, 3);
  const [kept, removed, moved] = products as [
    (typeof products)[0],
    (typeof products)[0],
    (typeof products)[0],
  ];
  for (const product of [kept, removed, moved]) await addToWishlistViaApi(request, shopper, product._id);
  await loginAs(page, shopper);

  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { name: "My Wishlist" })).toBeVisible();
  await expect(page.getByTestId("wishlist-item")).toHaveCount(3);
  await expect(page.getByTestId("wishlist-count")).toHaveText("3");
  await expectAccessible(page);

  await page.getByRole("button", { name: `Remove ${removed.title} from wishlist` }).click();
  await expect(page.getByText("Removed from wishlist!")).toBeVisible();
  await expect(page.getByTestId("wishlist-item")).toHaveCount(2);

  await page
    .getByTestId("wishlist-item")
    .filter({ hasText: moved.title })
    .getByRole("button", { name: "Move to cart" })
    .click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expect(page.getByTestId("wishlist-item")).toHaveCount(1);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");
  expect((await serverCart(request, shopper)).items.map((i) => i.product._id)).toEqual([moved._id]);

  await page.getByRole("link", { name: kept.title }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${kept._id}$`));
  await expect(page.getByRole("heading", { name: kept.title, level: 1 })).toBeVisible();
});

test("moving a product that is already in the cart still takes it off the wishlist", async ({
  page,
  request,
  pageErrors,
}) => {
  pageErrors.allow(/^HTTP 409 POST \/api\/cart$/); // the server's "already in the cart" under test
  const shopper = await registerShopper(request);
  const { products } = await stockedListing(request, 1);
  const product = products[0]!;
  await addToWishlistViaApi(request, shopper, product._id);
  await addToCartViaApi(request, shopper, product._id);
  await loginAs(page, shopper);
  await page.goto("/wishlist");
  await page.getByRole("button", { name: "Move to cart" }).click();
  await expect(page.getByText("Product is already in the cart!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Wishlist is Empty" })).toBeVisible();
  expect((await serverCart(request, shopper)).items).toHaveLength(1);
});

test("an empty wishlist offers Start Exploring", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await loginAs(page, shopper);
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { name: "Your Wishlist is Empty" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Start Exploring" }).click();
  await expect(page).toHaveURL(/\/$/);
});
