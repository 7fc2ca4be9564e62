import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { AdminGrievanceResponse, AdminGrievancesResponse } from "@vayu/shared/grievances";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { dashboardOptions } from "./dashboard";
import { staffRetry } from "./staff-resource";

/** GET /admin/grievances: complaints to the grievance officer, open ones first, soonest due first. */
export const adminGrievancesOptions = queryOptions({
  queryKey: ["admin", "grievances"],
  queryFn: ({ signal }) =>
    api(AdminGrievancesResponse, "/admin/grievances", { signal }).then((body) => body.grievances),
  retry: staffRetry,
});
export const useAdminGrievances = () => useQuery(adminGrievancesOptions);

/** What staff do with a complaint (docs/decisions/185-grievance-replies-and-deadlines.md). */
export type GrievanceAction =
  { kind: "acknowledge" } | { kind: "replies"; message: string } | { kind: "resolve"; resolution: string };

/** POST /admin/grievances/:id/{acknowledge,replies,resolve}; the list and the dashboard refetch. */
export const useGrievanceAction = () =>
  useMutation({
    mutationFn: ({ id, action }: { id: string; action: GrievanceAction }) => {
      const { kind, ...body } = action;
      return api(AdminGrievanceResponse, `/admin/grievances/${id}/${kind}`, { method: "POST", body });
    },
    onSuccess: () =>
      Promise.all([
        readAfterWrite({ queryKey: adminGrievancesOptions.queryKey }),
        readAfterWrite({ queryKey: dashboardOptions.queryKey }),
      ]),
  });
