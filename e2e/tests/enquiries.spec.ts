import { sampleContactEnquiry } from "@vayu/shared/testing";
import { type Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "../fixtures";

async function fillContactForm(page: Page) {
  await page.getByLabel("Name").fill(sampleContactEnquiry.name);
  await page.getByLabel("Email", { exact: true }).fill(sampleContactEnquiry.email);
  await page.getByLabel("Mobile Number").fill(sampleContactEnquiry.mobileNumber);
  await page.getByLabel("City").fill(sampleContactEnquiry.city);
  await page.getByLabel("State").fill(sampleContactEnquiry.state);
  await page.getByLabel("Enquire").fill("Please share dealer prices for air coolers.");
}

test.describe("contact enquiry", () => {
  test("submits with a spinner, toasts the store's message and goes home", async ({ page }) => {
    // Hold the request a moment so the submitting state can be seen.
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto("/contact");
    // The spinner is the enhanced form's: before the script the browser posts the form itself.
    await waitForHydration(page);
    await fillContactForm(page);

    const response = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByRole("button", { name: "Submitting…" })).toBeDisabled();
    expect((await response).status()).toBe(201);
    await expect(page.getByText("Your enquiry has been successfully submitted!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("takes a mobile number pasted with spaces or +91 and sends its 10 digits", async ({ page }) => {
    await page.goto("/contact");
    // Leaving the field tidies the number on the live page (the server tidies what is posted before).
    await waitForHydration(page);
    await fillContactForm(page);
    const mobile = page.getByLabel("Mobile Number");
    for (const pasted of ["98765 43210", "+91 98765 43210", "098765-43210"]) {
      await mobile.clear();
      await mobile.focus();
      await page.keyboard.insertText(pasted);
      await expect(mobile).toHaveValue(pasted);
      // Leaving the field shows the number as it will be saved.
      await mobile.blur();
      await expect(mobile).toHaveValue("9876543210");
    }
    await mobile.clear();
    await mobile.focus();
    await page.keyboard.insertText("+91 98765 43210");
    const request = page.waitForRequest((r) => r.url().endsWith("/api/contact"));
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    expect((await request).postDataJSON()).toMatchObject({ mobileNumber: "9876543210" });
    await expect(page.getByText("Your enquiry has been successfully submitted!")).toBeVisible();

    // A number that is really wrong keeps the store's message.
    await page.goto("/contact");
    await page.getByLabel("Mobile Number").fill("+91 98765 4321");
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByText("Mobile number must be 10 digits.")).toBeVisible();
  });

  test("loads the map only when the visitor scrolls near it", async ({ page }) => {
    await page.route("https://www.google.com/**", (route) => route.abort());
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Find us" })).toBeAttached();
    await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toBeAttached();
    await expect(page.locator("iframe")).toHaveCount(0);

    const map = page.locator("iframe");
    // The layout's smooth scroll-to-top on arrival may undo an early scroll: retry until the map is near.
    await expect(async () => {
      await page.getByRole("heading", { name: "Find us" }).scrollIntoViewIfNeeded();
      await expect(map).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", /google\.com\/maps/);
  });

  test("links to the distributor and direct dealer forms", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("link", { name: /Become a Distributor/ }).click();
    await expect(page).toHaveURL(/\/distributer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Distributor Enquiry" })).toBeVisible();
  });
});

async function fillDealerForm(page: Page) {
  await page.getByLabel("State / Union Territory").selectOption("Karnataka");
  await page.getByLabel("City").selectOption("Mysuru");
  await page.getByLabel("Firm Name").fill("Mysuru Home Electricals");
  await page.getByLabel("Ownership").selectOption("Partnership");
  await page.getByLabel("Year of Establishment").fill("2009");
  await page.getByLabel("Pincode").fill("570001");
  await page.getByLabel("Address").fill("21 Sayyaji Rao Road");
  await page.getByLabel("State", { exact: true }).selectOption("Karnataka");
  await page.getByLabel("Contact Person").fill("Kavya Rao");
  await page.getByLabel("Designation").fill("Partner");
  await page.getByLabel("Mobile Number").fill("9845012345");
  await page.getByLabel("Email").fill("kavya@mysuruhome.in");
  await page.getByLabel("Business Profile").selectOption("Retailer");
  await page.getByLabel("Business Establishment Year").fill("2011");
  await page.getByLabel("Investment (₹)").fill("750000");
  await page.getByLabel("Business Proposal").fill("Two showrooms in Mysuru; we want to stock Vayu coolers and mixer grinders.");
}

test.describe("distributor and direct dealer enquiries", () => {
  test("sends a distributor enquiry, toasts and confirms", async ({ page }) => {
    await page.goto("/distributer");
    await fillDealerForm(page);
    await expect(page.getByText("₹7,50,000.00")).toBeVisible();
    await page.getByLabel(/I hereby declare/).check();

    const request = page.waitForRequest((r) => r.url().endsWith("/api/distributordealer"));
    const response = page.waitForResponse((r) => r.url().endsWith("/api/distributordealer"));
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      type: "distributor",
      selectedUT: "Karnataka",
      selectedCity: "Mysuru",
      establishment: 2009,
      investment: 750000,
      declaration: true,
    });
    expect((await response).status()).toBe(201);
    await expect(page.getByText(/Your distributor enquiry has been submitted/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Enquiry received" })).toBeVisible();

    await page.getByRole("button", { name: "Send another enquiry" }).click();
    await expect(page.getByLabel("Firm Name")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  });

});

for (const path of ["/contact", "/distributer", "/directdealer"]) {
  test(`${path} is accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}
