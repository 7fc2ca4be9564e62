import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { loginAs, registerShopper } from "../auth";
import { addToWishlistViaApi } from "./cart-helpers";
import { demoCategory } from "./catalog-helpers";
import { fillCart, purchaseViaApi, saveAddress } from "./checkout-helpers";

// Two dozen pages per test on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The most common phone width in India. */
const PHONE = { width: 360, height: 780 };

/** Every storefront route a visitor can open without logging in (the staff page is not the storefront). */
async function publicPages(page: Page) {
  const { category, products, path } = await demoCategory(page.request, "Air Coolers");
  return [
    "/",
    "/service",
    "/about",
    "/career",
    "/office",
    "/privacy",
    "/terms",
    "/shipping",
    "/return",
    "/blog/quality-products",
    "/contact",
    "/grievance",
    "/distributer",
    "/directdealer",
    "/login",
    "/signup",
    "/forgot-password",
    "/reset-password/some-token",
    path,
    `${path}/${category.subcategories[0]!._id}`,
    `/product/${products[0]!._id}`,
    "/no-such-page",
  ];
}

/** How far the open page's content reaches past the viewport's width, and what sticks out. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    // What sticks out, ignoring what a scroller or a clipping box (a carousel) keeps inside.
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
    const culprits = [...document.querySelectorAll("body *")]
      .filter(
        (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(element),
      )
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`,
      );
    return {
      path: location.pathname,
      overflow: root.scrollWidth - root.clientWidth,
      culprits: culprits.slice(0, 3),
    };
  });
}

/** Opens `path` and waits for its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

type Overflow = Awaited<ReturnType<typeof horizontalOverflow>>;

async function expectNoSidewaysScroll(page: Page, paths: string[]) {
  await page.setViewportSize(PHONE);
  const overflowing: Overflow[] = [];
  for (const path of paths) {
    await open(page, path);
    const result = await horizontalOverflow(page);
    if (result.overflow > 0) overflowing.push(result);
  }
  expect(overflowing).toEqual([]);
}

/** The 404 page is among the pages checked: its document answers 404 on purpose. */
const NOT_FOUND_PAGE = /^HTTP 404 GET \/no-such-page$/;

/** The shopper's own pages; a visitor opening them is sent to /login. */
const ACCOUNT_PAGES = ["/cart", "/wishlist", "/checkoutPage", "/orders", "/account"];

test("no storefront page scrolls sideways at 360 px for a logged-in shopper", async ({ page, request, pageErrors }) => {
  pageErrors.allow(NOT_FOUND_PAGE);
  const shopper = await registerShopper(request, "Priyadarshini Venkataraman");
  const address = await saveAddress(request, shopper);
  await fillCart(request, shopper);
  await purchaseViaApi(request, shopper, address._id);
  const product = await fillCart(request, shopper);
  await addToWishlistViaApi(request, shopper, product._id);
  await loginAs(page, shopper);
  await expectNoSidewaysScroll(page, [...(await publicPages(page)), ...ACCOUNT_PAGES]);
});

// One visit per page for both checks: opening each page once more for the second cost about a third of this file's time.
test("on a phone no storefront page scrolls sideways for a visitor, and every page's headings step down one level at a time, its touch targets are big enough and its labels hold their visible text", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(NOT_FOUND_PAGE);
  await page.setViewportSize(PHONE);
  const overflowing: Overflow[] = [];
  const violations = [];
  for (const path of [...(await publicPages(page)), "/search?q=cooler", "/search?q=zzqx"]) {
    await open(page, path);
    const overflow = await horizontalOverflow(page);
    if (overflow.overflow > 0) overflowing.push(overflow);
    // "Moderate", WCAG 2.2 or experimental rules, which the every-page scan (expectAccessible) leaves out.
    const results = await new AxeBuilder({ page })
      .withRules(["heading-order", "target-size", "label-content-name-mismatch"])
      .analyze();
    for (const { id, nodes } of results.violations)
      violations.push(`${path} ${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }
  // These send a visitor to /login, whose headings and targets the loop above checked.
  for (const path of ACCOUNT_PAGES) {
    await open(page, path);
    const overflow = await horizontalOverflow(page);
    if (overflow.overflow > 0) overflowing.push(overflow);
  }
  expect(overflowing).toEqual([]);
  expect(violations).toEqual([]);
});
