import { registerShopper } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { paidOrder } from "./lifecycle-helpers";
import { forOrder, orderLinkOf } from "./phone-outbox";

// A purchase, then a fresh browser: a busy machine takes a while.
test.describe.configure({ timeout: 120_000 });

test("someone without the account tracks an order at 360 px with the code from the SMS, and opens the signed link of a message", async ({
  browser,
  request,
  store,
  pageErrors,
}) => {
  // The altered link is refused on purpose.
  pageErrors.allow(/^HTTP 404 GET \/api\/track\/link\?t=/);
  const shopper = await registerShopper(request);
  const headers = { Authorization: `Bearer ${shopper.token}` };
  expect((await request.put("/api/account/message-preferences", { headers, data: { sms: true, whatsapp: true } })).ok()).toBe(true);
  const order = await paidOrder(request, shopper);

  const context = await browser.newContext({ baseURL: store.url, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto("/track");
  await page.getByLabel("Order number").fill(String(order.number));
  await page.getByLabel("Mobile number or e-mail").fill("+91 98765 43210");
  await page.getByRole("button", { name: "Send code" }).click();
  const code = page.getByLabel("6-digit code");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");

  await expect.poll(() => forOrder(store.dataDir, "sms", "track_code", order.number).length).toBe(1);
  const [sms] = forOrder(store.dataDir, "sms", "track_code", order.number);
  expect(sms!.to).toBe("+919876543210");
  await code.fill(sms!.params.code!);
  await page.getByRole("button", { name: "Show my order" }).click();
  await expect(page.getByRole("heading", { name: `Order #${order.number}` })).toBeVisible();
  await expect(page.getByLabel("Timeline")).toContainText("Placed");
  await expect(page.getByText(order.product.title)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("track-360.png"), fullPage: true });

  // The WhatsApp the shopper opted in to carries the signed link: it opens the order directly.
  await expect.poll(() => forOrder(store.dataDir, "whatsapp", "order_placed", order.number).length).toBe(1);
  const [whatsapp] = forOrder(store.dataDir, "whatsapp", "order_placed", order.number);
  const link = orderLinkOf(whatsapp!);
  const linked = await context.newPage();
  await linked.goto(link);
  await expect(linked.getByRole("heading", { name: `Order #${order.number}` })).toBeVisible();
  // A link altered by one character opens nothing.
  await linked.goto(`${link.slice(0, -2)}xx`);
  await expect(linked.getByRole("alert")).toContainText("This order link is not valid.");
  await context.close();
});
