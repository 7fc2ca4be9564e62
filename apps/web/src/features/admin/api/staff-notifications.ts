import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  StaffNotificationsResponse,
  type StaffNotificationSettingsType,
} from "@vayu/shared/staff-notifications";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** GET /admin/notifications (owner): where staff e-mails go, and each kind at once or in the morning digest. */
export const staffNotificationsOptions = queryOptions({
  queryKey: ["admin", "notifications"],
  queryFn: ({ signal }) => api(StaffNotificationsResponse, "/admin/notifications", { signal }),
  retry: staffRetry,
});
export const useStaffNotifications = () => useQuery(staffNotificationsOptions);

export const useSaveStaffNotifications = () =>
  useMutation({
    mutationFn: (body: StaffNotificationSettingsType) =>
      api(StaffNotificationsResponse, "/admin/notifications", { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(staffNotificationsOptions.queryKey, saved),
  });
