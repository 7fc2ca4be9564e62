import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages } from "../../lib/i18n";
import type { OrderType } from "@vayu/shared/orders";
import { AmountRow } from "../ui/AmountRow";

/**
 * An order's discounts in its totals (docs/product/promotions.md): the coupon it was placed
 * with and what it took off, and the prepaid offer; nothing for an order without them. Lives inside a <dl>.
 */
export function OrderDiscounts({
  order,
}: {
  order: Pick<OrderType, "couponCode" | "couponDiscount" | "prepaidDiscount">;
}) {
  const { promotionPhrases } = useMessages(buyingMessages);
  return (
    <>
      {order.couponCode && (
        <AmountRow
          label={promotionPhrases.couponLine(order.couponCode)}
          rupees={order.couponDiscount}
          discount
          testId="order-coupon"
        />
      )}
      {order.prepaidDiscount > 0 && (
        <AmountRow
          label={promotionPhrases.prepaidLineOnOrder}
          rupees={order.prepaidDiscount}
          discount
          testId="order-prepaid"
        />
      )}
    </>
  );
}
