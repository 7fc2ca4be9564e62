import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import type { AddressType } from "@vayu/shared/addresses";
import type { CartType } from "@vayu/shared/cart";
import type { BuyNowLineType } from "@vayu/shared/checkout";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useLocale, useMessages } from "../../lib/i18n";
import { errorMessage } from "../../lib/api";
import { alreadyPlaced } from "./already-placed";
import { showPlacedOrder } from "./placed-order";
import { useRefreshAfterOrder } from "./useRefreshAfterOrder";

// Loaded when the order is placed, not with the checkout page (docs/decisions/177-lean-first-load.md).
const orderCalls = () => import("./order-calls");

/**
 * Place order, cash on delivery: the cart (or the Buy Now line) becomes the order at once and
 * the shopper sees its confirmation. Every submit of this checkout carries one Idempotency-Key,
 * so a retry after a lost answer gets the order the first one placed.
 */
export function useCodOrder({ refreshOrders }: { refreshOrders: () => void }) {
  const messages = useMessages(buyingMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const { refreshCartAndOrders: refresh } = useRefreshAfterOrder(refreshOrders);
  const [placing, setPlacing] = useState(false);
  // In the page's HTML too: a Place order posted before the script is live carries the same key.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function place(cart: CartType, address: AddressType, totalAmount: number, buyNow?: BuyNowLineType) {
    setPlacing(true);
    let orderId: string;
    try {
      const { placeOrder } = await orderCalls();
      const { order } = await placeOrder(
        {
          paymentType: "COD",
          products: cart.items.map((item) => ({ product: item.product._id, quantity: item.quantity })),
          totalAmount,
          address: address._id,
          ...(buyNow ? { buyNow } : {}),
        },
        idempotencyKey,
      );
      orderId = order._id;
    } catch (error) {
      const placed = alreadyPlaced(error);
      if (!placed) {
        // The server's reason (a price change, stock, COD not allowed) helps the shopper fix it.
        toast.error(messages.checkout.placeOrderFailed, {
          description: errorMessage(error, "") || undefined,
        });
        refresh();
        setPlacing(false);
        return;
      }
      orderId = placed;
    }
    toast.success(messages.checkout.orderPlaced);
    refresh();
    showPlacedOrder(navigate, orderId, locale);
  }

  return { placing, place, idempotencyKey };
}
