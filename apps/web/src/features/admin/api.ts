import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  AdminEnquiriesResponse,
  AdminOrderDetail,
  AdminOrderDetailResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminProductResponse,
  AdminProductsResponse,
  OrderRefundRequest,
  OrderStatusChange,
  ProductPatch,
  StuckPaymentsResponse,
} from "@vayu/shared/admin";
import { api, ApiError } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** True when the API refused the caller as not staff (or no longer logged in). */
export const isStaffRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

// A refusal will not change by asking again; other failures get the usual retries.
const retry = (count: number, error: Error) => !isStaffRefusal(error) && count < 2;

/** A staff list: GET `path`, cached under `key`, giving the rows `pick` takes from the answer. */
function useStaffList<Body, Row>(key: readonly string[], path: string, pick: (body: Body) => Row[]) {
  return useQuery({
    queryKey: ["admin", ...key],
    queryFn: ({ signal }) => api<Body>(path, { signal }),
    select: pick,
    retry,
  });
}

/** GET /admin/orders with the staff's filters (empty ones left out). */
export function useAdminOrders(filters: AdminOrdersQuery = {}) {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const query = params.toString();
  return useStaffList(["orders", "list", query], `/admin/orders${query ? `?${query}` : ""}`, (body: AdminOrdersResponse) => body.orders);
}

export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: ["admin", "orders", "detail", orderId],
    queryFn: ({ signal }) => api<AdminOrderDetailResponse>(`/admin/orders/${orderId}`, { signal }).then((body) => body.order),
    retry,
  });
}

/** A staff action on one order: its answer is the order as it now stands; lists refetch. */
function useOrderAction<Input>(request: (orderId: string, input: Input) => Promise<AdminOrderDetailResponse>) {
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: string; input: Input }) => request(orderId, input).then((body) => body.order),
    onSuccess: (order: AdminOrderDetail) => {
      queryClient.setQueryData(["admin", "orders", "detail", order._id], order);
      void queryClient.invalidateQueries({ queryKey: ["admin", "orders", "list"] });
    },
    // A refused move or refund may still have changed something (a refund the provider will retry).
    onError: (_error, { orderId }) => queryClient.invalidateQueries({ queryKey: ["admin", "orders", "detail", orderId] }),
  });
}

export const useMoveOrder = () =>
  useOrderAction((orderId, change: OrderStatusChange) => api<AdminOrderDetailResponse>(`/admin/orders/${orderId}/status`, { method: "POST", body: change }));

/** One Idempotency-Key per submitted form: a retry of the same submission is the same refund. */
export const useRefundOrder = () =>
  useOrderAction((orderId, { body, key }: { body: OrderRefundRequest; key: string }) =>
    api<AdminOrderDetailResponse>(`/admin/orders/${orderId}/refund`, { method: "POST", body, headers: { "Idempotency-Key": key } }),
  );

export function useAdminProducts() {
  return useStaffList(["products"], "/admin/products", (body: AdminProductsResponse) => body.products);
}

export function useAdminEnquiries() {
  return useStaffList(["enquiries"], "/admin/enquiries", (body: AdminEnquiriesResponse) => body.enquiries);
}

export function useUpdateProduct() {
  return useMutation({
    // PUT: the API takes it as the same partial update as PATCH (ADR 090).
    mutationFn: ({ productId, patch }: { productId: string; patch: ProductPatch }) =>
      api<AdminProductResponse>(`/admin/products/${productId}`, { method: "PATCH", body: patch }),
    // Listings, product pages, cart and wishlist may all show this product.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useStuckPayments() {
  return useStaffList(["payments", "stuck"], "/admin/payments/stuck", (body: StuckPaymentsResponse) => body.payments);
}
