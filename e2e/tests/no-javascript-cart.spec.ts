import { registerShopper } from "../auth";
import { expect, test } from "../fixtures";
import { serverCart, stockedListing } from "./cart-helpers";

/**
 * The wishlist and the cart as HTML forms (docs/decisions/195-forms-before-javascript.md): every
 * tap is a form post that the server does and answers with the next page and its toast.
 */
test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper saves a product through login, fills the cart, steps a quantity and removes a line, told each time", async ({
    page,
    request,
    pageErrors,
  }) => {
    pageErrors.allow(/^request failed: GET \/assets\/[\w-]+\.js \(csp\)$/); // a browser without JavaScript refuses the page's scripts
    const shopper = await registerShopper(request);
    const { path, products } = await stockedListing(request, 2);
    const [saved, added] = products as [(typeof products)[0], (typeof products)[0]];
    const card = (title: string) =>
      page.locator("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });

    // Signed out: the heart goes to login, and the login saves the product.
    await page.goto(path);
    await card(saved.title)
      .getByRole("button", { name: `Add ${saved.title} to wishlist` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=.+&intent=wishlist-add%3A${saved._id}$`));
    await expect(page.getByText("You need to login First")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText("Added to wishlist!")).toBeVisible();
    await expect(
      card(saved.title).getByRole("button", { name: `Remove ${saved.title} from wishlist` }),
    ).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveText("1");

    await card(added.title).getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to cart!")).toBeVisible();
    await expect(card(added.title).getByRole("button", { name: "In Cart" })).toBeDisabled();

    await page.goto("/wishlist");
    await expect(page.getByTestId("wishlist-item")).toHaveText([new RegExp(saved.title)]);
    await page.getByRole("button", { name: "Move to cart" }).click();
    await expect(page.getByText("Added to cart!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Wishlist is Empty" })).toBeVisible();

    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    const line = page.getByTestId("cart-line").filter({ hasText: added.title });
    await line.getByRole("button", { name: `Increase quantity of ${added.title}` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line.locator("output")).toHaveText("2");
    await expect(line.getByRole("button", { name: `Decrease quantity of ${added.title}` })).toBeEnabled();

    await page.getByRole("button", { name: `Remove ${saved.title} from cart` }).click();
    await expect(page.getByText("Removed from cart!")).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveText([new RegExp(added.title)]);
    expect(
      (await serverCart(request, shopper)).items.map(({ product, quantity }) => [product._id, quantity]),
    ).toEqual([[added._id, 2]]);
  });
});
