import { queryOptions, useQuery } from "@tanstack/react-query";
import { DashboardResponse } from "@vayu/shared/staff-dashboard";
import { api } from "../../../lib/api";
import { staffRetry } from "./staff-resource";

/** GET /admin/dashboard: today's and the week's sales and what needs attention. */
export const dashboardOptions = queryOptions({
  queryKey: ["admin", "dashboard"],
  queryFn: ({ signal }) => api(DashboardResponse, "/admin/dashboard", { signal }),
  retry: staffRetry,
});

export const useDashboard = () => useQuery(dashboardOptions);
