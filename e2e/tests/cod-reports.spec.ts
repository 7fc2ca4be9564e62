import type { APIRequestContext } from "@playwright/test";
import { loginAs, registerShopper, staffLogin, type Shopper } from "../auth";
import { expect, test, waitForHydration } from "../fixtures";
import { codOrder } from "./cod-order";

/** Staff read the COD report and record a courier's remittance (docs/decisions/308-cod-reports-and-remittances.md). */

test.describe.configure({ timeout: 120_000 });

const bearer = (who: Shopper) => ({ Authorization: `Bearer ${who.token}` });

/** A COD order confirmed, shipped with `courier`, delivered and its cash recorded collected, through the API. */
async function collectedOrder(request: APIRequestContext, staff: Shopper, courier: string) {
  const shopper = await registerShopper(request);
  const order = await codOrder(request, shopper);
  expect(
    (await request.post(`/api/order/${order.id}/confirm`, { headers: bearer(shopper), data: {} })).status(),
  ).toBe(200);
  for (const data of [
    { status: "Shipped", tracking: { courier, number: `EE${order.number}` } },
    { status: "Delivered" },
  ]) {
    expect(
      (await request.post(`/api/admin/orders/${order.id}/status`, { headers: bearer(staff), data })).status(),
    ).toBe(200);
  }
  expect(
    (
      await request.post(`/api/admin/orders/${order.id}/payment-collected`, {
        headers: bearer(staff),
        data: {},
      })
    ).status(),
  ).toBe(200);
  const { order: view } = (await (
    await request.get(`/api/order/${order.id}`, { headers: bearer(shopper) })
  ).json()) as { order: { totalAmount: number } };
  return { ...order, total: view.totalAmount };
}

const rupees = (amount: number) =>
  `₹${amount.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("staff open the COD report, record a courier's remittance, and the cash to collect drops", async ({
  page,
  request,
}) => {
  const staff = await staffLogin(request);
  const courier = `Ecom Express ${Date.now() % 100_000}`;
  const order = await collectedOrder(request, staff, courier);

  await loginAs(page, staff);
  await page.goto("/admin?tab=cod");
  await waitForHydration(page);
  await expect(page.getByText("COD share of orders")).toBeVisible();
  const cash = page.getByRole("region", { name: "Cash to collect from couriers" });
  const row = cash.getByRole("row", { name: new RegExp(`^${courier} `) });
  await expect(row).toContainText(`${rupees(order.total)} (1)`);

  const form = page.getByRole("region", { name: "Record a courier remittance" });
  await form.getByLabel("Courier").selectOption(courier);
  await form.getByRole("checkbox", { name: `#${order.number} · ${rupees(order.total)}` }).check();
  await form.getByLabel("Bank reference (UTR)").fill(`UTR${order.number}`);
  await form.getByLabel("Received on").fill("2026-11-26");
  await form.getByRole("button", { name: "Record remittance" }).click();
  await expect(page.getByText(`Remittance recorded: 1 order, ${rupees(order.total)}.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  const { remittances } = (await (
    await request.get("/api/admin/cod-remittances", { headers: bearer(staff) })
  ).json()) as {
    remittances: { reference: string; amount: number }[];
  };
  expect(remittances.find((r) => r.reference === `UTR${order.number}`)?.amount).toBe(order.total);
});
