import { expect, type APIRequestContext } from "@playwright/test";
import type { Shopper } from "../auth";
import { fillCart, saveAddress, type StoreProduct } from "./checkout-helpers";

/** Cash-on-delivery orders placed through the API, as the checkout does (docs/decisions/305-cod-confirmation.md). */

export const bearer = (who: Shopper) => ({ Authorization: `Bearer ${who.token}` });

/**
 * `work` with some of the store's COD rules changed by the owner (docs/decisions/307-cod-rules-at-checkout.md),
 * the rest as they are; afterwards the changed ones are put back to what the store had.
 */
export async function withCodRules(
  request: APIRequestContext,
  owner: Shopper,
  codRules: Record<string, unknown>,
  work: () => Promise<void>,
) {
  const current = await request.get("/api/admin/settings", { headers: bearer(owner) });
  expect(current.ok(), await current.text()).toBe(true);
  const had = ((await current.json()) as { settings: { codRules: Record<string, unknown> } }).settings
    .codRules;
  const setRules = async (rules: Record<string, unknown>) => {
    const response = await request.patch("/api/admin/settings", {
      headers: bearer(owner),
      data: { codRules: rules },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await setRules(codRules);
  try {
    await work();
  } finally {
    await setRules(Object.fromEntries(Object.keys(codRules).map((rule) => [rule, had[rule] ?? null])));
  }
}

export interface CodOrder {
  id: string;
  number: number;
  product: StoreProduct;
}

/** One demo product ordered cash on delivery through the API, as the checkout does; the order it became. */
export async function codOrder(request: APIRequestContext, shopper: Shopper): Promise<CodOrder> {
  const product = await fillCart(request, shopper);
  const address = await saveAddress(request, shopper);
  const place = (totalAmount: number) =>
    request.post("/api/order", {
      headers: bearer(shopper),
      data: {
        paymentType: "COD",
        totalAmount,
        address: address._id,
        products: [{ product: product._id, quantity: 1 }],
      },
    });
  const { cart } = (await (await request.get("/api/cart", { headers: bearer(shopper) })).json()) as {
    cart: { total: number };
  };
  let placed = await place(cart.total);
  // The cart's total is the online one; a COD charge, if any, is named by the 409.
  if (placed.status() === 409) placed = await place(((await placed.json()) as { amount: number }).amount);
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as {
    order: { _id: string; orderNumber: number; orderStatus: string };
  };
  expect(order.orderStatus).toBe("Awaiting confirmation");
  return { id: order._id, number: order.orderNumber, product };
}
