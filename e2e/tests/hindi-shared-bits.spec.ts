import { mkdirSync } from "node:fs";
import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { demoCategory } from "./catalog-helpers";
import { paidOrder } from "./lifecycle-helpers";

// What was still English on Hindi pages (docs/decisions/328-hindi-shared-bits.md), shot at 360 and 1280 px.
const SHOTS = "/tmp/shots/hindi-bits";
test.use({ hydrationWait: true });

for (const width of [360, 1280]) {
  test(`the carousel, typeahead, pincode message and compare page in Hindi at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 900 });

    await page.goto("/hi/");
    const offers = page.getByRole("region", { name: "ऑफ़र" });
    await expect(offers.getByRole("button", { name: /में से स्लाइड 1 पर जाएँ/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/home-carousel-${width}.png` });

    const box = page.getByRole("combobox", { name: "प्रोडक्ट खोजें" }).locator("visible=true");
    await box.fill("कूलर");
    await expect(page.getByRole("listbox", { name: "खोज के सुझाव" }).locator("visible=true").getByRole("option").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/typeahead-${width}.png` });

    const { products } = await demoCategory(request, "Air Coolers");
    const inStock = products.filter((p) => p.stock > 0);
    await page.goto(`/hi/product/${inStock[0]!._id}`);
    await page.getByPlaceholder("पिनकोड डालें").fill("1100");
    await page.getByRole("button", { name: "जाँचें" }).click();
    const message = page.getByText("कृपया 6 अंकों का सही पिनकोड डालें।");
    await expect(message).toBeVisible();
    await message.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/pincode-error-${width}.png` });

    await page.goto(`/hi/compare?ids=${inStock.slice(0, 3).map((p) => p._id).join(",")}`);
    await expect(page.getByRole("table")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/compare-${width}.png`, fullPage: true });
  });
}

test("the review form's message in Hindi at 360 and 1280 px", async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer = await registerShopper(request, "Meera Joshi");
  const order = await paidOrder(request, buyer);
  const staff = await staffLogin(request);
  for (const data of [{ status: "Shipped", tracking: { courier: "Delhivery", number: "DL55507777" } }, { status: "Delivered" }]) {
    expect((await request.post(`/api/admin/orders/${order.id}/status`, { headers: { Authorization: `Bearer ${staff.token}` }, data })).ok()).toBe(true);
  }
  await loginAs(page, buyer);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/hi/product/${order.product._id}`);
    const form = page.getByRole("form", { name: "रिव्यू लिखें" });
    await form.getByRole("button", { name: "रिव्यू पोस्ट करें" }).click();
    await expect(form.getByText("कृपया 1 से 5 स्टार के बीच रेटिंग चुनें।")).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/review-error-${width}.png` });
  }
});
