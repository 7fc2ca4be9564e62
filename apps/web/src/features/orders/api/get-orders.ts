import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderType } from "@vayu/shared/orders";
import { api } from "../../../lib/api";
import { useSession } from "../../../lib/session";

const ordersResponse = () => import("@vayu/shared/orders").then((schemas) => schemas.OrdersResponse);

/** GET /api/order: the shopper's orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<OrderType[]> {
  const body = await api(ordersResponse, "/order", { signal });
  return body.orders;
}

export function ordersQuery(userId: string) {
  return queryOptions({
    queryKey: ["orders", userId],
    queryFn: ({ signal }) => getOrders(signal),
    staleTime: 0,
  });
}

export function useOrders() {
  const session = useSession();
  return useQuery({ ...ordersQuery(session?.user._id ?? ""), enabled: Boolean(session) });
}
