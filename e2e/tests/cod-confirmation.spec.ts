import type { APIRequestContext } from "@playwright/test";
import { loginAs, registerShopper, staffLogin, type Shopper } from "../auth";
import { expect, test } from "../fixtures";
import { bearer, codOrder, type CodOrder } from "./cod-order";
import { openStaffOrder, staffMove } from "./lifecycle-helpers";
import { forOrder } from "./phone-outbox";

/** Cash-on-delivery orders wait for their shopper's confirmation (docs/decisions/305-cod-confirmation.md). */

// A purchase, then fresh browsers and the console: a busy machine takes a while.
test.describe.configure({ timeout: 120_000 });

const statusOf = async (request: APIRequestContext, shopper: Shopper, order: CodOrder) =>
  ((await (await request.get(`/api/order/${order.id}`, { headers: bearer(shopper) })).json()) as { order: { orderStatus: string } }).order.orderStatus;

test("the shopper confirms a COD order from the message's link, and staff can then pack it", async ({ browser, page, request, store }) => {
  const shopper = await registerShopper(request);
  const order = await codOrder(request, shopper);

  await expect.poll(() => forOrder(store.dataDir, "sms", "order_cod_confirm", order.number).length).toBe(1);
  const [message] = forOrder(store.dataDir, "sms", "order_cod_confirm", order.number);
  const link = new URL(/(http\S+)/.exec(message!.text)![1]!);

  // Opening the link (as a link previewer would) changes nothing; the page's button does.
  const context = await browser.newContext({ baseURL: store.url, viewport: { width: 360, height: 740 } });
  const phone = await context.newPage();
  await phone.goto(`${link.pathname}${link.search}`);
  await expect(phone.getByRole("heading", { name: `Order #${order.number}` })).toBeVisible();
  await expect(phone.getByRole("heading", { name: "Please confirm your cash-on-delivery order" })).toBeVisible();
  expect(await statusOf(request, shopper, order)).toBe("Awaiting confirmation");
  await phone.getByRole("button", { name: "Confirm order" }).click();
  await expect(phone.getByText("Thank you: your order is confirmed and will be packed soon.")).toBeVisible();
  await expect(phone.getByRole("button", { name: "Confirm order" })).toHaveCount(0);
  await expect(phone.getByLabel("Timeline")).toContainText("Placed");
  await context.close();
  expect(await statusOf(request, shopper, order)).toBe("Placed");

  await loginAs(page, await staffLogin(request));
  await openStaffOrder(page, order);
  await staffMove(page, "Packed");
  await expect(page.getByText(`Order #${order.number} is now Packed.`)).toBeVisible();
});

test("the shopper cancels an unconfirmed COD order from the order page", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const order = await codOrder(request, shopper);

  await loginAs(page, shopper);
  await page.goto(`/orders/${order.id}`);
  const confirmation = page.getByRole("region", { name: "Please confirm your cash-on-delivery order" });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText("Your order is cancelled. Nothing was paid, so nothing is due.")).toBeVisible();
  await expect(confirmation).toHaveCount(0);
  await expect(page.getByRole("list", { name: `Status history of order ${order.number}` })).toContainText("Cancelled");
  expect(await statusOf(request, shopper, order)).toBe("Cancelled");
});
