import { loginAs, registerShopper, staffLogin, type Shopper } from "../auth";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForHydrationOnLoad,
} from "../fixtures";
import { cheapProduct, inr, openCheckout, saveAddress } from "./checkout-helpers";
import { linkIn, outboxMails } from "../outbox";
import { STAFF } from "../stores";
import { staffMove } from "./lifecycle-helpers";

// A whole journey through checkout, My Orders and the staff page takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const bearer = (who: Shopper) => ({ Authorization: `Bearer ${who.token}` });

test("a shopper orders cash on delivery from checkout to My Orders, and staff record the cash collected", async ({
  page,
  browser,
  request,
  store,
}) => {
  const staff = await staffLogin(request);
  const product = await cheapProduct(request, staff);
  const shopper = await registerShopper(request);
  expect(
    (
      await request.post("/api/cart", {
        headers: bearer(shopper),
        data: { productId: product._id, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  await saveAddress(request, shopper, {
    name: "Ravi Kumar",
    address: "7 Aberdeen Bazaar",
    city: "Port Blair",
    state: "Andaman and Nicobar Islands",
    zipCode: "744101",
    landmark: "",
  });
  await saveAddress(request, shopper);
  await loginAs(page, shopper);
  await openCheckout(page);

  const details = page.getByRole("region", { name: "Price Details" });
  const online = page.getByRole("radio", { name: /Pay online/ });
  const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
  await page.getByRole("radio", { name: /Priya Sharma/ }).check();
  await expect(online).toBeChecked();
  await expect(details.getByTestId("checkout-total")).toHaveText(inr(454));
  await expect(
    page.getByText("Pay in cash when your order arrives. A ₹70 cash on delivery charge applies below ₹500."),
  ).toBeVisible();

  // The COD charge is in Price Details before the shopper confirms.
  await cod.check();
  await expect(details.getByTestId("cod-charge")).toHaveText(inr(70));
  await expect(details.getByTestId("checkout-total")).toHaveText(inr(524));
  await expect(page.getByText("Pay ₹524.00 in cash on delivery")).toBeVisible();
  await expectAccessible(page);

  // Port Blair takes no cash on delivery: the choice goes back to online and says why.
  await page.getByRole("radio", { name: /Ravi Kumar/ }).check();
  await expect(cod).toBeDisabled();
  await expect(online).toBeChecked();
  await expect(
    page.getByText("Cash on delivery is not available for pincode 744101. Please pay online."),
  ).toBeVisible();
  await expect(details.getByTestId("checkout-total")).toHaveText(inr(454));

  await page.getByRole("radio", { name: /Priya Sharma/ }).check();
  await cod.check();
  await page.getByRole("button", { name: "Place order" }).click();

  // Straight to the order's confirmation.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status", { name: "Order placed" })).toContainText(
    "Please pay ₹524.00 in cash to the delivery partner",
  );
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment).toContainText("Cash on delivery");
  await expect(payment.getByTestId("order-total")).toHaveText(inr(524));
  await expect(payment).toContainText("To pay on delivery");
  const number = Number((await page.getByRole("heading", { level: 1 }).textContent())?.replace(/\D/g, ""));

  // A COD order waits for the shopper's confirmation before staff may pack or ship it (ADR 305).
  const confirmation = page.getByRole("region", { name: "Please confirm your cash-on-delivery order" });
  await confirmation.getByRole("button", { name: "Confirm order" }).click();
  await expect(confirmation).toHaveCount(0);

  await page.getByRole("link", { name: "My Orders" }).first().click();
  const card = page.getByRole("article", { name: `Order #${number}` });
  await expect(card).toContainText("Cash on delivery");
  await expect(card).toContainText("To pay on delivery");
  await expect(card).toContainText(product.title);
  await expectNoHorizontalScroll(page);

  // Staff hear of it by e-mail, with the cash to collect and a link to it in the console.
  const staffMail = () =>
    outboxMails(store.dataDir, STAFF.email, `placed order #${number}, to be paid in cash on delivery.`);
  await expect.poll(() => staffMail().length).toBe(1);
  expect(staffMail()[0]).toContain("The courier collects ₹524.00.");
  const consoleLink = linkIn(staffMail()[0]!, /https?:\/\/[^\s"<>]+\/admin\?order=[0-9a-f-]{36}/);

  // Staff see the cash due, ship the order and record the cash the courier collected.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  waitForHydrationOnLoad(staffPage);
  await loginAs(staffPage, staff);
  await staffPage.goto(consoleLink);
  await expect(staffPage.getByRole("heading", { name: `Order #${number}` })).toBeVisible();
  const staffPayment = staffPage.getByRole("region", { name: "Payment" });
  await expect(staffPayment).toContainText("₹524.00 due at delivery");
  await expect(staffPayment).toContainText("Record the cash once the order has shipped");
  await staffMove(staffPage, "Shipped", { courier: "Delhivery", number: "DL99887766" });
  await staffPayment.getByRole("textbox", { name: "Note (optional)" }).fill("Delhivery remittance 4471");
  await staffPayment.getByRole("button", { name: "Record ₹524.00 collected" }).click();
  await expect(staffPayment).toContainText(/Collected \d/);
  await expect(
    staffPage.getByText("Payment collected: ₹524.00 cash on delivery. Delhivery remittance 4471"),
  ).toBeVisible();
  await staffContext.close();

  await page.goto(`/orders`);
  await expect(card).toContainText("Total paid");
});
