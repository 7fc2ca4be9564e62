import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { lineRefundPaise } from "@vayu/shared/line-refunds";
import { rupeesToPaise } from "@vayu/shared/money";

/**
 * What refunding `units` of the line pays back unless staff give an amount, as the server pays
 * it: what was paid for them, the line's share of the order's discount taken off, and for its
 * last units what is left of it (docs/product/promotions.md "Refunding part of a discounted line").
 */
export function lineRefundSuggestion(
  order: Pick<AdminOrderDetailType, "products" | "lineRefunds">,
  productId: string,
  units: number,
): number | null {
  const line = order.products.find((l) => l.product._id === productId);
  if (!line) return null;
  const state = order.lineRefunds.find((r) => r.productId === productId);
  return lineRefundPaise(
    {
      unitPricePaise: rupeesToPaise(line.price),
      quantity: line.quantity,
      discountPaise: rupeesToPaise(line.discount),
    },
    units,
    state?.unitsLeft ?? line.quantity,
    rupeesToPaise(state?.refunded ?? 0),
  );
}
