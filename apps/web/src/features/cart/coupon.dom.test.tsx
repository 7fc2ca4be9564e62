import type { AddressType } from "@vayu/shared/addresses";
import type { CartType } from "@vayu/shared/cart";
import { buildCart } from "@vayu/shared/cart-totals";
import type { CouponTerms } from "@vayu/shared/discounts";
import { messages } from "@vayu/shared/messages";
import { defaultStoreProfile, deliveryFeesOf, type StoreProfile } from "@vayu/shared/site-settings";
import { diwali10Terms, sampleAddress } from "@vayu/shared/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, openPage, product, signIn, type Answers, type ApiCall } from "../../test/storefront";

/** The example: DIWALI10 (10% off, cap ₹500, minimum ₹2,000) on an ₹8,290 cooler. */
const cooler = product(1, { title: "Desert Cooler", price: 8290, stock: 5 });
const fan = product(2, { title: "Table Fan", price: 1500, stock: 5 });
const diwali10 = diwali10Terms;
const fees = deliveryFeesOf(defaultStoreProfile);
const cartOf = (
  lines: { product: typeof cooler; quantity: number }[],
  coupon: CouponTerms | null = null,
): CartType => buildCart(lines, [], fees, coupon);

/** A cart API holding `coupon` or not, as the server keeps it: a refusal leaves the cart as it was. */
function couponApi(
  lines: { product: typeof cooler; quantity: number }[],
  refusal?: readonly [number, string],
  more: Answers = {},
) {
  let coupon: CouponTerms | null = null;
  return fakeApi({
    "GET /api/cart": () => [200, { cart: cartOf(lines, coupon) }],
    "POST /api/cart/coupon": ({ body }: ApiCall) => {
      if (refusal) return [refusal[0], { message: refusal[1] }];
      coupon = { ...diwali10, code: (body as { code: string }).code };
      return [200, { cart: cartOf(lines, coupon), message: messages.promotions.couponApplied }];
    },
    "DELETE /api/cart/coupon": () => {
      coupon = null;
      return [200, { cart: cartOf(lines), message: messages.promotions.couponRemoved }];
    },
    ...more,
  });
}

async function openCart() {
  signIn();
  const page = openPage("/cart");
  await screen.findByRole("heading", { name: "Shopping Cart" });
  return page;
}

describe("the cart's coupon field (docs/product/promotions.md)", () => {
  it("applies a code typed in any case, shows the saving as a line and takes it off the total", async () => {
    const { writes } = couponApi([{ product: cooler, quantity: 1 }]);
    const { user, fill } = await openCart();
    expect(screen.getByTestId("summary-total")).toHaveTextContent("₹8,295.00");
    await fill(screen.getByLabelText("Coupon code"), " diwali10 ");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByTestId("summary-coupon")).toHaveTextContent("−₹500.00");
    expect(screen.getByText("Coupon DIWALI10")).toBeInTheDocument();
    expect(screen.getByTestId("summary-total")).toHaveTextContent("₹7,795.00");
    expect(screen.getByTestId("coupon-saving")).toHaveTextContent("You save ₹500.00 with this coupon");
    expect(await screen.findByText(messages.promotions.couponApplied)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "POST", path: "/api/cart/coupon", body: { code: "DIWALI10" } }]);
  });

  it("shows the server's refusal under the field and leaves the cart untouched", async () => {
    const { writes } = couponApi(
      [{ product: cooler, quantity: 1 }],
      [409, messages.promotions.couponExpired],
    );
    const { user, fill } = await openCart();
    const field = screen.getByLabelText("Coupon code");
    await fill(field, "OLD2025");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.promotions.couponExpired);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveValue("OLD2025");
    expect(screen.getByTestId("summary-total")).toHaveTextContent("₹8,295.00");
    expect(screen.queryByTestId("summary-coupon")).not.toBeInTheDocument();
    expect(writes()).toHaveLength(1);
  });

  it("checks the code's form before asking the server", async () => {
    const { writes } = couponApi([{ product: cooler, quantity: 1 }]);
    const { user, fill } = await openCart();
    await fill(screen.getByLabelText("Coupon code"), "10%");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A coupon code has only letters, digits and -.",
    );
    expect(writes()).toEqual([]);
  });

  it("says why a held coupon takes nothing off now", async () => {
    fakeApi({ "GET /api/cart": [200, { cart: cartOf([{ product: fan, quantity: 1 }], diwali10) }] });
    await openCart();
    expect(screen.getByTestId("coupon-problem")).toHaveTextContent(
      "Add items worth ₹500.00 more to use this coupon: it needs a cart of ₹2,000.00.",
    );
    expect(screen.getByTestId("summary-coupon")).toHaveTextContent("−₹0.00");
    expect(screen.getByTestId("summary-total")).toHaveTextContent("₹1,505.00");
  });

  it("removes the coupon and the total goes back", async () => {
    const { writes } = couponApi([{ product: cooler, quantity: 1 }]);
    const { user, fill } = await openCart();
    await fill(screen.getByLabelText("Coupon code"), "DIWALI10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await user.click(await screen.findByRole("button", { name: "Remove coupon DIWALI10" }));
    await waitFor(() => expect(screen.queryByTestId("summary-coupon")).not.toBeInTheDocument());
    expect(screen.getByTestId("summary-total")).toHaveTextContent("₹8,295.00");
    expect(writes().at(-1)).toEqual({ method: "DELETE", path: "/api/cart/coupon", body: undefined });
  });
});

/** The checkout's store: a prepaid offer of 5% capped at ₹100; COD available at the shopper's pincode. */
const withOffer = {
  ...defaultStoreProfile,
  prepaidOffer: { kind: "percent" as const, value: 5, maxDiscount: 100 },
};
const home: AddressType = {
  ...sampleAddress,
  _id: "4b0a3c1e-0000-4000-8000-00000000d001",
  landmark: "",
  isDefault: true,
};

function openCheckout(cart: CartType, settings: StoreProfile = withOffer) {
  signIn();
  const api = fakeApi({
    "GET /api/settings": [200, settings],
    "GET /api/cart": [200, { cart }],
    "GET /api/address": [200, { addresses: [home], lastUsed: null }],
    "GET /api/pincode/560001": [
      200,
      {
        pincode: "560001",
        city: "Bengaluru",
        district: "Bengaluru",
        state: "Karnataka",
        serviceable: true,
        cod: true,
        estimatedDelivery: { from: "2026-12-01", to: "2026-12-03" },
      },
    ],
  });
  return { ...api, ...openPage("/checkoutPage") };
}

describe("the checkout's coupon and prepaid offer", () => {
  it("prices DIWALI10 and the prepaid offer as the order will be charged, and says what COD costs", async () => {
    const { user } = openCheckout(cartOf([{ product: cooler, quantity: 1 }], diwali10));
    const details = within(await screen.findByRole("region", { name: "Price Details" }));
    // ₹8,290 − ₹500 (DIWALI10, capped) − ₹100 (5% of ₹7,790 capped at ₹100) + ₹5 delivery.
    expect(details.getByTestId("coupon-discount")).toHaveTextContent("−₹500.00");
    // The store's settings arrive with the page's first reads.
    expect(await details.findByTestId("prepaid-discount")).toHaveTextContent("−₹100.00");
    expect(details.getByTestId("checkout-total")).toHaveTextContent("₹7,695.00");
    expect(screen.getByTestId("prepaid-offer")).toHaveTextContent("Pay online and save ₹100");
    expect(await screen.findByTestId("cod-costs")).toHaveTextContent(
      "Paying on delivery costs you ₹100 more",
    );
    await user.click(screen.getByRole("radio", { name: /Cash on Delivery/ }));
    await waitFor(() => expect(details.queryByTestId("prepaid-discount")).not.toBeInTheDocument());
    expect(details.getByTestId("checkout-total")).toHaveTextContent("₹7,795.00");
  });

  it("asks the payment order for the online total, prepaid offer taken off", async () => {
    const { user, writes } = openCheckout(cartOf([{ product: cooler, quantity: 1 }], diwali10));
    await within(await screen.findByRole("region", { name: "Price Details" })).findByTestId(
      "prepaid-discount",
    );
    await waitFor(() => expect(screen.getByRole("radio", { name: new RegExp(home.name) })).toBeChecked());
    const deliver = screen.getByRole("button", { name: "Deliver Here" });
    await waitFor(() => expect(deliver).toBeEnabled());
    await user.click(deliver);
    await waitFor(() => expect(writes().length).toBeGreaterThan(0));
    expect(writes()[0]).toMatchObject({
      method: "POST",
      path: "/api/order/razorpay/order",
      body: { amount: 7695 },
    });
  });

  it("shows no prepaid line or offer when the store has none", async () => {
    openCheckout(cartOf([{ product: cooler, quantity: 1 }]), defaultStoreProfile);
    const details = within(await screen.findByRole("region", { name: "Price Details" }));
    expect(details.getByTestId("checkout-total")).toHaveTextContent("₹8,295.00");
    expect(details.queryByTestId("prepaid-discount")).not.toBeInTheDocument();
    expect(screen.queryByTestId("prepaid-offer")).not.toBeInTheDocument();
  });

  it("has the coupon field at checkout too", async () => {
    openCheckout(cartOf([{ product: cooler, quantity: 1 }], diwali10));
    expect(await screen.findByRole("button", { name: "Remove coupon DIWALI10" })).toBeInTheDocument();
  });
});
