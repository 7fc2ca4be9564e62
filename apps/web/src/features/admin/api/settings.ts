import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  AdminSettingsResponse,
  SetupChecklistResponse,
  type StoreSettingsPatchType,
} from "@vayu/shared/store-settings";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** GET /admin/settings (owner only): every setting the owner edits. */
export const adminSettingsOptions = queryOptions({
  queryKey: ["admin", "settings"],
  queryFn: ({ signal }) => api(AdminSettingsResponse, "/admin/settings", { signal }),
  retry: staffRetry,
});
export const useAdminSettings = () => useQuery(adminSettingsOptions);

/** GET /admin/setup: what is missing before the store takes real orders. */
export const setupChecklistOptions = queryOptions({
  queryKey: ["admin", "setup"],
  queryFn: ({ signal }) => api(SetupChecklistResponse, "/admin/setup", { signal }),
  retry: staffRetry,
});
export const useSetupChecklist = () => useQuery(setupChecklistOptions);

/** PATCH /admin/settings; the store's pages, prices and the checklist read them again. */
export const useSaveSettings = () =>
  useMutation({
    mutationFn: (body: StoreSettingsPatchType) =>
      api(AdminSettingsResponse, "/admin/settings", { method: "PATCH", body }),
    onSuccess: () =>
      Promise.all([
        readAfterWrite({ queryKey: adminSettingsOptions.queryKey }),
        readAfterWrite({ queryKey: setupChecklistOptions.queryKey }),
        readAfterWrite({ queryKey: ["settings"] }),
      ]),
  });
