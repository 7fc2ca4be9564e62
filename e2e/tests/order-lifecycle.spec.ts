import { type Browser, type Page } from "@playwright/test";
import { loginAs, registerShopper, staffLogin, type Shopper } from "../auth";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForHydrationOnLoad,
} from "../fixtures";
import { inr } from "./checkout-helpers";
import { openStaffOrder, paidOrder, staffMove } from "./lifecycle-helpers";

// Journeys through payment, two browsers and axe runs take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A second browser for the shopper, beside the staff's: each keeps its own session. */
async function shopperPage(browser: Browser, shopper: Shopper): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  waitForHydrationOnLoad(page);
  await loginAs(page, shopper);
  return page;
}

const timeline = (page: Page) => page.getByRole("list", { name: /^Status history of order/ });

test("a shopper cancels from the order page and sees the refund", async ({ page, request }) => {
  const shopper = await registerShopper(request, "Rohan Mehta");
  const order = await paidOrder(request, shopper);
  await loginAs(page, shopper);
  await page.setViewportSize({ width: 360, height: 800 });

  await page.goto("/orders");
  await page
    .getByRole("link", { name: `Order details, tracking and returns for order #${order.number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole("heading", { name: `Order #${order.number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: `Products in order ${order.number}` })).toContainText(
    order.product.title,
  );
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel order #${order.number}?` });
  await dialog.getByRole("textbox", { name: "Reason (optional)" }).fill("Found it cheaper offline");
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(
    page.getByText(
      `Order #${order.number} is cancelled. Your refund of ${inr(order.total)} has been started.`,
    ),
  ).toBeVisible();
  await expect(timeline(page).getByRole("listitem").last()).toContainText("Cancelled");
  await expect(timeline(page).getByRole("listitem").last()).toContainText("Found it cheaper offline");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(refunds).toContainText(inr(order.total));
  await expect(refunds).toContainText("5–7 working days");
  // The sandbox settles the refund a moment later, as Razorpay's webhook does.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Refunds" })).toContainText("Refunded", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expectAccessible(page);
});

test("staff ship an order with its tracking number and the shopper sees it on the timeline", async ({
  page,
  request,
  browser,
}) => {
  const shopper = await registerShopper(request, "Kavya Nair");
  const order = await paidOrder(request, shopper);
  await loginAs(page, await staffLogin(request));
  await page.setViewportSize({ width: 390, height: 844 });
  await openStaffOrder(page, order);
  await expectNoHorizontalScroll(page);
  await expect(page.getByRole("region", { name: "Customer" })).toContainText(shopper.email);
  await expect(page.getByRole("region", { name: "Customer" })).toContainText("9876543210");

  await staffMove(page, "Shipped", { courier: "Delhivery" });
  await expect(page.getByText("Tracking number must be 4 to 40 letters, digits or dashes")).toBeVisible();
  await staffMove(page, "Shipped", {
    courier: "Delhivery",
    number: "DL98765432",
    url: "https://www.delhivery.com/track/package/DL98765432",
  });
  await expect(page.getByText(`Order #${order.number} is now Shipped.`)).toBeVisible();
  await expect(page.getByRole("list", { name: /^History of order/ })).toContainText("Shipped");
  await expect(page.getByRole("list", { name: /^History of order/ })).toContainText("(staff)");
  await expectAccessible(page);

  // A refund pays out only once confirmed, with the amount, what it covers and where the unit goes.
  const paid = order.product.salePrice ?? order.product.price;
  const refundForm = page.getByRole("form", { name: `Refund order ${order.number}` });
  await refundForm.getByRole("combobox", { name: "Line (optional)" }).selectOption({ index: 1 });
  await refundForm.getByRole("textbox", { name: /^Reason/ }).fill("Dented on arrival");
  await refundForm.getByRole("button", { name: "Refund…" }).click();
  const confirm = page.getByRole("dialog", { name: `Refund ${inr(paid)}?` });
  await expect(confirm).toContainText(`1 × ${order.product.title} of order #${order.number}`);
  await expect(confirm).toContainText("5–7 working days");
  const stock = confirm.getByRole("group", { name: "Where do the refunded units go?" });
  await expect(stock.getByRole("radio", { checked: true })).toHaveCount(0);
  await confirm.getByRole("button", { name: `Refund ${inr(paid)}` }).click();
  await expect(
    confirm.getByText("Choose whether the refunded units go back to stock (sellable) or not (damaged)."),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText("No refunds.");
  await stock.getByRole("radio", { name: /^Not back to stock/ }).check();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: `Refund ${inr(paid)}` }).click();
  await expect(page.getByText(`Refund started for order #${order.number}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText(inr(paid));
  await expect(page.getByRole("list", { name: /^History of order/ })).toContainText(
    "units not put back in stock (damaged): Dented on arrival",
  );
  // The audit log says what happened in words and rupees.
  // On a phone the console's sections are a menu.
  await page.getByRole("combobox", { name: "Section" }).selectOption("Audit log");
  const latest = page.getByRole("region", { name: "Audit log" }).getByRole("listitem").first();
  await expect(latest).toContainText("refunded order");
  await expect(latest).toContainText(`Amount: — → ${inr(paid)}`);
  await expect(latest).toContainText("Back to stock: — → no");

  const shopperView = await shopperPage(browser, shopper);
  await shopperView.goto(`/orders/${order.id}`);
  await expect(timeline(shopperView)).toContainText("Shipped");
  const shipment = shopperView.getByRole("region", { name: "Shipment" });
  await expect(shipment).toContainText("Delhivery");
  await expect(shipment).toContainText("DL98765432");
  await expect(shipment.getByRole("link", { name: /Track on Delhivery/ })).toHaveAttribute(
    "href",
    "https://www.delhivery.com/track/package/DL98765432",
  );
  await expect(shopperView.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expectAccessible(shopperView);
});

test("staff take an order from Placed to Delivered and a return through to Refunded", async ({
  page,
  request,
  browser,
}) => {
  const shopper = await registerShopper(request, "Anita Desai");
  const order = await paidOrder(request, shopper);
  await loginAs(page, await staffLogin(request));
  await openStaffOrder(page, order);

  await staffMove(page, "Packed", { note: "Packed at Whitefield, COD remittance UTR 4411" });
  await expect(page.getByText(`Order #${order.number} is now Packed.`)).toBeVisible();
  await expect(page.getByRole("list", { name: /^History of order/ })).toContainText("Internal note");
  // Delivered needs Shipped first: it is not offered before.
  const options = page.getByRole("combobox", { name: "New status" }).getByRole("option");
  await expect(options).toHaveText(["Choose…", "Shipped", "Cancelled (refund in full, restock)"]);
  await staffMove(page, "Shipped", {
    courier: "Blue Dart",
    number: "BD55501234",
    note: "Fragile: glass front",
    showToShopper: true,
  });
  await expect(page.getByText(`Order #${order.number} is now Shipped.`)).toBeVisible();
  // Only forward moves are offered.
  await expect(options).toHaveText(["Choose…", "Out for delivery", "Delivered"]);
  await staffMove(page, "Out for delivery");
  await expect(page.getByText(`Order #${order.number} is now Out for delivery.`)).toBeVisible();
  await staffMove(page, "Delivered");
  await expect(page.getByText(`Order #${order.number} is now Delivered.`)).toBeVisible();

  const shopperView = await shopperPage(browser, shopper);
  await shopperView.goto(`/orders/${order.id}`);
  const returnForm = shopperView.getByRole("region", { name: "Return this order" });
  await returnForm.getByRole("button", { name: "Request return" }).click();
  await expect(
    returnForm.getByText("reason must be at least 5 characters: tell us what is wrong"),
  ).toBeVisible();
  await returnForm.getByRole("textbox", { name: "What is wrong with it?" }).fill("The motor hums loudly");
  await returnForm.getByRole("button", { name: "Request return" }).click();
  await expect(timeline(shopperView).getByRole("listitem").last()).toContainText("The motor hums loudly");

  // The console opens on its dashboard: find the order again to see the return.
  await openStaffOrder(page, order);
  await staffMove(page, "Approve return", { note: "Pickup tomorrow" });
  await expect(page.getByText(`Return of order #${order.number} approved.`)).toBeVisible();
  await staffMove(page, "Returned (the parcel is back)", { stock: "Back to stock" });
  await expect(page.getByText(`Order #${order.number} is now Returned.`)).toBeVisible();
  await staffMove(page, "Refunded (refund the rest)");
  // Money goes back only once confirmed.
  const refundAll = page.getByRole("dialog", {
    name: `Refund ${inr(order.total)} for order #${order.number}?`,
  });
  await refundAll.getByRole("button", { name: `Yes, refund ${inr(order.total)}` }).click();
  await expect(page.getByText(`Order #${order.number} is now Refunded.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText(inr(order.total));
  await expect(page.getByRole("region", { name: "Status", exact: true })).toContainText(
    "cannot move any more",
  );
  await expectAccessible(page);

  await shopperView.reload();
  await expect(shopperView.getByRole("main").getByText("Refunded").first()).toBeVisible();
  // The staff's approval note was not ticked to show: the shopper sees the approval, not the note.
  await expect(timeline(shopperView)).toContainText("Return approved");
  await expect(timeline(shopperView)).not.toContainText("Pickup tomorrow");
  await expect(timeline(shopperView)).toContainText("Fragile: glass front");
  await expect(timeline(shopperView)).not.toContainText("UTR 4411");
  await expect(shopperView.getByRole("region", { name: "Refunds" })).toContainText(inr(order.total));
});
