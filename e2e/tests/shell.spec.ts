import AxeBuilder from "@axe-core/playwright";
import { STOREFRONT_PAGE_SIZE } from "@vayu/shared/catalog";
import { loginAs, registerShopper } from "../auth";
import { expect, expectAccessible, test, waitForHydration } from "../fixtures";
import { addToCartViaApi, addToWishlistViaApi } from "./cart-helpers";
import { demoCategories, demoCategory, slug } from "./catalog-helpers";

test.describe("store shell", () => {
  test("every page has the header, the footer and the desktop chat widget", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Vayu Home Appliances home" })).toBeVisible();
    await expect(header.getByRole("link", { name: /\+91 98765 43210/ })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(header.getByRole("link", { name: "+91 91234 56789" })).toHaveAttribute(
      "href",
      "tel:+919123456789",
    );
    await expect(header.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/919876543210",
    );
    const nav = header.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of ["Product", "Help"]) await expect(nav.getByRole("button", { name })).toBeVisible();
    // Anonymous: no count badges, and a Login link.
    await expect(header.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Wishlist", exact: true })).toBeVisible();
    await expect(header.getByTestId("cart-count")).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");

    const footer = page.getByRole("contentinfo");
    const information = footer.getByRole("navigation", { name: "Information" });
    await expect(information.getByRole("link")).toHaveText(["Home", "About Us"]);
    const support = footer.getByRole("navigation", { name: "Support" });
    await expect(support.getByRole("link")).toHaveText([
      "Contact Us",
      "Privacy Policy",
      "Shipping & Delivery",
      "Cancellation & Refund",
      "Terms & Conditions",
      "Grievance Redressal",
    ]);
    await expect(
      footer.getByText("Plot 42, Sector 8, IMT Manesar, Gurugram, Haryana 122051, India", { exact: true }),
    ).toBeVisible();
    await expect(footer.getByRole("link", { name: "info@vayuappliances.in" })).toHaveAttribute(
      "href",
      "mailto:info@vayuappliances.in",
    );
    for (const name of ["Facebook", "Instagram", "YouTube", "X"])
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    // Checkout takes UPI, cards and cash on delivery: the footer promises nothing else.
    await expect(footer).toContainText("Pay by UPI, card or cash on delivery");
    await expect(footer).not.toContainText(/net ?banking/i);

    await page.getByRole("button", { name: "Chat with us" }).click();
    const chat = page.getByRole("region", { name: "Chat with us" });
    await expect(chat.getByText("Hi there! 👋 How can we assist you today?")).toBeVisible();
    await expect(chat.getByRole("link", { name: "Start Chat" })).toHaveAttribute(
      "href",
      "https://wa.me/919876543210",
    );
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
  });

  test("the shell passes the accessibility check with the chat panel open", async ({ page, pageErrors }) => {
    pageErrors.allow(/^HTTP 404 GET \/no-such-page$/); // the 404 page's own status
    await page.goto("/no-such-page");
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expectAccessible(page);
  });

  test("cart and wishlist badges appear once the shopper has something in them", async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    await loginAs(page, shopper);
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: /Priya/ })).toBeVisible();
    await expect(header.getByTestId("cart-count")).toHaveCount(0);
    await expect(header.getByTestId("wishlist-count")).toHaveCount(0);

    const { products } = await demoCategory(request, "Fans");
    const [a, b] = products.filter((p) => p.stock > 0);
    await addToCartViaApi(request, shopper, a!._id);
    await addToCartViaApi(request, shopper, b!._id);
    await addToWishlistViaApi(request, shopper, a!._id);
    await page.reload();
    await expect(header.getByTestId("cart-count")).toHaveText("2");
    await expect(header.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    await expect(header.getByTestId("wishlist-count")).toHaveText("1");
    await expectAccessible(page);
  });

  test("the Product mega menu works with the mouse", async ({ page, request }) => {
    const { category, path } = await demoCategory(request, "Fans");
    const sub = category.subcategories[1]!;
    await page.goto("/about");
    // Opening on hover is the script's: before it a tap opens the menu's own page (docs/decisions/213-dialogs-before-javascript.md).
    await waitForHydration(page);
    await page.getByRole("button", { name: "Product" }).hover();
    const panel = page.getByRole("navigation", { name: "Main" });
    await expect(panel.getByRole("link", { name: category.name, exact: true })).toBeVisible();
    await expectAccessible(page);
    await panel.getByRole("link", { name: sub.name, exact: true }).click();
    await expect(page).toHaveURL(`${path}/${sub._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop By Fans");
    await expect(page.getByRole("checkbox", { name: sub.name })).toBeChecked();
    await expect(panel.getByRole("link", { name: sub.name, exact: true })).toBeHidden();
  });

  test("the Product and Help menus work with the keyboard", async ({ page, request }) => {
    const categories = await demoCategories(request);
    const first = categories[0]!;
    await page.goto("/");
    // The menus' arrow keys are the live page's (a tap before it is kept and replayed; a key is not).
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const product = nav.getByRole("button", { name: "Product" });
    await product.focus();
    await page.keyboard.press("ArrowDown");
    await expect(product).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: first.name, exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: first.subcategories[0]!.name, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(product).toHaveAttribute("aria-expanded", "false");
    await expect(product).toBeFocused();

    // Enter opens, Tab walks into the panel, Enter follows a link.
    await page.keyboard.press("Enter");
    await expect(product).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: first.name, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/${slug(first.name)}/${first._id}`);
    await expect(product).toHaveAttribute("aria-expanded", "false");

    const help = nav.getByRole("button", { name: "Help" });
    await help.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Office" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeFocused();
    // Tabbing out of the menu closes it.
    await page.keyboard.press("Tab");
    await expect(help).toHaveAttribute("aria-expanded", "false");
  });

  test("the mobile menu at 390 px has collapsible Product and Help groups", async ({ page, request }) => {
    const { category, path } = await demoCategory(request, "Mixer Grinders");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: /Call/ })).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const help = menu.getByRole("button", { name: "Help" });
    await expect(menu.getByRole("link", { name: "Office" })).toBeHidden();
    await help.click();
    await expect(help).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Office", "Career", "Contact Us"])
      await expect(menu.getByRole("link", { name })).toBeVisible();
    await help.click();
    await expect(menu.getByRole("link", { name: "Office" })).toBeHidden();

    await menu.getByRole("button", { name: "Product" }).click();
    const link = menu.getByRole("link", { name: category.name });
    await expect(link).toHaveAttribute("href", `/category/${category._id}`);
    await expectAccessible(page);
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop By Mixer Grinders");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expectAccessible(page);
  });

  test("at 360 px the header shows both phone numbers and the menu's Product group mirrors the mega menu", async ({
    page,
    request,
  }) => {
    const categories = await demoCategories(request);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    const header = page.getByRole("banner");
    for (const name of [/\+91 98765 43210/, /\+91 91234 56789/, /Chat on WhatsApp/]) {
      const link = header.getByRole("link", { name });
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x, String(name)).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, String(name)).toBeLessThanOrEqual(360);
      expect(box.height, `${String(name)} on one line`).toBeLessThan(24);
    }

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Product" }).click();
    for (const category of categories) {
      const path = `/${slug(category.name)}/${category._id}`;
      await expect(menu.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/category/${category._id}`,
      );
      for (const sub of category.subcategories) {
        await expect(menu.getByRole("link", { name: sub.name, exact: true })).toHaveAttribute(
          "href",
          `${path}/${sub._id}`,
        );
      }
    }
    const first = categories[0]!;
    const sub = first.subcategories[0]!;
    await menu.getByRole("link", { name: sub.name, exact: true }).click();
    await expect(page).toHaveURL(`/${slug(first.name)}/${first._id}/${sub._id}`);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Shop By ${first.name}`);
  });

  for (const width of [360, 1280]) {
    test(`at ${width} px a toast leaves the header uncovered`, async ({ page, request }) => {
      const shopper = await registerShopper(request);
      const { products } = await demoCategory(request, "Fans");
      const product = products.find((p) => p.stock > 0)!;
      await loginAs(page, shopper);
      await page.setViewportSize({ width, height: 780 });
      await page.goto(`/product/${product._id}`);
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Added to cart!" });
      await expect(toast).toBeVisible();
      const header = (await page.getByRole("banner").boundingBox())!;
      // Where the toast comes to rest once it has slid in.
      await expect
        .poll(async () => (await toast.boundingBox())?.y)
        .toBeGreaterThanOrEqual(header.y + header.height);
      // At rest, its colours read: the page-wide checks leave toasts out (fixtures.ts).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const contrast = await new AxeBuilder({ page }).include("[data-sonner-toaster]").withRules(["color-contrast"]).analyze();
      expect(contrast.violations).toEqual([]);
    });
  }

  test("the desktop chat button covers none of the page's text or cards", async ({ page, request }) => {
    const shopper = await registerShopper(request);
    const { products } = await demoCategory(request, "Air Coolers");
    await addToCartViaApi(request, shopper, products.find((p) => p.stock > 0)!._id);
    await loginAs(page, shopper);
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/cart", `/product/${products[0]!._id}`, "/about"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const chat = (await page.getByRole("button", { name: "Chat with us" }).boundingBox())!;
        const covered = await page.evaluate((left) => {
          const clipped = (element: Element) => {
            for (
              let parent = element.parentElement;
              parent && parent !== document.body;
              parent = parent.parentElement
            ) {
              if (getComputedStyle(parent).overflowX !== "visible") return true;
            }
            return false;
          };
          // Anything narrower than the window (full-width bands are backgrounds) reaching under the button.
          return [...document.querySelectorAll("main *, footer *")]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.width < window.innerWidth && box.right > left && !clipped(element);
            })
            .map(
              (element) =>
                `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`,
            )
            .slice(0, 3);
        }, chat.x);
        expect(covered, `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test("scrolls back to the top when the path changes", async ({ page, request }) => {
    const { products, path } = await demoCategory(request, "Air Coolers");
    await page.goto(path);
    const last = page.getByRole("link", {
      name: products.slice(0, STOREFRONT_PAGE_SIZE).at(-1)!.title,
      exact: true,
    });
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await last.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unknown paths show the 404 page with a way home", async ({ page, pageErrors }) => {
    pageErrors.allow(/^HTTP 404 GET \/no-such-page$/); // the unknown path under test
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Go Back Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
