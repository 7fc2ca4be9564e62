import { expect, expectNoHorizontalScroll, test } from "../fixtures";

// The content pages in Hindi (docs/decisions/326-hindi-content.md).
const SHOTS = "/tmp/shots/hi-content";

test.describe("content in Hindi", () => {
  test("a complaint filed on /hi is registered in Hindi", async ({ page }) => {
    await page.goto("/hi/grievance");
    await page.getByLabel("नाम", { exact: true }).fill("कविता अय्यर");
    await page.getByLabel("ई-मेल", { exact: true }).fill("kavita.hindi@example.in");
    await page.getByLabel("मोबाइल नंबर", { exact: true }).fill("9876543210");
    await page.getByLabel("विषय", { exact: true }).fill("कूलर का टैंक टूटा हुआ आया");
    await page.getByLabel("ब्योरा", { exact: true }).fill("डिलीवरी पर कूलर का पानी का टैंक टूटा हुआ था।");
    await page.getByRole("button", { name: "शिकायत भेजें" }).click();
    const filed = page.getByRole("status");
    await expect(filed.getByRole("heading", { name: "शिकायत दर्ज हो गई" })).toBeVisible();
    await expect(filed).toContainText("हमने आपको ई-मेल से पावती भेज दी है।");
  });

  for (const width of [360, 1280]) {
    test(`the Hindi content pages at ${width} px have no sideways scroll`, async ({ page }) => {
      // Eight pages, each shot whole.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const pages = {
        privacy: "/hi/privacy",
        terms: "/hi/terms",
        return: "/hi/return",
        shipping: "/hi/shipping",
        contact: "/hi/contact",
        grievance: "/hi/grievance",
        blog: "/hi/blog/fast-delivery",
        about: "/hi/about",
      };
      for (const [name, url] of Object.entries(pages)) {
        await page.goto(url);
        await expect(page.locator("html")).toHaveAttribute("lang", "hi");
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
    });
  }
});
