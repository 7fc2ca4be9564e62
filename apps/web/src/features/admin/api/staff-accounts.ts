import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  StaffAccountsResponse,
  StaffInviteResponse,
  StaffMeResponse,
  StaffMember,
  type InvitableRole,
  type StaffInviteBodyType,
} from "@vayu/shared/staff-accounts";
import { z } from "zod";
import { MessageResponse } from "@vayu/shared/errors";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** GET /admin/me: who is at the console; the access check of the whole page. */
export const staffMeOptions = queryOptions({
  queryKey: ["admin", "me"],
  queryFn: ({ signal }) => api(StaffMeResponse, "/admin/me", { signal }),
  retry: staffRetry,
});
export const useStaffMe = () => useQuery(staffMeOptions);

/** GET /admin/staff (owner only): the staff and the open invitations. */
export const staffAccountsOptions = queryOptions({
  queryKey: ["admin", "staff"],
  queryFn: ({ signal }) => api(StaffAccountsResponse, "/admin/staff", { signal }),
  retry: staffRetry,
});
export const useStaffAccounts = () => useQuery(staffAccountsOptions);

const refresh = () => readAfterWrite({ queryKey: staffAccountsOptions.queryKey });

export const useInviteStaff = () =>
  useMutation({
    mutationFn: (body: StaffInviteBodyType) =>
      api(StaffInviteResponse, "/admin/staff/invites", { method: "POST", body }),
    onSuccess: refresh,
  });
export const useWithdrawInvite = () =>
  useMutation({
    mutationFn: (id: string) => api(MessageResponse, `/admin/staff/invites/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
export const useRevokeStaff = () =>
  useMutation({
    mutationFn: (id: string) => api(MessageResponse, `/admin/staff/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
export const useChangeStaffRole = () =>
  useMutation({
    mutationFn: ({ id, role }: { id: string; role: InvitableRole }) =>
      api(z.object({ member: StaffMember }), `/admin/staff/${id}`, { method: "PATCH", body: { role } }),
    onSuccess: refresh,
  });
