import { sampleContactEnquiry } from "@vayu/shared/testing";
import { type Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "../fixtures";

const contactErrors = {
  Name: "Name is required.",
  Email: "Email is required.",
  "Mobile Number": "Mobile number is required.",
  City: "City is required.",
  State: "State is required.",
  Enquire: "Enquiry is required.",
} as const;

async function fillContactForm(page: Page) {
  await page.getByLabel("Name").fill(sampleContactEnquiry.name);
  await page.getByLabel("Email", { exact: true }).fill(sampleContactEnquiry.email);
  await page.getByLabel("Mobile Number").fill(sampleContactEnquiry.mobileNumber);
  await page.getByLabel("City").fill(sampleContactEnquiry.city);
  await page.getByLabel("State").fill(sampleContactEnquiry.state);
  await page.getByLabel("Enquire").fill("Please share dealer prices for air coolers.");
}

test.describe("contact enquiry", () => {
  test("shows every error together on an empty submit and clears each as its field becomes valid", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dealer & Distributor Enquiry" })).toBeVisible();
    await expect(page.getByRole("link", { name: /\+91 98765 43210/ }).first()).toHaveAttribute("href", "tel:+919876543210");
    await expect(page.getByLabel("Name")).toHaveAttribute("placeholder", "Enter your name");

    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    for (const [label, message] of Object.entries(contactErrors)) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
    }

    await page.getByLabel("Name").fill("Rohan Mehta");
    await expect(page.getByText(contactErrors.Name)).toBeHidden();
    await expect(page.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(contactErrors.City)).toBeVisible();

    await page.getByLabel("Mobile Number").fill("98765");
    await expect(page.getByText("Mobile number must be 10 digits.")).toBeVisible();
    await page.getByLabel("Mobile Number").fill("9876543210");
    await expect(page.getByText("Mobile number must be 10 digits.")).toBeHidden();

    await page.getByLabel("Email", { exact: true }).fill("rohan@example");
    await expect(page.getByText("Email is invalid.")).toBeVisible();
  });

  test("submits with a spinner, toasts the store's message and goes home", async ({ page }) => {
    // Hold the request a moment so the submitting state can be seen.
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto("/contact");
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

  test("shows the server's message above the form when sending fails and lets the visitor retry", async ({ page, pageErrors }) => {
    pageErrors.allow(/^HTTP 429 POST \/api\/contact$/); // the rate limit under test
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: "Too many attempts. Please wait 600 seconds and try again." }) }),
    );
    await page.goto("/contact");
    await fillContactForm(page);
    await page.getByRole("button", { name: "Submit Enquiry" }).click();

    await expect(page.getByRole("alert")).toHaveText("Too many attempts. Please wait 600 seconds and try again.");
    await expect(page.getByRole("button", { name: "Submit Enquiry" })).toBeEnabled();
    await expect(page).toHaveURL(/\/contact$/);
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
  test("keeps Submit disabled until the declaration is ticked", async ({ page }) => {
    await page.goto("/distributer");
    const submit = page.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/I hereby declare/).check();
    await expect(submit).toBeEnabled();
    await page.getByLabel(/I hereby declare/).uncheck();
    await expect(submit).toBeDisabled();
  });

  test("offers the chosen state's cities and clears the city when the state changes", async ({ page }) => {
    await page.goto("/distributer");
    const region = page.getByLabel("State / Union Territory");
    const city = page.getByLabel("City");
    await expect(city).toBeDisabled();

    await region.selectOption("Delhi");
    await expect(city.locator("option:not([value=''])")).toHaveText(["New Delhi", "Dwarka", "Vasant Kunj"]);
    await city.selectOption("Dwarka");
    await expect(city).toHaveValue("Dwarka");

    await region.selectOption("Ladakh");
    await expect(city).toHaveValue("");
    await expect(city.locator("option:not([value=''])")).toHaveText(["Leh", "Kargil"]);

    await region.selectOption("Andaman and Nicobar Islands");
    await expect(city.locator("option:not([value=''])")).toHaveText(["Port Blair", "Havelock Island", "Neil Island"]);
    expect(await region.locator("option:not([value=''])").count()).toBe(36);
  });

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

  test("takes a mobile number pasted as +91 98450 12345", async ({ page }) => {
    await page.goto("/directdealer");
    await fillDealerForm(page);
    const mobile = page.getByLabel("Mobile Number");
    await mobile.clear();
    await mobile.focus();
    await page.keyboard.insertText("+91 98450 12345");
    await page.getByLabel(/I hereby declare/).check();
    const request = page.waitForRequest((r) => r.url().endsWith("/api/distributordealer"));
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await request).postDataJSON()).toMatchObject({ mobile: "9845012345" });
    await expect(page.getByRole("heading", { name: "Enquiry received" })).toBeVisible();
  });

  test("sends a direct dealer enquiry with its type once the browser's checks pass", async ({ page }) => {
    await page.goto("/directdealer");
    await expect(page.getByRole("heading", { level: 1, name: "Direct Dealer Enquiry" })).toBeVisible();
    await fillDealerForm(page);
    await page.getByLabel("Business Establishment Year").fill(String(new Date().getFullYear() + 1));
    await page.getByLabel(/I hereby declare/).check();
    await page.getByRole("button", { name: "Submit" }).click();
    // The browser's max= check stops a future year before the request is made.
    expect(await page.getByLabel("Business Establishment Year").evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
    await expect(page.getByRole("heading", { name: "Enquiry received" })).toBeHidden();

    await page.getByLabel("Business Establishment Year").fill("2011");
    const request = page.waitForRequest((r) => r.url().endsWith("/api/distributordealer"));
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await request).postDataJSON()).toMatchObject({ type: "dealer" });
    await expect(page.getByText(/Your direct dealer enquiry has been submitted/).first()).toBeVisible();
  });
});

for (const path of ["/contact", "/distributer", "/directdealer"]) {
  test(`${path} is accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}
