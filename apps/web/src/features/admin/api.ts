import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  AdminEnquiriesResponse,
  AdminOrderResponse,
  AdminOrdersResponse,
  AdminProductResponse,
  AdminProductsResponse,
  ProductPatch,
} from "@vayu/shared/admin";
import type { OrderStatus } from "@vayu/shared/orders";
import { api, ApiError } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** True when the API refused the caller as not staff (or no longer logged in). */
export const isStaffRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

// A refusal will not change by asking again; other failures get the usual retries.
const retry = (count: number, error: Error) => !isStaffRefusal(error) && count < 2;

export function useAdminOrders(status: OrderStatus | "") {
  return useQuery({
    queryKey: ["admin", "orders", status],
    queryFn: ({ signal }) =>
      api<AdminOrdersResponse>(`/admin/orders${status ? `?status=${encodeURIComponent(status)}` : ""}`, {
        signal,
      }),
    select: (body) => body.orders,
    retry,
  });
}

export function useSetOrderStatus() {
  return useMutation({
    mutationFn: ({ orderId, orderStatus }: { orderId: string; orderStatus: OrderStatus }) =>
      api<AdminOrderResponse>(`/admin/orders/${orderId}/status`, { method: "PUT", body: { orderStatus } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "orders"] }),
  });
}

export function useAdminProducts() {
  return useQuery({
    queryKey: ["admin", "products"],
    queryFn: ({ signal }) => api<AdminProductsResponse>("/admin/products", { signal }),
    select: (body) => body.products,
    retry,
  });
}

export function useUpdateProduct() {
  return useMutation({
    // PUT: the API takes it as the same partial update as PATCH (ADR 090).
    mutationFn: ({ productId, patch }: { productId: string; patch: ProductPatch }) =>
      api<AdminProductResponse>(`/admin/products/${productId}`, { method: "PUT", body: patch }),
    // Listings, product pages, cart and wishlist may all show this product.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useAdminEnquiries() {
  return useQuery({
    queryKey: ["admin", "enquiries"],
    queryFn: ({ signal }) => api<AdminEnquiriesResponse>("/admin/enquiries", { signal }),
    select: (body) => body.enquiries,
    retry,
  });
}
