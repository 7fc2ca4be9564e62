import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { CancelOrderBody, ConfirmOrderBody, OrderDetailType, ReturnOrderBody } from "@vayu/shared/orders";
import { api } from "../../../lib/api";
import { queryClient, readAfterWrite } from "../../../lib/query-client";
import { useSession } from "../../../lib/session";
import { ordersQuery } from "./get-orders";

/** The answers' schema, loaded with the first request: the order page's first load has no zod (docs/decisions/177-lean-first-load.md). */
const orderDetailResponse = () => import("@vayu/shared/orders").then((schemas) => schemas.OrderDetailResponse);

const orderKey = (userId: string, orderId: string) => [...ordersQuery(userId).queryKey, orderId];

/** GET /api/order/:id: one of the shopper's orders with its history, tracking and refunds. */
export function orderQuery(userId: string, orderId: string) {
  return queryOptions({
    queryKey: orderKey(userId, orderId),
    queryFn: ({ signal }) =>
      api(orderDetailResponse, `/order/${orderId}`, { signal }).then((body) => body.order),
    staleTime: 0,
    // A 404 (not theirs, or gone) will not change by asking again.
    retry: false,
  });
}

export function useOrder(orderId: string) {
  const session = useSession();
  return useQuery({ ...orderQuery(session?.user._id ?? "", orderId), enabled: Boolean(session) });
}

type OrderAction = "confirm" | "cancel" | "return";

/** POST /api/order/:id/<action> as the logged-in shopper: the order as it now stands. */
export function postOrderAction(orderId: string, action: OrderAction, body: object) {
  return api(orderDetailResponse, `/order/${orderId}/${action}`, { method: "POST", body }).then((response) => response.order);
}

/** The answer is the order as it now stands: it replaces the cached one, and My Orders refetches. */
function useOrderAction<Body extends object>(action: OrderAction) {
  const session = useSession();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: Body }) => postOrderAction(orderId, action, body),
    onSuccess: (order: OrderDetailType) => {
      const userId = session?.user._id ?? "";
      queryClient.setQueryData(orderKey(userId, order._id), order);
      void readAfterWrite({ queryKey: ordersQuery(userId).queryKey, exact: true });
    },
  });
}

export const useConfirmOrder = () => useOrderAction<ConfirmOrderBody>("confirm");
export const useCancelOrder = () => useOrderAction<CancelOrderBody>("cancel");
export const useRequestReturn = () => useOrderAction<ReturnOrderBody>("return");
