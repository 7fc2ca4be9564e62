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

  test("a distributor enquiry sent on /hi is refused and thanked in Hindi", async ({ page }) => {
    await page.goto("/hi/distributer");
    const form = page.getByRole("form", { name: "डिस्ट्रीब्यूटर पूछताछ" });
    await form.getByLabel("राज्य / केंद्र शासित प्रदेश").selectOption("Rajasthan");
    await form.getByLabel("शहर").selectOption("Jaipur");
    await form.getByLabel("फ़र्म का नाम").fill("शर्मा इलेक्ट्रिकल्स");
    await form.getByLabel("मालिकाना").selectOption("Partnership");
    await form.getByLabel("स्थापना का साल").fill("2012");
    await form.getByLabel("पिनकोड").fill("302001");
    await form.getByLabel("पता").fill("दुकान 4, जौहरी बाज़ार");
    await form.getByLabel("राज्य", { exact: true }).selectOption("Rajasthan");
    await form.getByLabel("संपर्क व्यक्ति").fill("रमेश शर्मा");
    await form.getByLabel("पद").fill("प्रोप्राइटर");
    await form.getByLabel("मोबाइल नंबर").fill("9876543210");
    await form.getByLabel("ई-मेल").fill("ramesh.hindi@example.in");
    await form.getByLabel("कारोबार का प्रकार").selectOption("Retailer");
    await form.getByLabel("कारोबार शुरू होने का साल").fill("2014");
    await form.getByLabel("निवेश (₹)").fill("500000");
    await form.getByLabel("कारोबार का प्रस्ताव").fill("जयपुर के 40 दुकानदारों तक कूलर और पंखे पहुँचाएँगे।");
    await form.getByLabel(/मैं घोषणा करता/).check();
    await form.getByRole("button", { name: "भेजें" }).click();
    await expect(page.getByRole("heading", { name: "पूछताछ मिल गई" })).toBeVisible();
    await expect(page.getByText(/धन्यवाद! आपकी डिस्ट्रीब्यूटर पूछताछ हमें मिल गई है।/).first()).toBeVisible();
  });

  for (const width of [360, 1280]) {
    test(`the Hindi about, office, service, careers and enquiry pages at ${width} px have no sideways scroll`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const pages = { about: "/hi/about", office: "/hi/office", service: "/hi/service", career: "/hi/career", distributer: "/hi/distributer", directdealer: "/hi/directdealer" };
      for (const [name, url] of Object.entries(pages)) {
        await page.goto(url);
        await expect(page.locator("html")).toHaveAttribute("lang", "hi");
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: `/tmp/shots/hindi-pages/${name}-${width}.png`, fullPage: true });
      }
    });
  }
});
