import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, test, waitForHydration } from "../fixtures";
import { openCheckout } from "./checkout-helpers";
import { bearer, codOrder, withCodRules } from "./cod-order";
import { openStaffOrder, staffMove } from "./lifecycle-helpers";

/** A refused cash-on-delivery parcel comes back (docs/decisions/306-return-to-origin.md). */

test.describe.configure({ timeout: 120_000 });

const stockOf = async (request: APIRequestContext, productId: string) =>
  ((await (await request.get(`/api/product/${productId}`)).json()) as { data: { stock: number } }).data.stock;

test("staff ship a COD order, mark it returned to origin, receive it back: stock is back, the credit note downloads, and at the store's limit of refusals the shopper may only pay online", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const order = await codOrder(request, shopper);
  const stockBefore = order.product.stock;
  expect(await stockOf(request, order.product._id)).toBe(stockBefore - 1);
  expect(
    (await request.post(`/api/order/${order.id}/confirm`, { headers: bearer(shopper), data: {} })).status(),
  ).toBe(200);

  await loginAs(page, await staffLogin(request));
  await openStaffOrder(page, order);
  await waitForHydration(page);
  await staffMove(page, "Shipped", { courier: "Delhivery", number: `RTO${order.number}` });
  await expect(page.getByText(`Order #${order.number} is now Shipped.`)).toBeVisible();

  // The shopper's and the pincode's refused parcels are in view before deciding.
  await expect(page.getByRole("region", { name: "Refused parcels" })).toContainText("0 refused parcels");
  await staffMove(page, "Returned to origin (refused or not deliverable)", { note: "Refused at the door" });
  await expect(page.getByText(`Order #${order.number} is now Returned to origin.`)).toBeVisible();
  expect(await stockOf(request, order.product._id)).toBe(stockBefore - 1);

  const received = page.getByRole("form", { name: `Receive back order ${order.number}` });
  await received.getByRole("radio", { name: /^Back to stock/ }).check();
  await received.getByRole("button", { name: "Mark received back" }).click();
  await expect(
    page.getByText(`Order #${order.number} received back; its credit note is issued.`),
  ).toBeVisible();
  expect(await stockOf(request, order.product._id)).toBe(stockBefore);
  await expect(page.getByText("Received back: units put back in stock")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /Credit note/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^VCN-\d{2}-\d{2}-\d{6}\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  // The shopper reads what happened on their order page.
  await loginAs(page, shopper);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText("This parcel is going back to the store")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm order" })).toHaveCount(0);

  // With the limit at one refused parcel, this shopper's next checkout offers online payment only, saying why.
  const owner = await staffLogin(request);
  await withCodRules(request, owner, { maxRefusals: 1 }, async () => {
    expect(
      (
        await request.post("/api/cart", {
          headers: bearer(shopper),
          data: { productId: order.product._id, quantity: 1 },
        })
      ).ok(),
    ).toBe(true);
    await openCheckout(page);
    await expect(
      page.getByText(
        /^Cash on delivery is not available for this order: (pay online and save ₹[\d,.]+|please pay online)\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeDisabled();
    await expect(page.getByRole("radio", { name: /Pay online/ })).toBeChecked();
  });
});
