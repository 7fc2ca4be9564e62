import { mailUser } from "../../domains/accounts/user-mail";
import { findOrderRecord, orderDetail } from "../../domains/orders/order-detail";
import { orderUpdateEmail, type OrderUpdate } from "../../domains/orders/status-mail";
import type { LifecycleDeps } from "./deps";

/** Step 4: tells the shopper, after commit, with the order as it now stands. */
export async function mailOrderUpdate(deps: LifecycleDeps, userId: string, orderId: string, update: OrderUpdate) {
  await mailUser(deps, userId, async (user) => {
    const record = await findOrderRecord(deps.db, orderId);
    if (!record) throw new Error(`order ${orderId} vanished before its e-mail`);
    return orderUpdateEmail({ to: user.email, name: user.name, order: orderDetail(record), update, publicUrl: deps.publicUrl });
  });
}
