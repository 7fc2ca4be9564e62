// Shoppers of the cluster bench over HTTP, as the storefront drives the API: sign up, save
// an address, put the product in the cart; then press Pay and go through the sandbox
// payment, its verification and the order (apps/api/src/test/checkout-fixtures.ts does the
// same in-process).
import type { AddressResponseType } from "@vayu/shared/addresses";
import type { CartMessageResponseType } from "@vayu/shared/cart";
import type {
  CheckoutSuccess,
  PaymentOrderResponseType,
  SandboxPayResponseType,
} from "@vayu/shared/checkout";
import type { RegisterResponseType } from "@vayu/shared/accounts";
import { sampleAddress, sampleShopper } from "@vayu/shared/testing";
import { messageOf, type Answer, type Traffic } from "./traffic";

export interface Shopper {
  email: string;
  /** A made-up address of the shopper's own: the store's per-address limits count each shopper apart. */
  from: string;
  token: string;
  addressId: string;
  /** The cart's total in rupees, as the storefront sends it when opening the checkout. */
  total: number;
}

function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status) throw new Error(`${what}: ${messageOf(answer)}`);
}

/** 10.x.y.z, one per shopper number. */
export const shopperAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function newShopper(
  http: Traffic,
  n: number,
  email: string,
  productId: string,
): Promise<Shopper> {
  const from = shopperAddress(n + 1);
  const registered = await http.sendWithRetries("register", "POST", "/api/auth/register", {
    from,
    body: { name: sampleShopper.name, email, password: sampleShopper.password },
  });
  expectStatus(registered, 201, `registering ${email}`);
  const { token } = registered.json as RegisterResponseType;
  const saved = await http.sendWithRetries("save address", "POST", "/api/address", {
    from,
    token,
    body: sampleAddress,
  });
  expectStatus(saved, 201, `saving ${email}'s address`);
  const added = await http.sendWithRetries("add to cart", "POST", "/api/cart", {
    from,
    token,
    body: { productId, quantity: 1 },
  });
  expectStatus(added, 201, `adding to ${email}'s cart`);
  return {
    email,
    from,
    token,
    addressId: (saved.json as AddressResponseType).address._id,
    total: (added.json as CartMessageResponseType).cart.total,
  };
}

export type Outcome =
  | "ordered"
  | "sold out"
  /** Paid, but the payment's answer never reached the shopper: the store must place or refund it by itself. */
  | "paid, answer lost"
  | `refused at ${string}`;

export interface CheckoutHooks {
  /** Called as each payment is captured (its answer received). */
  onCaptured(): void;
}

/** Press Pay, pay in the sandbox, verify, place the order: what the storefront does after a successful payment. */
export async function checkout(
  http: Traffic,
  shopper: Shopper,
  productId: string,
  hooks: CheckoutHooks,
): Promise<Outcome> {
  const { from, token } = shopper;
  const opened = await http.sendWithRetries("open checkout", "POST", "/api/order/razorpay/order", {
    from,
    token,
    body: { amount: shopper.total, address: shopper.addressId },
  });
  if (opened.status === 409) return "sold out";
  if (opened.status !== 200) return `refused at open checkout: ${messageOf(opened)}`;
  const orderId = (opened.json as PaymentOrderResponseType).id;

  const paid = await http.sendWithRetries("sandbox pay", "POST", "/api/payments/sandbox/pay", {
    from,
    token,
    body: { order_id: orderId, method: "upi", outcome: "success" },
  });
  // A retry after a lost answer finds the checkout paid already (400): the payment went through.
  if (paid.status === 400) return "paid, answer lost";
  if (paid.status !== 200 || "error" in (paid.json as SandboxPayResponseType))
    return `refused at sandbox pay: ${messageOf(paid)}`;
  hooks.onCaptured();
  const signed = paid.json as CheckoutSuccess;

  const verified = await http.sendWithRetries("verify", "POST", "/api/order/razorpay/verify", {
    from,
    token,
    body: signed,
  });
  if (verified.status !== 200) return `refused at verify: ${messageOf(verified)}`;
  const placed = await http.sendWithRetries("place order", "POST", "/api/order", {
    from,
    token,
    body: {
      order_id: signed.razorpay_order_id,
      transactionId: signed.razorpay_payment_id,
      totalAmount: shopper.total,
      paymentType: "Online",
      address: shopper.addressId,
      products: [{ product: productId, quantity: 1 }],
    },
  });
  return placed.status === 201 ? "ordered" : `refused at place order: ${messageOf(placed)}`;
}
