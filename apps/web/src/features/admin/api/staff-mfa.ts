import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { MessageResponse } from "@vayu/shared/errors";
import { MfaConfirmResponse, MfaSetupResponse, MfaStatusResponse } from "@vayu/shared/staff-mfa";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** GET /admin/mfa: whether this staff member has two-step sign-in, and whether this session proved it. */
export const staffMfaOptions = queryOptions({
  queryKey: ["admin", "mfa"],
  queryFn: ({ signal }) => api(MfaStatusResponse, "/admin/mfa", { signal }),
  retry: staffRetry,
});
export const useStaffMfa = () => useQuery(staffMfaOptions);

export const useStartMfaSetup = () =>
  useMutation({ mutationFn: () => api(MfaSetupResponse, "/admin/mfa/setup", { method: "POST" }) });

export const useConfirmMfa = () =>
  useMutation({
    mutationFn: (code: string) =>
      api(MfaConfirmResponse, "/admin/mfa/confirm", { method: "POST", body: { code } }),
  });

/** The owner resets a staff member's two-step sign-in (a lost phone). */
export const useResetStaffMfa = () =>
  useMutation({
    mutationFn: (id: string) => api(MessageResponse, `/admin/staff/${id}/mfa`, { method: "DELETE" }),
    onSuccess: () => readAfterWrite({ queryKey: ["admin", "staff"] }),
  });
