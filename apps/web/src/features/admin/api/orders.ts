import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  AdminOrderDetailResponse,
  AdminOrdersResponse,
  type AdminOrderDetailResponseType,
  type AdminOrderDetailType,
  type AdminOrdersQuery,
  type CodPaymentCollectedBody,
  type OrderRefundRequest,
  type OrderStatusChange,
} from "@vayu/shared/admin";
import { RtoByTrackingResponse, type RtoReceivedBody } from "@vayu/shared/rto";
import { api } from "../../../lib/api";
import { queryClient, readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** Every order list, whatever its filters: the prefix the order actions refresh. */
const orderListsKey = ["admin", "orders", "list"] as const;

/** GET /admin/orders with the staff's filters (empty ones left out). */
export const adminOrdersOptions = (filters: AdminOrdersQuery = {}) => {
  const search = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return queryOptions({
    queryKey: [...orderListsKey, search],
    queryFn: ({ signal }) =>
      api(AdminOrdersResponse, `/admin/orders${search ? `?${search}` : ""}`, { signal }).then(
        (body) => body.orders,
      ),
    retry: staffRetry,
  });
};
export const useAdminOrders = (filters: AdminOrdersQuery = {}) => useQuery(adminOrdersOptions(filters));

/** GET /admin/orders/:id: one order with its history, refunds and what staff may do next. */
export const adminOrderOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["admin", "orders", "detail", orderId],
    queryFn: ({ signal }) =>
      api(AdminOrderDetailResponse, `/admin/orders/${orderId}`, { signal }).then((body) => body.order),
    retry: staffRetry,
  });
export const useAdminOrder = (orderId: string) => useQuery(adminOrderOptions(orderId));

/** A staff action on one order: its answer is the order as it now stands; lists refetch. */
function useOrderAction<Input>(
  request: (orderId: string, input: Input) => Promise<AdminOrderDetailResponseType>,
) {
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: string; input: Input }) =>
      request(orderId, input).then((body) => body.order),
    onSuccess: (order: AdminOrderDetailType) => {
      queryClient.setQueryData(adminOrderOptions(order._id).queryKey, order);
      void readAfterWrite({ queryKey: orderListsKey });
    },
    // A refused move or refund may still have changed something (a refund the provider will retry).
    onError: (_error, { orderId }) => readAfterWrite({ queryKey: adminOrderOptions(orderId).queryKey }),
  });
}

export const useMoveOrder = () =>
  useOrderAction((orderId, change: OrderStatusChange) =>
    api(AdminOrderDetailResponse, `/admin/orders/${orderId}/status`, { method: "POST", body: change }),
  );

/** Staff record the cash of a COD order as collected. */
export const useCodPaymentCollected = () =>
  useOrderAction((orderId, body: CodPaymentCollectedBody) =>
    api(AdminOrderDetailResponse, `/admin/orders/${orderId}/payment-collected`, { method: "POST", body }),
  );

/** One Idempotency-Key per submitted form: a retry of the same submission is the same refund. */
export const useRefundOrder = () =>
  useOrderAction((orderId, { body, key }: { body: OrderRefundRequest; key: string }) =>
    api(AdminOrderDetailResponse, `/admin/orders/${orderId}/refund`, {
      method: "POST",
      body,
      headers: { "Idempotency-Key": key },
    }),
  );

/** Staff record the parcel of an order Returned to origin as back at the store (docs/decisions/306-return-to-origin.md). */
export const useRtoReceived = () =>
  useOrderAction((orderId, body: RtoReceivedBody) =>
    api(AdminOrderDetailResponse, `/admin/orders/${orderId}/rto-received`, { method: "POST", body }),
  );

/** The courier's list of tracking numbers that came back: each shipped COD order moves to Returned to origin. */
export const useReturnToOriginByTracking = () =>
  useMutation({
    mutationFn: (trackingNumbers: string[]) =>
      api(RtoByTrackingResponse, "/admin/orders/returned-to-origin", { method: "POST", body: { trackingNumbers } }),
    onSuccess: () => void readAfterWrite({ queryKey: ["admin", "orders"] }),
  });
