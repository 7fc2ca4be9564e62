import { loginAs, registerShopper, staffLogin } from "../auth";
import { expect, expectAccessible, test } from "../fixtures";
import { openStaffOrder, paidOrder } from "./lifecycle-helpers";

/** Staff see an order's SMS and WhatsApp messages, and the owner the channels' providers (docs/product/phone-messages.md). */
test("the order's Messages panel and Settings > Messages, at 360 and 1280 px", async ({
  page,
  request,
}, testInfo) => {
  // Two widths, each checked for accessibility on two pages.
  test.setTimeout(150_000);
  const order = await paidOrder(request, await registerShopper(request, "Meera Pillai"));
  await loginAs(page, await staffLogin(request));
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await openStaffOrder(page, order);
    const panel = page.getByRole("region", { name: "Messages" });
    // The order's "placed" SMS to the delivery address's mobile number.
    await expect(panel.getByRole("listitem", { name: "SMS order_placed" })).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`order-messages-${width}.png`),
      fullPage: width === 360,
    });
    await expectAccessible(page);

    await page.goto("/admin?tab=settings");
    const section = page.getByRole("region", { name: "Messages" });
    await expect(
      section.getByRole("group", { name: "SMS" }).getByText("Outbox folder (no provider)"),
    ).toBeVisible();
    await expect(
      section.getByRole("group", { name: "WhatsApp" }).getByText("Outbox folder (no provider)"),
    ).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`settings-messages-${width}.png`) });
    await expectAccessible(page);
  }
});
