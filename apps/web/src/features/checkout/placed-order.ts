import { localisedPath, type Locale } from "@vayu/shared/locale";
import type { NavigateFunction } from "react-router";

/**
 * Where the shopper goes once their order is placed, paid online or cash on delivery: the
 * order's own page, in place of the checkout in the tab's history, so Back never opens the
 * spent checkout again (docs/decisions/204-after-the-order.md). `placed` shows its thank-you.
 * A Hindi checkout lands on the Hindi order page (docs/product/http-contract.md "Languages").
 */
export function showPlacedOrder(navigate: NavigateFunction, orderId: string, locale: Locale) {
  navigate(localisedPath(`/orders/${encodeURIComponent(orderId)}`, locale), { replace: true, state: { placed: true } });
}
