import { useMutation, useQuery } from "@tanstack/react-query";
import {
  StaffInstallationResponse,
  StaffInstallationsResponse,
  type StaffInstallationPatchBodyType,
} from "@vayu/shared/after-delivery";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** GET /admin/installations?date=: the day's installation and demo visits (docs/decisions/334-installation-and-warranty.md). */
export const useInstallations = (date: string) =>
  useQuery({
    queryKey: ["admin", "installations", date],
    queryFn: ({ signal }) => api(StaffInstallationsResponse, `/admin/installations?date=${date}`, { signal }),
    retry: staffRetry,
    enabled: Boolean(date),
  });

/** PATCH /admin/installations/:id: done, cancelled or moved; every list reads again. */
export const useManageInstallation = () =>
  useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: StaffInstallationPatchBodyType }) =>
      api(StaffInstallationResponse, `/admin/installations/${id}`, { method: "PATCH", body: patch }),
    onSuccess: () => void readAfterWrite(),
  });
