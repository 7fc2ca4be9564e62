import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { AuditResponse } from "@vayu/shared/audit";
import { api } from "../../../lib/api";
import { staffRetry } from "./staff-resource";

/** GET /admin/audit?page=: the staff's actions, newest first. */
export const auditOptions = (page: number) =>
  queryOptions({
    queryKey: ["admin", "audit", page],
    queryFn: ({ signal }) => api(AuditResponse, `/admin/audit?page=${page}`, { signal }),
    retry: staffRetry,
    placeholderData: keepPreviousData,
  });
export const useAudit = (page: number) => useQuery(auditOptions(page));
