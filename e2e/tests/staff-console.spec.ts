import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import sharp from "sharp";
import { loginAs, staffLogin } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { demoCategory, slug } from "./catalog-helpers";

/** A small JPEG photo, made for the test, as a file input takes it. */
async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).jpeg().toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function openConsole(page: Page, tab: string) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: tab }).click();
}

test("staff create a product with an uploaded photo and shoppers find it in its category", async ({ page, request }) => {
  const { category } = await demoCategory(request, "Fans");
  const title = `Vayu Breeze Wall Mount Fan ${Date.now()}`;
  await loginAs(page, await staffLogin(request));
  await openConsole(page, "Products");
  await page.getByRole("button", { name: "New product" }).click();
  const form = page.getByRole("form", { name: "New product" });
  await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await form.getByRole("textbox", { name: "Description", exact: true }).fill("A quiet wall fan for kitchens and shops.");
  await form.getByRole("button", { name: "Add a specification" }).click();
  await form.getByRole("textbox", { name: "Specification 1 name", exact: true }).fill("Sweep");
  await form.getByRole("textbox", { name: "Specification 1 value", exact: true }).fill("400 mm");
  await form.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: "Fans" });
  await form.getByRole("combobox", { name: "Subcategory" }).selectOption({ label: "Wall Fans" });
  await form.getByRole("textbox", { name: "Price (₹)" }).fill("2790");
  await form.getByRole("textbox", { name: "Stock" }).fill("15");
  await form.getByRole("textbox", { name: "HSN code" }).fill("84145100");
  await form.getByLabel("Add photos").setInputFiles(await photo("wall-fan.jpg", "#0b5fff"));
  await expect(form.getByRole("img", { name: "Photo 1" })).toBeVisible();
  await form.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("Product added.")).toBeVisible();

  // Newest first: the catalogue's own order puts a new product on the listing's last page.
  await page.goto(`/${slug(category.name)}/${category._id}?sort=newest`);
  const card = page.getByRole("link", { name: title }).first();
  await expect(card).toBeVisible();
  const image = page.locator(`img[src^="/uploads/staff/"]`).first();
  await expect(image).toBeVisible();
});

test("staff change a banner and the home page shows it", async ({ page, request }) => {
  const headline = `Diwali fan offers ${Date.now()}`;
  await loginAs(page, await staffLogin(request));
  await openConsole(page, "Home page");
  const banners = page.getByRole("region", { name: "Banners" });
  await banners.getByRole("button", { name: /^Edit “/ }).first().click();
  const form = page.getByRole("form", { name: "Banner" });
  // A slow upload: the banner cannot be saved until its new picture is in.
  let uploaded!: () => void;
  const slowUpload = new Promise<void>((resolve) => (uploaded = resolve));
  await page.route("**/api/admin/uploads", async (route) => {
    await slowUpload;
    await route.continue();
  });
  await form.getByLabel("Replace picture").setInputFiles(await photo("banner.jpg", "#f97316"));
  await expect(form.getByRole("button", { name: "Save" })).toBeDisabled();
  uploaded();
  await form.getByRole("textbox", { name: "Headline (what the banner offers)" }).fill(headline);
  await form.getByRole("textbox", { name: "Link (a store page such as /fans, optional)" }).fill("/about");
  await form.getByRole("textbox", { name: "Position" }).fill("0");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Banner saved.")).toBeVisible();

  // A picture with its own words: the headline is its text for screen readers, and the slide leads to the link.
  await page.goto("/");
  const slides = page.getByTestId("home-banner");
  const banner = slides.getByRole("img", { name: headline });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute("src", /^\/uploads\/staff\//);
  await expect(slides.getByRole("link", { name: headline })).toHaveAttribute("href", "/about");

  // A photo without words: the headline is written over it.
  await openConsole(page, "Home page");
  await banners.getByRole("button", { name: `Edit “${headline}”` }).click();
  await form.getByRole("checkbox", { name: "Write the headline on the picture (for a photo without words)" }).check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Banner saved.")).toBeVisible();
  await page.goto("/");
  const written = slides.getByText(headline, { exact: true });
  await expect(written).toBeVisible();
  const [picture, text] = await Promise.all([slides.locator(`img[src^="/uploads/staff/"]`).first().boundingBox(), written.boundingBox()]);
  expect(text!.y).toBeGreaterThan(picture!.y);
  expect(text!.y + text!.height).toBeLessThan(picture!.y + picture!.height);
  await slides.getByRole("link", { name: headline }).click();
  await expect(page).toHaveURL("/about");
});

test("staff download the enquiries as a CSV file", async ({ page, request }) => {
  const name = `Farhan Qureshi ${Date.now()}`;
  const sent = await request.post("/api/contact", {
    data: { name, email: "farhan@example.in", mobileNumber: "9822012345", city: "Nagpur", state: "Maharashtra", enquire: "=1+1 coolers for our hostel, please quote." },
  });
  expect(sent.status()).toBe(201);
  await loginAs(page, await staffLogin(request));
  await openConsole(page, "Enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill("Farhan");
  await expect(page.getByText(name)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("Received,Type,Status,Name,E-mail,Mobile,City,State");
  expect(csv).toContain(`contact,new,${name},farhan@example.in,9822012345,Nagpur,Maharashtra`);
  expect(csv).toContain("'=1+1 coolers for our hostel, please quote.");
});

test("every console screen fits a 360 px phone, the section chosen from a menu", async ({ page, request }) => {
  await loginAs(page, await staffLogin(request));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/admin");
  const section = page.getByRole("combobox", { name: "Section" });
  // The console shows once its script runs (it is not rendered on the server).
  await expect(section).toBeVisible();
  const sections = await section.getByRole("option").allTextContents();
  expect(sections).toEqual(expect.arrayContaining(["Dashboard", "Orders", "Products", "Grievances", "Audit log"]));
  for (const name of sections) {
    await section.selectOption({ label: name });
    await expect(page.getByRole("tabpanel", { name })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoHorizontalScroll(page);
  }
  // One order's detail, with its forms and documents.
  await section.selectOption({ label: "Orders" });
  await page.getByRole("button", { name: /^#\d+/ }).first().click();
  await expect(page.getByRole("heading", { name: /^Order #/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoHorizontalScroll(page);
});
