import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { InstallationBodyType } from "@vayu/shared/after-delivery";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { useSession } from "../../../lib/session";
import { ordersQuery } from "./get-orders";

/** The answers' schemas, loaded with the first request: the order page's first load has no zod (docs/decisions/177-lean-first-load.md). */
const schemas = () => import("@vayu/shared/after-delivery");
const afterDeliveryResponse = () => schemas().then((module) => module.AfterDeliveryResponse);
const installationResponse = () => schemas().then((module) => module.InstallationResponse);
const warrantyItemResponse = () => schemas().then((module) => module.WarrantyItemResponse);

/** GET /api/order/:id/after-delivery: the installation visit and the warranty of a delivered order (docs/decisions/334-installation-and-warranty.md). */
export function afterDeliveryQuery(userId: string, orderId: string) {
  return queryOptions({
    queryKey: [...ordersQuery(userId).queryKey, orderId, "after-delivery"],
    queryFn: ({ signal }) => api(afterDeliveryResponse, `/order/${orderId}/after-delivery`, { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function useAfterDelivery(orderId: string, enabled: boolean) {
  const session = useSession();
  return useQuery({
    ...afterDeliveryQuery(session?.user._id ?? "", orderId),
    enabled: enabled && Boolean(session),
  });
}

export const bookInstallation = (orderId: string, body: InstallationBodyType) =>
  api(installationResponse, `/order/${orderId}/installation`, { method: "PUT", body });
export const cancelInstallation = (orderId: string) =>
  api(installationResponse, `/order/${orderId}/installation`, { method: "DELETE" });
export const registerWarranty = (orderId: string, itemId: string, serialNumber: string) =>
  api(warrantyItemResponse, `/order/${orderId}/items/${itemId}/warranty`, {
    method: "PUT",
    body: { serialNumber },
  });

/** A change after delivery: the panels read again once it is done. */
export function useAfterDeliveryChange<Input>(orderId: string, change: (input: Input) => Promise<unknown>) {
  const session = useSession();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: afterDeliveryQuery(session?.user._id ?? "", orderId).queryKey,
      }),
  });
}
