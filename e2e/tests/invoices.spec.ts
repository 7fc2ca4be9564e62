import { readFile } from "node:fs/promises";
import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "../fixtures";
import { paidOrder } from "./lifecycle-helpers";

// A paid order through the sandbox and a PDF take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("a shopper downloads the GST tax invoice from the order page and from My Orders", async ({ page, request }) => {
  const shopper = await registerShopper(request, "Meera Joshi");
  const order = await paidOrder(request, shopper);
  await loginAs(page, shopper);
  await page.setViewportSize({ width: 360, height: 800 });

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: `Order #${order.number}`, level: 1 })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download GST tax invoice (PDF)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^VHA-\d{2}-\d{2}-\d{6}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.goto("/orders");
  const [again] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Tax invoice of order #${order.number} (PDF)` }).click()]);
  expect(again.suggestedFilename()).toBe(download.suggestedFilename());
});

test("the grievance form gives a ticket number that staff then see with its due date", async ({ page, request }) => {
  await page.goto("/grievance");
  await expect(page.getByRole("heading", { level: 1, name: "Grievance Redressal" })).toBeVisible();
  const officer = page.getByRole("complementary", { name: "Grievance Officer" });
  await expect(officer).toContainText("Ananya Rao");
  await expect(officer).toContainText("grievance@vayuappliances.in");

  await page.getByRole("button", { name: "Submit Complaint" }).click();
  await expect(page.getByText("Subject is required.")).toBeVisible();
  await expect(page.getByText("Please describe your complaint.")).toBeVisible();

  await page.getByLabel("Name").fill("Farhan Qureshi");
  await page.getByLabel("Email", { exact: true }).fill("farhan.q@example.in");
  await page.getByLabel("Mobile Number").fill("98765 43210");
  await page.getByLabel("Order number (optional)").fill("100001");
  await page.getByLabel("Subject").fill("Fan delivered without its canopy");
  await page.getByLabel("Description").fill("The ceiling fan arrived without the canopy cover; please send the missing part.");
  await page.getByRole("button", { name: "Submit Complaint" }).click();
  const status = page.getByRole("status").filter({ hasText: "Complaint registered" });
  await expect(status).toContainText(/Your ticket number is GRV-\d{6}/);
  const ticket = (await status.locator("strong").textContent())!;
  await expectAccessible(page);

  const staff = await staffLogin(request);
  const list = await request.get("/api/admin/grievances", { headers: { Authorization: `Bearer ${staff.token}` } });
  const { grievances } = (await list.json()) as { grievances: { ticketNumber: string; status: string; dueBy: string }[] };
  expect(grievances.find((g) => g.ticketNumber === ticket)).toMatchObject({ status: "Open", dueBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

  await loginAs(page, staff);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Grievances" }).click();
  const card = page.getByRole("listitem").filter({ hasText: ticket });
  await expect(card).toContainText("Fan delivered without its canopy");
  await expect(card).toContainText("due by");
  await card.getByRole("combobox", { name: `Status of ${ticket}` }).selectOption("In progress");
  await expect(card.getByRole("combobox", { name: `Status of ${ticket}` })).toHaveValue("In progress");
});

test("every page's footer names the seller, its GSTIN and customer care, and links the Grievance page", async ({ page }) => {
  await page.goto("/");
  const seller = page.getByRole("region", { name: "Seller details" });
  await expect(seller).toContainText("Seller: Vayu Home Appliances Private Limited");
  await expect(seller).toContainText("GSTIN: 06AAHCV4821K1Z4");
  await expect(seller).toContainText("IMT Manesar, Gurugram, Haryana 122051");
  await expect(seller).toContainText("Customer care: +91 98765 43210");
  await seller.getByRole("link", { name: "Grievance Officer" }).click();
  await expect(page).toHaveURL(/\/grievance$/);
});
