import type { Page } from "@playwright/test";
import { messages } from "@vayu/shared/messages";
import { staffLogin } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";
import { fillCart, saveAddress } from "./checkout-helpers";
import { forOrder, newestCode, orderLinkOf, smsFiles } from "./phone-outbox";

const m = messages.phoneLogin;

// A login, a purchase, staff moves and a fresh browser per link: a busy machine takes a while.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });

/** Logs in at /login/phone with the code from the SMS outbox; a number without an account is asked its name once. */
async function logInByPhone(page: Page, dataDir: string, typed: string, phone: string, name: string) {
  const before = smsFiles(dataDir);
  await page.goto("/login");
  await page.getByRole("link", { name: m.usePhone }).click();
  await expect(page).toHaveURL(/\/login\/phone$/);
  await page.getByLabel(m.phoneLabel).fill(typed);
  await page.getByRole("button", { name: m.sendCode }).click();
  const codeField = page.getByLabel(m.codeLabel);
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveValue("");
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("code-step-360.png") });
  let code = "";
  await expect.poll(() => (code = newestCode(dataDir, phone, before)), { timeout: 10_000 }).not.toBe("");
  await codeField.fill(code);
  await page.getByRole("button", { name: m.verify }).click();
  const nameField = page.getByLabel(m.nameLabel);
  if (await nameField.waitFor({ timeout: 3_000 }).then(() => true, () => false)) {
    await nameField.fill(name);
    await page.getByRole("button", { name: m.verify }).click();
  }
  await expect(page).not.toHaveURL(/\/login/);
}

test("a new shopper logs in with +91 98765 43210 and the code, buys, and gets placed, shipped and delivered by SMS and WhatsApp, each with a link that opens the order", async ({
  page,
  request,
  store,
  browser,
  pageErrors,
}) => {
  // A number without an account is asked its name: a 400 naming `name`.
  pageErrors.allow(/HTTP 400 POST \/api\/auth\/otp\/verify/);
  await logInByPhone(page, store.dataDir, "+91 98765 43210", "9876543210", "Meena Iyer");

  // The account page knows the number, has no e-mail yet, and takes the WhatsApp opt-in.
  await page.goto("/account");
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByLabel("Name", { exact: true })).toHaveValue("Meena Iyer");
  await expect(profile.getByLabel("Email", { exact: true })).toHaveValue(m.noEmail);
  const mobile = page.getByRole("region", { name: m.addPhoneTitle });
  await expect(mobile).toContainText(`+91 98765 43210${m.verified}`);
  await expect(page.getByRole("region", { name: m.addEmailTitle })).toBeVisible();
  const updates = page.getByRole("form", { name: "Order updates" });
  await updates.getByLabel(messages.track.whatsappLabel).check();
  await updates.getByRole("button", { name: messages.track.savePreferences }).click();
  await expect(page.getByText(messages.track.preferencesSaved)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("account-phone-360.png"), fullPage: true });

  // The purchase, paid in the sandbox, to an address whose mobile is the same number.
  const buyer = { token: (await page.evaluate(() => localStorage.getItem("token")))! };
  await fillCart(request, buyer);
  await saveAddress(request, buyer, { mobile: "9876543210" });
  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.getByRole("button", { name: "Deliver Here" }).click();
  const payment = page.getByRole("dialog", { name: "Complete your payment" });
  await payment.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByText("Order placed successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").at(-1)!;
  const { order } = (await (await request.get(`/api/order/${orderId}`, { headers: { Authorization: `Bearer ${buyer.token}` } })).json()) as {
    order: { orderNumber: number };
  };

  const staff = await staffLogin(request);
  for (const data of [{ status: "Shipped", tracking: { courier: "Delhivery", number: "DL98765001" } }, { status: "Delivered" }]) {
    const moved = await request.post(`/api/admin/orders/${orderId}/status`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  // Each step once on each channel, to the number, with the signed link to this order.
  const steps = ["order_placed", "order_shipped", "order_delivered"];
  for (const channel of ["sms", "whatsapp"] as const)
    for (const template of steps) {
      await expect.poll(() => forOrder(store.dataDir, channel, template, order.orderNumber).length, { message: `${channel} ${template}` }).toBe(1);
      const [message] = forOrder(store.dataDir, channel, template, order.orderNumber);
      expect(message!.to).toBe("+919876543210");
      expect(message!.text).toMatch(/\/track\?t=/);
    }
  const [shipped] = forOrder(store.dataDir, "sms", "order_shipped", order.orderNumber);
  expect(shipped!.text).toContain("has shipped with Delhivery, tracking number DL98765001");

  // Someone without the account opens the placed SMS's link and the delivered WhatsApp's: the order, delivered.
  const stranger = await browser.newContext({ baseURL: store.url, viewport: { width: 360, height: 740 } });
  const [placed] = forOrder(store.dataDir, "sms", "order_placed", order.orderNumber);
  const [delivered] = forOrder(store.dataDir, "whatsapp", "order_delivered", order.orderNumber);
  for (const message of [placed!, delivered!]) {
    const linked = await stranger.newPage();
    await linked.goto(orderLinkOf(message));
    await expect(linked.getByRole("heading", { name: `Order #${order.orderNumber}` })).toBeVisible();
    await expect(linked.getByLabel("Timeline")).toContainText("Delivered");
    await expectNoHorizontalScroll(linked);
  }
  await stranger.close();
});
