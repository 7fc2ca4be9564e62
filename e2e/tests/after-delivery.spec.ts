import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import type { StaffProductsResponseType } from "@vayu/shared/staff-catalog";
import { messages } from "@vayu/shared/messages";
import { sampleAddress } from "@vayu/shared/testing";
import { loginAs, registerShopper, staffLogin, type Shopper } from "../auth";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "../fixtures";
import { purchaseViaApi, saveAddress } from "./checkout-helpers";

/** After delivery (docs/decisions/334-installation-and-warranty.md): a visit booked, the warranty registered, its card downloaded. */
test.describe.configure({ timeout: 150_000 });

const auth = (who: Pick<Shopper, "token">) => ({ Authorization: `Bearer ${who.token}` });
const SHOTS = process.env.SHOTS_DIR;

/** A demo product that needs installing (a ceiling fan), bought with the sandbox and delivered by staff. */
async function deliveredInstallableOrder(request: APIRequestContext, shopper: Shopper, staff: Shopper) {
  const listed = (await (
    await request.get("/api/admin/products?q=Ceiling", { headers: auth(staff) })
  ).json()) as StaffProductsResponseType;
  const product = listed.products.find((p) => p.needsInstallation && p.active && p.stock >= 5);
  if (!product) throw new Error("the demo catalog has no ceiling fan that needs installing");
  expect(
    (
      await request.post("/api/cart", {
        headers: auth(shopper),
        data: { productId: product._id, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  await purchaseViaApi(request, shopper, (await saveAddress(request, shopper))._id);
  const { orders } = (await (await request.get("/api/order", { headers: auth(shopper) })).json()) as {
    orders: { _id: string; orderNumber: number }[];
  };
  const order = orders[0]!;
  for (const data of [
    { status: "Shipped", tracking: { courier: "Delhivery", number: "DL77701234" } },
    { status: "Delivered" },
  ]) {
    const moved = await request.post(`/api/admin/orders/${order._id}/status`, { headers: auth(staff), data });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return { id: order._id, number: order.orderNumber, product };
}

test("a delivered order books an installation and downloads its warranty card; staff see and close the visit", async ({
  page,
  request,
  browser,
}) => {
  const shopper = await registerShopper(request, "Farhan Qureshi");
  const staff = await staffLogin(request);
  const order = await deliveredInstallableOrder(request, shopper, staff);

  await loginAs(page, shopper);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/orders/${order.id}`);
  const visit = page.getByRole("region", { name: "Installation or demo" });
  await expect(visit).toContainText(order.product.title);
  const day = visit.getByRole("combobox", { name: "Day of the visit" });
  const chosen = await day.locator("option").nth(1).getAttribute("value");
  await day.selectOption(chosen!);
  await visit.getByRole("radio", { name: "Afternoon, 1 pm to 6 pm" }).check();
  await visit.getByRole("button", { name: "Book visit" }).click();
  await expect(page.getByText(messages.afterDelivery.booked)).toBeVisible();
  await expect(visit.getByRole("status")).toContainText("Visit booked:");
  await expect(visit.getByRole("status")).toContainText("Afternoon, 1 pm to 6 pm");

  const warranty = page.getByRole("region", { name: "Warranty" });
  const serial = warranty.getByRole("textbox", { name: `Serial number of ${order.product.title}` });
  await serial.fill("vayu-cf-77-0042");
  await warranty.getByRole("button", { name: "Register warranty" }).click();
  await expect(warranty.getByText("VAYU-CF-77-0042")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  if (SHOTS) {
    await visit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/order-panels-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/order-panels-1280.png`, fullPage: true });
  }

  const [card] = await Promise.all([
    page.waitForEvent("download"),
    warranty.getByRole("button", { name: /Download warranty card/ }).click(),
  ]);
  expect(card.suggestedFilename()).toBe("warranty-VAYU-CF-77-0042.pdf");
  const text = execFileSync("pdftotext", ["-layout", (await card.path())!, "-"]).toString();
  expect(text).toContain("WARRANTY CARD");
  expect(text).toContain("VAYU-CF-77-0042");
  expect(text).toContain(order.product.title);

  // The dispatch desk lists the visit on its day; staff mark it done, and the shopper's page says so.
  const desk = await (await browser.newContext()).newPage();
  await loginAs(desk, staff);
  await desk.goto("/admin?tab=orders");
  const schedule = desk.getByRole("region", { name: "Installation visits" });
  await schedule.getByLabel("On").fill(chosen!);
  const row = schedule.getByRole("listitem").filter({ hasText: `Order #${order.number}` });
  await expect(row).toContainText(sampleAddress.name);
  await expect(row).toContainText(order.product.title);
  for (const width of [360, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(desk);
    if (SHOTS) await schedule.screenshot({ path: `${SHOTS}/dispatch-installations-${width}.png` });
  }
  await row.getByRole("button", { name: "Mark done" }).click();
  await expect(row).toContainText("Done");

  await page.reload();
  await expect(visit.getByRole("status")).toContainText("Visit done on");
  await expect(visit.getByRole("button", { name: "Move visit" })).toHaveCount(0);
});
