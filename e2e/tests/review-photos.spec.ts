import type { APIRequestContext, Page } from "@playwright/test";
import { messages } from "@vayu/shared/messages";
import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { paidOrder } from "./lifecycle-helpers";

/**
 * Photos with reviews (docs/decisions/332-review-photos.md): a buyer's review shows two photos on
 * the product page, posted with the page's script and without it.
 */

/** A photo-like PNG drawn by the browser itself: a gradient in the given hue. */
async function testPhoto(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, `hsl(${h} 80% 60%)`);
    gradient.addColorStop(1, `hsl(${h + 60} 70% 30%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    return canvas.toDataURL("image/png");
  }, hue);
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}

/** A shopper whose paid order staff have shipped and delivered: one who may review its product. */
async function deliveredBuyer(request: APIRequestContext, name: string) {
  const buyer = await registerShopper(request, name);
  const order = await paidOrder(request, buyer);
  const staff = await staffLogin(request);
  for (const data of [{ status: "Shipped", tracking: { courier: "Delhivery", number: "DL55507777" } }, { status: "Delivered" }]) {
    const moved = await request.post(`/api/admin/orders/${order.id}/status`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(moved.ok()).toBe(true);
  }
  return { buyer, order };
}

test("a buyer's review shows two photos on the product page, in a lightbox with the script and as links without it", async ({ page, request }) => {
  const { buyer, order } = await deliveredBuyer(request, "Kiran Rao");

  await loginAs(page, buyer);
  const productPage = `/product/${order.product._id}`;
  await page.goto(productPage);
  const form = page.getByRole("form", { name: "Write a review" });
  await form.locator("label", { hasText: "4 stars" }).click();
  await form.getByRole("textbox", { name: "Title" }).fill("Cools the bedroom in minutes");
  await form.getByRole("textbox", { name: "Review" }).fill("Fitted near the window; the photos show the water tank and the pads.");
  await form.getByLabel(/Add photos/).setInputFiles([
    { name: "tank.png", mimeType: "image/png", buffer: await testPhoto(page, 200) },
    { name: "pads.png", mimeType: "image/png", buffer: await testPhoto(page, 20) },
  ]);
  await expect(form.getByText("2 photos chosen")).toBeVisible();
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText(messages.reviews.posted)).toBeVisible();

  const photos = page.getByRole("list", { name: "Photos from Kiran R." });
  await expect(photos.getByRole("img")).toHaveCount(2);
  const first = photos.getByRole("img", { name: "Photo 1 of 2 from Kiran R." });
  await expect(first).toHaveAttribute("loading", "lazy");
  await expect(first).toHaveAttribute("width", "320");
  await expect(first).toHaveAttribute("height", "240");

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await photos.scrollIntoViewIfNeeded();
    await expect(first).toHaveJSProperty("complete", true);
    await expectNoHorizontalScroll(page);
    await page.locator("#reviews").screenshot({ path: test.info().outputPath(`review-photos-${width}.png`) });

    await first.click();
    const lightbox = page.getByRole("dialog", { name: "Photos from Kiran R." });
    await expect(lightbox.getByRole("img", { name: "Photo 1 of 2 from Kiran R." })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    const second = lightbox.getByRole("img", { name: "Photo 2 of 2 from Kiran R." });
    await expect(second).toBeVisible();
    await expect(second).toHaveJSProperty("complete", true);
    await page.screenshot({ path: test.info().outputPath(`review-photos-lightbox-${width}.png`) });
    await lightbox.getByRole("button", { name: "Close" }).click();
    await expect(lightbox).toBeHidden();
  }

  // The server's own HTML: each thumbnail is a link to the full picture, which the store serves.
  const html = await (await request.get(productPage)).text();
  const links = [...html.matchAll(/<a href="(\/uploads\/reviews\/[0-9a-f-]{36}\.webp)"/g)].map((m) => m[1]!);
  expect(links).toHaveLength(2);
  for (const link of links) {
    const full = await request.get(link);
    expect(full.ok()).toBe(true);
    expect(full.headers()["content-type"]).toBe("image/webp");
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a buyer's review posts with two photos as a multipart form; five photos are refused beside the input", async ({ page, request, browser, pageErrors }) => {
    pageErrors.allow(/^request failed: GET \/assets\/[\w-]+\.js \(csp\)$/);
    const { buyer, order } = await deliveredBuyer(request, "Meena Pillai");
    // The photos are drawn by a page that runs scripts; this one runs none.
    const easel = await browser.newPage();
    const [tank, pads] = [await testPhoto(easel, 200), await testPhoto(easel, 20)];
    await easel.close();
    await page.request.post("/api/auth/login", { data: { email: buyer.email, password: buyer.password } });

    await page.goto(`/product/${order.product._id}`);
    const form = page.getByRole("form", { name: "Write a review" });
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    const input = form.getByLabel("Add photos (up to 4)");
    await expect(input).toHaveAttribute("type", "file");
    await form.locator("label", { hasText: "5 stars" }).click();
    await form.getByRole("textbox", { name: "Title" }).fill("Pads soak well");
    await form.getByRole("textbox", { name: "Review" }).fill("The tank and the pads after a month of use.");
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalScroll(page);
      await form.screenshot({ path: test.info().outputPath(`review-form-no-js-${width}.png`) });
    }

    const photo = (name: string, buffer: Buffer) => ({ name, mimeType: "image/png", buffer });
    await input.setInputFiles([1, 2, 3, 4, 5].map((n) => photo(`photo-${n}.png`, tank)));
    await form.getByRole("button", { name: "Post review" }).click();
    const refused = page.getByRole("form", { name: "Write a review" });
    await expect(refused.getByText(messages.reviews.tooManyPhotos)).toBeVisible();
    await expect(refused.getByRole("textbox", { name: "Title" })).toHaveValue("Pads soak well");
    await refused.screenshot({ path: test.info().outputPath("review-form-no-js-refused.png") });

    await refused.locator("label", { hasText: "5 stars" }).click();
    await refused.getByLabel("Add photos (up to 4)").setInputFiles([photo("tank.png", tank), photo("pads.png", pads)]);
    await refused.getByRole("button", { name: "Post review" }).click();
    await expect(page.getByText(messages.reviews.posted)).toBeVisible();
    const photos = page.getByRole("list", { name: "Photos from Meena P." });
    await expect(photos.getByRole("img")).toHaveCount(2);
    await expect(photos.getByRole("link")).toHaveCount(2);
  });
});
