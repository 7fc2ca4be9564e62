import type { APIRequestContext, Page } from "@playwright/test";
import { loginAs, registerShopper, staffLogin, type Shopper } from "../auth";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "../fixtures";
import { linkIn, outboxMails } from "../outbox";
import { showBuyBox } from "./catalog-helpers";
import type { StoreProduct } from "./checkout-helpers";

/**
 * Back-in-stock e-mails (docs/decisions/172-back-in-stock.md). The tests borrow a demo product
 * that is sold out and give it back sold out, so no other spec sees a difference.
 */

// Journeys that wait for e-mails and run accessibility scans: three times the usual time.
test.describe.configure({ timeout: 90_000 });

let soldOut: StoreProduct;
let staff: Shopper;

const setStock = async (request: APIRequestContext, stock: number) => {
  const response = await request.patch(`/api/admin/products/${soldOut._id}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { stock },
  });
  expect(response.ok()).toBe(true);
};

test.beforeAll(async ({ request }) => {
  const listing = await request.get("/api/product");
  const product = ((await listing.json()) as { data: StoreProduct[] }).data.find((p) => p.stock === 0);
  if (!product) throw new Error("the demo catalog has no sold-out product");
  soldOut = product;
  staff = await staffLogin(request);
});

test.afterEach(async ({ request }) => setStock(request, 0));

/** The back-in-stock e-mails to `email` in this worker's store's outbox, oldest first. */
const alertMails = (email: string, dataDir: string) => outboxMails(dataDir, email, "is back in stock");

/**
 * Restocks the product with a fresh subscriber watching and waits for their e-mail: every
 * sweep of the stock changes made before has run by then.
 */
async function restockWithWitness(request: APIRequestContext, dataDir: string, stock: number) {
  const witness = await registerShopper(request, "Witness");
  await setStock(request, 0);
  const subscribed = await request.post(`/api/product/${soldOut._id}/notify`, { headers: { Authorization: `Bearer ${witness.token}` } });
  expect(subscribed.ok()).toBe(true);
  await setStock(request, stock);
  await expect.poll(() => alertMails(witness.email, dataDir).length, { timeout: 10_000 }).toBe(1);
}

async function logIn(page: Page, shopper: Shopper) {
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("a shopper asks to hear when a sold-out product is back, gets one e-mail, opens it and unsubscribes", async ({ page, browser, request, store }) => {
  const shopper = await registerShopper(request);
  await page.goto(`/product/${soldOut._id}`);
  await page.getByRole("button", { name: "Notify me when available" }).click();
  // The login asks for the alert (docs/decisions/195-forms-before-javascript.md): its toast and the page say so.
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=.+&intent=stock-alert%3A${soldOut._id}$`));
  await logIn(page, shopper);
  await expect(page).toHaveURL(new RegExp(`/product/${soldOut._id}$`));
  await expect(page.getByText("We will e-mail you when it is back in stock.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel alert" })).toBeVisible();

  await setStock(request, 4);
  await expect.poll(() => alertMails(shopper.email, store.dataDir).length, { timeout: 10_000 }).toBe(1);
  const [mail] = alertMails(shopper.email, store.dataDir);
  expect(mail).toContain(`Subject: ${soldOut.title} is back in stock`);

  // Opened from the mail app: a browser that has not just seen (and cached, ADR 151) the sold-out page.
  const fromMail = await (await browser.newContext()).newPage();
  await fromMail.goto(linkIn(mail!, new RegExp(`https?://[^\\s"<>]+/product/${soldOut._id}`)));
  await expect(fromMail.getByRole("heading", { level: 1, name: soldOut.title })).toBeVisible();
  await expect(fromMail.getByRole("button", { name: "Buy Now" })).toBeVisible();

  // A second restock sends nothing more: the alert was used up.
  await restockWithWitness(request, store.dataDir, 2);
  expect(alertMails(shopper.email, store.dataDir)).toHaveLength(1);

  await fromMail.goto(linkIn(mail!, /https?:\/\/[^\s"<>]+\/notify\/unsubscribe\?token=[A-Za-z0-9._-]+/));
  await expect(fromMail.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(fromMail.getByText(`You will not be e-mailed about ${soldOut.title}.`)).toBeVisible();
  await fromMail.context().close();
});

test("a signed-in shopper cancels the alert on the product page and is not e-mailed", async ({ page, request, store }) => {
  const shopper = await registerShopper(request);
  await loginAs(page, shopper);
  await page.goto(`/product/${soldOut._id}`);
  await page.getByRole("button", { name: "Notify me when available" }).click();
  // Tapped before the page's script is live, the form posts and the answer's toast says it too.
  await expect(page.locator("#main").getByText("We will e-mail you when it is back in stock.")).toBeVisible();
  await page.reload();
  await expect(page.locator("#main").getByText("We will e-mail you when it is back in stock.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel alert" }).click();
  await expect(page.getByRole("button", { name: "Notify me when available" })).toBeVisible();

  await restockWithWitness(request, store.dataDir, 3);
  expect(alertMails(shopper.email, store.dataDir)).toEqual([]);
});

test("a damaged unsubscribe link says so", async ({ page, pageErrors }) => {
  pageErrors.allow(/HTTP 400 POST \/api\/notify\/unsubscribe/);
  await page.goto("/notify/unsubscribe?token=damaged");
  await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`at ${width} px a sold-out product's alert fits and is accessible, asked for or not`, async ({ page, request }) => {
    const shopper = await registerShopper(request);
    await loginAs(page, shopper);
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto(`/product/${soldOut._id}`);
    // Enabled once the shopper's alerts are read: until then it is a busy, disabled button.
    await expect(page.getByRole("button", { name: "Notify me when available" })).toBeEnabled();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await showBuyBox(page);
    await page.screenshot({ path: test.info().outputPath(`product-sold-out-${width}.png`) });

    await page.getByRole("button", { name: "Notify me when available" }).click();
    await expect(page.getByRole("button", { name: "Cancel alert" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await showBuyBox(page);
    await page.screenshot({ path: test.info().outputPath(`product-subscribed-${width}.png`) });
    await page.getByRole("button", { name: "Cancel alert" }).click();
    await expect(page.getByRole("button", { name: "Notify me when available" })).toBeVisible();
  });
}
