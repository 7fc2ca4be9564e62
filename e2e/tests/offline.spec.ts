import { mkdirSync } from "node:fs";
import { sampleContactEnquiry } from "@vayu/shared/testing";
import type { Page } from "@playwright/test";
import { loginAs, registerShopper } from "../auth";
import { expect, expectNoHorizontalScroll, test, waitForHydration } from "../fixtures";
import { demoCategory } from "./catalog-helpers";

// The installable store read offline (docs/decisions/336-installable-store.md): pages seen are
// kept by the service worker, others show the offline page, actions say the network is needed,
// and nothing of a shopper's is kept.
const SHOTS = "/tmp/shots/pwa";
// Not `hydrationWait`: the offline page runs no script, so it never becomes live.

/** The service worker is installed and answers this page's requests. */
async function serviceWorkerInCharge(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const keptPages = (page: Page) =>
  page.evaluate(async () => (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname));

test("product pages seen still open offline; an unseen page shows the offline page, in Hindi under /hi", async ({
  page,
  context,
  request,
  pageErrors,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { products } = await demoCategory(request, "Air Coolers");
  const [first, second, unseen] = products;
  if (!first || !second || !unseen) throw new Error("the demo store has fewer than three coolers");

  await page.goto("/");
  await serviceWorkerInCharge(page);
  // The manifest the browser installs the store from.
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Vayu Home Appliances", display: "standalone", start_url: "/" });
  for (const product of [first, second]) {
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  }
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining([`/product/${first._id}`, `/product/${second._id}`]));

  await context.setOffline(true);
  // Without a network the page's own calls fail: that is what this test is about.
  pageErrors.allow(/request failed/, /console error/, /page error: Failed to fetch/);
  for (const product of [first, second]) {
    await page.goto(`/product/${product._id}`, { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  }

  for (const [locale, path, heading, text] of [
    ["hi", `/hi/product/${unseen._id}`, "आप ऑफ़लाइन हैं", "यह पेज इस डिवाइस पर सहेजा नहीं गया है।"],
    ["en", `/product/${unseen._id}`, "You are offline", "This page is not saved on this device."],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The offline page runs no script: it is not the page asked for, and the app must not start on it.
    await page.goto(path, { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.screenshot({ path: `${SHOTS}/offline-${locale}-1280.png` });
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/offline-${locale}-360.png`, fullPage: true });
  }

  // Back online, "Try again" opens the page asked for.
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: unseen.title })).toBeVisible();
});

test("a product page reached inside the app, from a listing's card, still opens offline", async ({
  page,
  context,
  request,
  pageErrors,
}) => {
  const { path } = await demoCategory(request, "Air Coolers");
  await page.goto(path);
  await serviceWorkerInCharge(page);
  await waitForHydration(page);
  // The router fetches the product's data, not its page: the worker is asked to keep the page.
  const card = page.locator("article").first().locator('a[href^="/product/"]').first();
  const productPath = await card.getAttribute("href");
  if (!productPath) throw new Error("the listing's first card links to no product");
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await expect.poll(() => keptPages(page)).toContain(productPath);

  await context.setOffline(true);
  pageErrors.allow(/request failed/, /console error/, /page error: Failed to fetch/);
  await page.goto(productPath, { waitUntil: "load" });
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("an enquiry sent offline says the network is needed, with the page's script and before it", async ({
  page,
  context,
  pageErrors,
}) => {
  await page.goto("/contact");
  await serviceWorkerInCharge(page);
  await page.reload();
  await waitForHydration(page);
  // The enhanced form is in charge once the page is live.
  await page.locator("html[data-live]").waitFor({ state: "attached" });
  await context.setOffline(true);
  pageErrors.allow(/request failed/, /console error/);

  await page.getByLabel("Name").fill(sampleContactEnquiry.name);
  await page.getByLabel("Email", { exact: true }).fill(sampleContactEnquiry.email);
  await page.getByLabel("Mobile Number").fill(sampleContactEnquiry.mobileNumber);
  await page.getByLabel("City").fill(sampleContactEnquiry.city);
  await page.getByLabel("State").fill(sampleContactEnquiry.state);
  await page.getByLabel("Enquire").fill("Please share dealer prices for air coolers.");
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("You are offline. This needs the network: please try again when you are back online.")).toBeVisible();

  // The same form posted by the browser itself, as before the page's script has run.
  await page.locator("form", { has: page.getByRole("button", { name: "Submit Enquiry" }) }).evaluate((form: HTMLFormElement) => form.submit());
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("This needs the network, and nothing was sent.")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-action-en-1280.png` });
});

test("a signed-in shopper's account page is never kept, and logging out drops the kept pages", async ({
  page,
  context,
  request,
  pageErrors,
}) => {
  await page.goto("/");
  await serviceWorkerInCharge(page);
  await page.goto("/about");
  await expect.poll(() => keptPages(page)).toContain("/about");

  const shopper = await registerShopper(request, "Offline Okafor");
  await loginAs(page, shopper);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Offline Okafor" })).toBeVisible();
  await page.goto("/about");
  // Rendered for the shopper (`private, no-store`): neither page is kept.
  expect(await keptPages(page)).not.toContainEqual(expect.stringContaining("/account"));

  await context.setOffline(true);
  pageErrors.allow(/request failed/, /console error/);
  await page.goto("/account", { waitUntil: "load" });
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("Offline Okafor")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "My Account" })).toHaveCount(0);
  await context.setOffline(false);

  await page.goto("/about");
  const status = await page.evaluate(
    (token) => fetch("/api/auth/logout", { method: "POST", headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status),
    shopper.token,
  );
  expect(status).toBe(204);
  expect(await keptPages(page)).toEqual([]);
});
