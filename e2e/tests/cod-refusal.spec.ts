import { registerShopper, loginAs, staffLogin } from "../auth";
import { expect, test, waitForHydration } from "../fixtures";
import { cheapProduct, openCheckout, saveAddress } from "./checkout-helpers";
import { bearer, withCodRules } from "./cod-order";

// docs/decisions/307-cod-rules-at-checkout.md: the store's COD rules refuse, the shopper reads why and pays online.
test.describe.configure({ timeout: 120_000 });

const REFUSED = "Cash on delivery is not available for this order: please pay online.";

test("a shopper the COD rules refuse sees the reason at checkout, even before the script, and can pay online", async ({
  page,
  request,
}) => {
  const owner = await staffLogin(request);
  const product = await cheapProduct(request, owner);
  const shopper = await registerShopper(request);
  const added = await request.post("/api/cart", {
    headers: bearer(shopper),
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  const address = await saveAddress(request, shopper);
  // A new shopper has no delivered order: the first-order rule, from ₹1, refuses this order.
  await withCodRules(request, owner, { firstOrderLimit: 1 }, async () => {
    await loginAs(page, shopper);
    await openCheckout(page);
    const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
    const online = page.getByRole("radio", { name: /Pay online/ });
    await expect(page.getByText(REFUSED)).toBeVisible();
    await expect(cod).toBeDisabled();
    await expect(online).toBeEnabled();
    await expect(online).toBeChecked();

    await waitForHydration(page);
    await expect(page.getByText(REFUSED)).toBeVisible();
    await expect(cod).toBeDisabled();

    // A crafted COD order meets the same rule and the same words.
    // The COD total the page's form would post.
    const codTotal = Number(await page.locator('input[name="totalAmount"]').inputValue());
    const crafted = await request.post("/api/order", {
      headers: bearer(shopper),
      data: {
        paymentType: "COD",
        totalAmount: codTotal,
        address: address._id,
        products: [{ product: product._id, quantity: 1 }],
      },
    });
    expect(crafted.status()).toBe(409);
    expect(((await crafted.json()) as { message: string }).message).toBe(REFUSED);

    // Staff see which rule refused.
    const log = await request.get(`/api/admin/cod-decisions?userId=${shopper.user._id}`, {
      headers: bearer(owner),
    });
    expect(((await log.json()) as { decisions: { ruleText: string }[] }).decisions[0]?.ruleText).toMatch(
      /^first order of ₹[\d,.]+ over the first-order COD limit of ₹1$/,
    );
  });
});
