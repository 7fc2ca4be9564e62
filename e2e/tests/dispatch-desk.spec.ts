import { readFile } from "node:fs/promises";
import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, test } from "../fixtures";
import { paidOrder } from "./lifecycle-helpers";

/** India's date today, as the console's day fields take it. */
const todayInIndia = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

test("staff open an order by its link, keep it through a reload, and print its label and the day's packed labels", async ({
  page,
  request,
}) => {
  const order = await paidOrder(request, await registerShopper(request));
  const staff = await staffLogin(request);
  const packed = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { status: "Packed" },
  });
  expect(packed.ok()).toBe(true);
  await loginAs(page, staff);

  // The link a staff e-mail carries opens the order, and a reload keeps it open.
  await page.goto(`/admin?order=${order.id}`);
  const heading = page.getByRole("heading", { name: `Order #${order.number}` });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
  await page.reload();
  await expect(heading).toBeVisible();

  const documents = page.getByRole("region", { name: "Documents" });
  const [label] = await Promise.all([
    page.waitForEvent("download"),
    documents.getByRole("button", { name: /^Shipping label/ }).click(),
  ]);
  expect(label.suggestedFilename()).toBe(`label-${order.number}.pdf`);
  expect((await readFile((await label.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  // Back to the list, the day's packed orders print as one file; Back and Forward move between the two views.
  await page.getByRole("button", { name: "All orders" }).click();
  const dispatch = page.getByRole("region", { name: "Print packed orders" });
  await expect(dispatch.getByLabel("Packed on")).toHaveValue(todayInIndia());
  const [labels] = await Promise.all([
    page.waitForEvent("download"),
    dispatch.getByRole("button", { name: /^Shipping labels/ }).click(),
  ]);
  expect(labels.suggestedFilename()).toBe(`labels-Packed-${todayInIndia()}.pdf`);
  await page.goBack();
  await expect(heading).toBeVisible();
  await page.goForward();
  await expect(dispatch).toBeVisible();

  // A tab by name: the catalog.
  await page.goto("/admin?tab=catalog");
  await expect(page.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "New product" })).toBeVisible();
});
