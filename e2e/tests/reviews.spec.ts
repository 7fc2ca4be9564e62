import type { APIRequestContext } from "@playwright/test";
import type { ProductType } from "@vayu/shared/catalog";
import { messages } from "@vayu/shared/messages";
import { ratingText } from "./catalog-helpers";
import { loginAs, registerShopper, staffLogin, type Shopper } from "../auth";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "../fixtures";
import { paidOrder, type PaidOrder } from "./lifecycle-helpers";

/** Reviews by buyers (docs/decisions/171-reviews.md): this file's tests build on each other, in order. */
test.describe.configure({ mode: "serial" });

const productOf = async (request: APIRequestContext, id: string) => ((await (await request.get(`/api/product/${id}`)).json()) as { data: ProductType }).data;
// A retry runs the file again on the same store: its own title keeps it apart from the first try's review.
const review = { title: `Keeps the room cool all evening (${Date.now().toString(36).slice(-4)})`, body: "Easy to move, quiet on medium, and the tank lasts through the evening." };

let buyer: Shopper;
let order: PaidOrder;

test("a buyer with a delivered order writes a review and sees the rating change", async ({ page, request }) => {
  buyer = await registerShopper(request, "Kiran Rao");
  order = await paidOrder(request, buyer);
  const staff = await staffLogin(request);
  for (const data of [{ status: "Shipped", tracking: { courier: "Delhivery", number: "DL55501234" } }, { status: "Delivered" }]) {
    const moved = await request.post(`/api/admin/orders/${order.id}/status`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(moved.ok()).toBe(true);
  }
  const before = await productOf(request, order.product._id);

  await loginAs(page, buyer);
  await page.goto(`/product/${order.product._id}`);
  const form = page.getByRole("form", { name: "Write a review" });
  await form.locator("label", { hasText: "5 stars" }).click();
  await form.getByRole("textbox", { name: "Title" }).fill(review.title);
  await form.getByRole("textbox", { name: "Review" }).fill(review.body);
  // The list's refetch lands after the shopper's own review, as it can on a busy server: the thanks must still show.
  await page.route(/\/api\/product\/[^/]+\/reviews\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText(messages.reviews.posted)).toBeVisible();
  await page.unrouteAll();

  const after = await productOf(request, order.product._id);
  expect(after.ratingCount).toBe(before.ratingCount + 1);
  await expect(page.getByRole("main").getByText(ratingText(after)).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: review.title })).toBeVisible();
  await expect(page.getByRole("form", { name: "Edit your review" })).toBeVisible();
});

test("another shopper sees no form, and marks the review helpful once", async ({ page, request }) => {
  await loginAs(page, await registerShopper(request, "Devika Menon"));
  // The shopper votes before the page's first read of their votes has answered: that read was
  // made before the vote, so the page must read again rather than take its answer.
  let voted!: () => void;
  const vote = new Promise<void>((resolve) => (voted = resolve));
  await page.route(
    "**/reviews/mine",
    async (route) => {
      const before = await route.fetch();
      await vote;
      // The page may have cancelled this read by now.
      await route.fulfill({ response: before }).catch(() => undefined);
    },
    { times: 1 },
  );
  // The reviews' code comes after the tap (lib/later-part.tsx): the tap waits for it, and votes in place.
  await page.route("**/assets/ProductReviews-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/product/${order.product._id}`);
  await expect(page.getByRole("heading", { name: review.title })).toBeVisible();
  await expect(page.getByRole("form", { name: /review/ })).toHaveCount(0);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: review.title }) });
  const answered = page.waitForResponse((response) => response.url().endsWith("/helpful"));
  await item.getByRole("button", { name: "Helpful (0)" }).click();
  await answered;
  voted();
  await expect(item.getByRole("button", { name: "Helpful (1)" })).toBeDisabled();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("Helpful sends a signed-out shopper to log in, then counts their vote once", async ({ page, request, pageErrors }) => {
    pageErrors.allow(/^request failed: GET \/assets\/[\w-]+\.js \(csp\)$/); // a browser without JavaScript refuses the page's scripts
    const shopper = await registerShopper(request, "Anil Kapoor");
    const path = `/product/${order.product._id}`;
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: review.title }) });
    await page.goto(path);
    await item.getByRole("button", { name: "Helpful (1)" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByText("You need to login First")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#reviews$`));
    await item.getByRole("button", { name: "Helpful (1)" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#reviews$`));
    const voted = item.getByRole("button", { name: "Helpful (2)" });
    await expect(voted).toBeDisabled();
    await expect(voted).toHaveAttribute("aria-pressed", "true");
  });
});

test("staff hide the review from the console, and the rating leaves it out", async ({ page, request }) => {
  await loginAs(page, await staffLogin(request));
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Reviews" }).click();
  await page.getByRole("button", { name: `Hide review "${review.title}"` }).click();
  await expect(page.getByText("Review hidden.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Show review "${review.title}"` })).toBeVisible();

  const product = await productOf(request, order.product._id);
  await page.goto(`/product/${order.product._id}`);
  await expect(page.getByRole("main").getByText(ratingText(product)).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: review.title })).toHaveCount(0);
});

test('an unreviewed product says "No reviews yet" on its card and its page', async ({ page, request }) => {
  const { data } = (await (await request.get("/api/product?sort=newest")).json()) as { data: ProductType[] };
  const product = data.find((p) => p.ratingCount === 0)!;
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole("main").getByText(messages.reviews.noReviews, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("0.0 out of 5")).toHaveCount(0);
});

test("a sort tapped before the reviews' code is in is done once it is", async ({ page, request }) => {
  const { data } = (await (await request.get("/api/product")).json()) as { data: ProductType[] };
  const reviewed = data.filter((p) => p.ratingCount >= 3)[0]!;
  // The reviews load after the page (lib/later-part.tsx): the tap comes while their code is on the way.
  await page.route("**/assets/ProductReviews-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/product/${reviewed._id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const section = page.getByRole("region", { name: "Ratings & Reviews" });
  const sort = section.getByRole("button", { name: "Most helpful" });
  await sort.click();
  await expect(sort).toHaveAttribute("aria-pressed", "true");
  await expect(section.getByRole("button", { name: "Newest" })).toHaveAttribute("aria-pressed", "false");
});

for (const width of [360, 1280]) {
  test(`the reviews section fits ${width} px and is accessible`, async ({ page, request }, testInfo) => {
    const { data } = (await (await request.get("/api/product")).json()) as { data: ProductType[] };
    const reviewed = data.filter((p) => p.ratingCount >= 3)[0]!;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/product/${reviewed._id}`);
    const section = page.getByRole("region", { name: "Ratings & Reviews" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("button", { name: /^Helpful \(\d+\)$/ }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await section.screenshot({ path: testInfo.outputPath(`reviews-${width}.png`) });
  });
}

test("the staff reviews page", async ({ page, request }, testInfo) => {
  await loginAs(page, await staffLogin(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Reviews" }).click();
  await expect(page.getByRole("button", { name: /^Hide review/ }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("staff-reviews.png"), fullPage: true });
});
