import { useMutation, useQuery } from "@tanstack/react-query";
import {
  OrderDetailResponse,
  type CancelOrderBody,
  type OrderDetailType,
  type ReturnOrderBody,
} from "@vayu/shared/orders";
import { api } from "../../../lib/api";
import { queryClient, readAfterWrite } from "../../../lib/query-client";
import { useSession } from "../../../lib/session";
import { ordersQuery } from "./get-orders";

const orderKey = (userId: string, orderId: string) => [...ordersQuery(userId).queryKey, orderId];

/** GET /api/order/:id: one of the shopper's orders with its history, tracking and refunds. */
export function useOrder(orderId: string) {
  const session = useSession();
  return useQuery({
    queryKey: orderKey(session?.user._id ?? "", orderId),
    queryFn: ({ signal }) =>
      api(OrderDetailResponse, `/order/${orderId}`, { signal }).then((body) => body.order),
    enabled: Boolean(session),
    staleTime: 0,
    // A 404 (not theirs, or gone) will not change by asking again.
    retry: false,
  });
}

/** The answer is the order as it now stands: it replaces the cached one, and My Orders refetches. */
function useOrderAction<Body>(action: "cancel" | "return") {
  const session = useSession();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: Body }) =>
      api(OrderDetailResponse, `/order/${orderId}/${action}`, { method: "POST", body }).then(
        (response) => response.order,
      ),
    onSuccess: (order: OrderDetailType) => {
      const userId = session?.user._id ?? "";
      queryClient.setQueryData(orderKey(userId, order._id), order);
      void readAfterWrite({ queryKey: ordersQuery(userId).queryKey, exact: true });
    },
  });
}

export const useCancelOrder = () => useOrderAction<CancelOrderBody>("cancel");
export const useRequestReturn = () => useOrderAction<ReturnOrderBody>("return");
