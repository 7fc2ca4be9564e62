import { useMutation, useQuery } from "@tanstack/react-query";
import {
  AdminOrderDetailResponse,
  AdminOrdersResponse,
  StuckPaymentsResponse,
  type AdminOrderDetailResponseType,
  type AdminOrderDetailType,
  type AdminOrdersQuery,
  type CodPaymentCollectedBody,
  type OrderRefundRequest,
  type OrderStatusChange,
} from "@vayu/shared/admin";
import { AdminGrievanceResponse, AdminGrievancesResponse } from "@vayu/shared/grievances";
import { api, ApiError, type ResponseSchema } from "../../lib/api";
import { queryClient, readAfterWrite } from "../../lib/query-client";

/** True when the API refused the caller as not staff (or no longer logged in). */
export const isStaffRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

// A refusal will not change by asking again; other failures get the usual retries.
const retry = (count: number, error: Error) => !isStaffRefusal(error) && count < 2;

// Each key written once: the queries and the mutations that refresh them share it.
const adminOrderKey = (orderId: string) => ["admin", "orders", "detail", orderId];
const adminOrderListsKey = ["admin", "orders", "list"];

/** A staff list: GET `path`, cached under `key`, giving the rows `pick` takes from the answer. */
function useStaffList<Body, Row>(
  key: readonly string[],
  path: string,
  schema: ResponseSchema<Body>,
  pick: (body: Body) => Row[],
) {
  return useQuery({
    queryKey: ["admin", ...key],
    queryFn: ({ signal }) => api(schema, path, { signal }),
    select: pick,
    retry,
  });
}

/** GET /admin/orders with the staff's filters (empty ones left out). */
export function useAdminOrders(filters: AdminOrdersQuery = {}) {
  const params = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = params.toString();
  return useStaffList(
    ["orders", "list", query],
    `/admin/orders${query ? `?${query}` : ""}`,
    AdminOrdersResponse,
    (body) => body.orders,
  );
}

export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminOrderKey(orderId),
    queryFn: ({ signal }) =>
      api(AdminOrderDetailResponse, `/admin/orders/${orderId}`, { signal }).then((body) => body.order),
    retry,
  });
}

/** A staff action on one order: its answer is the order as it now stands; lists refetch. */
function useOrderAction<Input>(
  request: (orderId: string, input: Input) => Promise<AdminOrderDetailResponseType>,
) {
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: string; input: Input }) =>
      request(orderId, input).then((body) => body.order),
    onSuccess: (order: AdminOrderDetailType) => {
      queryClient.setQueryData(adminOrderKey(order._id), order);
      void readAfterWrite({ queryKey: adminOrderListsKey });
    },
    // A refused move or refund may still have changed something (a refund the provider will retry).
    onError: (_error, { orderId }) => readAfterWrite({ queryKey: adminOrderKey(orderId) }),
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

export function useStuckPayments() {
  return useStaffList(
    ["payments", "stuck"],
    "/admin/payments/stuck",
    StuckPaymentsResponse,
    (body) => body.payments,
  );
}

/** GET /admin/grievances: complaints to the grievance officer, open ones first, soonest due first. */
export function useAdminGrievances() {
  return useStaffList(
    ["grievances"],
    "/admin/grievances",
    AdminGrievancesResponse,
    (body) => body.grievances,
  );
}

/** What staff do with a complaint (docs/decisions/185-grievance-replies-and-deadlines.md). */
export type GrievanceAction =
  { kind: "acknowledge" } | { kind: "replies"; message: string } | { kind: "resolve"; resolution: string };

/** POST /admin/grievances/:id/{acknowledge,replies,resolve}; the list and the dashboard refetch. */
export function useGrievanceAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: GrievanceAction }) => {
      const { kind, ...body } = action;
      return api(AdminGrievanceResponse, `/admin/grievances/${id}/${kind}`, { method: "POST", body });
    },
    onSuccess: () =>
      Promise.all([
        readAfterWrite({ queryKey: ["admin", "grievances"] }),
        readAfterWrite({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}
