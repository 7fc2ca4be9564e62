import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Shopper } from "../auth";
import { fillCart, purchaseViaApi, saveAddress, type StoreProduct } from "./checkout-helpers";

export interface PaidOrder {
  id: string;
  number: number;
  total: number;
  product: StoreProduct;
}

/** One product bought and paid through the sandbox, as the checkout does it; the order it became. */
export async function paidOrder(request: APIRequestContext, shopper: Shopper): Promise<PaidOrder> {
  const product = await fillCart(request, shopper);
  await purchaseViaApi(request, shopper, (await saveAddress(request, shopper))._id);
  const response = await request.get("/api/order", { headers: { Authorization: `Bearer ${shopper.token}` } });
  const { orders } = (await response.json()) as {
    orders: { _id: string; orderNumber: number; totalAmount: number }[];
  };
  const [order] = orders;
  if (!order) throw new Error("the purchase placed no order");
  return { id: order._id, number: order.orderNumber, total: order.totalAmount, product };
}

/** Staff open an order by its console link, as the new-order e-mail gives it (ADR 190). */
export async function openStaffOrder(page: Page, order: Pick<PaidOrder, "id" | "number">) {
  await page.goto(`/admin?order=${order.id}`);
  await expect(page.getByRole("heading", { name: `Order #${order.number}` })).toBeVisible();
}

/** Staff choose the next status (with the tracking for Shipped, where returned units go for Returned) and save it. */
export async function staffMove(
  page: Page,
  option: string,
  fill: {
    note?: string;
    showToShopper?: boolean;
    courier?: string;
    number?: string;
    url?: string;
    stock?: "Back to stock" | "Not back to stock";
  } = {},
) {
  const form = page.getByRole("form", { name: /Change the status of order/ });
  await form.getByRole("combobox", { name: "New status" }).selectOption({ label: option });
  if (fill.courier !== undefined) await form.getByRole("textbox", { name: "Courier" }).fill(fill.courier);
  if (fill.number !== undefined)
    await form.getByRole("textbox", { name: "Tracking number" }).fill(fill.number);
  if (fill.url !== undefined)
    await form.getByRole("textbox", { name: "Tracking link (optional)" }).fill(fill.url);
  if (fill.note !== undefined) await form.getByRole("textbox", { name: /Note|Why/ }).fill(fill.note);
  if (fill.showToShopper)
    await form.getByRole("checkbox", { name: /^Show this note to the shopper/ }).check();
  if (fill.stock)
    await form
      .getByRole("group", { name: "Where do the returned units go?" })
      .getByRole("radio", { name: new RegExp(`^${fill.stock}`) })
      .check();
  await form.getByRole("button", { name: "Save status" }).click();
}
