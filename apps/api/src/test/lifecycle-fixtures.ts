import { eq, sql } from "drizzle-orm";
import type { AdminOrderDetailType } from "@vayu/shared/admin";
import type { OrderDetailType } from "@vayu/shared/orders";
import type { TestApp } from "./app";
import { orders } from "../domains/orders/tables";

/** Test helpers for the order lifecycle's API tests (not a test file itself). */

type Auth = { auth: { authorization: string } };

export function getOrder(t: TestApp, who: Auth, orderId: string) {
  return t.app.inject({ method: "GET", url: `/api/order/${orderId}`, headers: who.auth });
}

export async function orderOf(t: TestApp, who: Auth, orderId: string): Promise<OrderDetailType> {
  const response = await getOrder(t, who, orderId);
  if (response.statusCode !== 200) throw new Error(`GET /order/${orderId}: ${response.statusCode} ${response.body}`);
  return response.json<{ order: OrderDetailType }>().order;
}

export function cancel(t: TestApp, who: Auth, orderId: string, payload: object = {}) {
  return t.app.inject({ method: "POST", url: `/api/order/${orderId}/cancel`, headers: who.auth, payload });
}

/** POST /order/:id/confirm as the shopper (their `auth`), or with a message's link `{ t }` and no login. */
export function confirm(t: TestApp, who: Auth | null, orderId: string, payload: object = {}) {
  return t.app.inject({ method: "POST", url: `/api/order/${orderId}/confirm`, ...(who && { headers: who.auth }), payload });
}

export function requestReturn(t: TestApp, who: Auth, orderId: string, payload: object) {
  return t.app.inject({ method: "POST", url: `/api/order/${orderId}/return`, headers: who.auth, payload });
}

export function moveOrder(t: TestApp, staff: Auth, orderId: string, payload: object) {
  return t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/status`, headers: staff.auth, payload });
}

export async function staffView(t: TestApp, staff: Auth, orderId: string): Promise<AdminOrderDetailType> {
  const response = await t.app.inject({ method: "GET", url: `/api/admin/orders/${orderId}`, headers: staff.auth });
  if (response.statusCode !== 200) throw new Error(`GET /admin/orders/${orderId}: ${response.statusCode} ${response.body}`);
  return response.json<{ order: AdminOrderDetailType }>().order;
}

export const TRACKING = { courier: "Delhivery", number: "DL1234567890", url: "https://www.delhivery.com/track/package/DL1234567890" };

/** Staff ship the order with its tracking and mark it Delivered (Delivered needs Shipped). */
export async function shipAndDeliver(t: TestApp, staff: Auth, orderId: string) {
  for (const payload of [{ status: "Shipped", tracking: TRACKING }, { status: "Delivered" }]) {
    const response = await moveOrder(t, staff, orderId, payload);
    if (response.statusCode !== 200) throw new Error(`not ${payload.status}: ${response.statusCode} ${response.body}`);
  }
}

/** Staff ship the order and mark it Delivered, `daysAgo` days in the past. */
export async function deliveredDaysAgo(t: TestApp, staff: Auth, orderId: string, daysAgo: number) {
  await shipAndDeliver(t, staff, orderId);
  await t.db
    .update(orders)
    .set({ deliveredAt: sql`now() - ${daysAgo} * interval '1 day'` })
    .where(eq(orders.id, orderId));
}
