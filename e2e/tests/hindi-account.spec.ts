import { registerShopper } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";

test.describe.configure({ timeout: 120_000 });

// The account area in Hindi (docs/product/http-contract.md "Languages"): logging in on /hi/login
// keeps the shopper under /hi, and every account page fits a phone's and a desktop's width.
test("a shopper logs in on /hi/login, lands on the Hindi account page, and every account page fits 360 and 1280 px", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);

  await page.goto("/hi/login?redirect=%2Fhi%2Faccount");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: "फिर से स्वागत है!" })).toBeVisible();
  await page.getByRole("button", { name: "लॉग इन" }).click();
  await expect(page.getByText("कृपया ई-मेल और पासवर्ड दोनों डालें।").first()).toBeVisible();
  await page.getByLabel("ई-मेल").fill(shopper.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "लॉग इन" }).click();

  await expect(page).toHaveURL(/\/hi\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "मेरा अकाउंट" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "प्रोफ़ाइल" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "आप कहाँ-कहाँ लॉग इन हैं" })).toBeVisible();
  await expect(page.getByText("यह डिवाइस")).toBeVisible();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/hi/account");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("यह डिवाइस")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`hindi-account-${width}.png`), fullPage: true });
  }

  // The signed-out pages, in a browser of their own.
  const visitor = await page.context().browser()!.newPage();
  for (const width of [360, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ["login", "/hi/login"],
      ["signup", "/hi/signup"],
      ["phone-login", "/hi/login/phone"],
      ["forgot-password", "/hi/forgot-password"],
      ["reset-password", "/hi/reset-password/some-token"],
    ] as const) {
      await visitor.goto(path);
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(visitor);
      await visitor.screenshot({ path: test.info().outputPath(`hindi-${name}-${width}.png`), fullPage: true });
    }
  }
  await visitor.close();
});
