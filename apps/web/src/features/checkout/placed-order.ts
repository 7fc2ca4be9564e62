import type { NavigateFunction } from "react-router";

/**
 * Where the shopper goes once their order is placed, paid online or cash on delivery: the
 * order's own page, in place of the checkout in the tab's history, so Back never opens the
 * spent checkout again (docs/decisions/204-after-the-order.md). `placed` shows its thank-you.
 */
export function showPlacedOrder(navigate: NavigateFunction, orderId: string) {
  navigate(`/orders/${encodeURIComponent(orderId)}`, { replace: true, state: { placed: true } });
}
