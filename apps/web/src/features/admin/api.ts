import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  AdminEnquiriesResponse,
  AdminOrderDetailResponse,
  AdminOrdersResponse,
  AdminProductResponse,
  AdminProductsResponse,
  ProductPatch,
  StuckPaymentsResponse,
} from "@vayu/shared/admin";
import type { OrderStatus } from "@vayu/shared/orders";
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

export function useAdminOrders(status: OrderStatus | "") {
  const filter = status ? `?status=${encodeURIComponent(status)}` : "";
  return useStaffList(
    ["orders", status],
    `/admin/orders${filter}`,
    (body: AdminOrdersResponse) => body.orders,
  );
}

export function useAdminProducts() {
  return useStaffList(["products"], "/admin/products", (body: AdminProductsResponse) => body.products);
}

export function useAdminEnquiries() {
  return useStaffList(["enquiries"], "/admin/enquiries", (body: AdminEnquiriesResponse) => body.enquiries);
}

export function useSetOrderStatus() {
  return useMutation({
    mutationFn: ({ orderId, orderStatus }: { orderId: string; orderStatus: OrderStatus }) =>
      api<AdminOrderDetailResponse>(`/admin/orders/${orderId}/status`, { method: "POST", body: { status: orderStatus } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "orders"] }),
  });
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
