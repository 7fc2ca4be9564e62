import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  CodRemittanceResponse,
  CodReportResponse,
  type CodRemittanceBodyType,
} from "@vayu/shared/cod-reports";
import { api, apiFile } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

export interface CodRange {
  from?: string;
  to?: string;
}
const searchOf = (range: CodRange & { section?: string }) => {
  const search = new URLSearchParams(
    Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `?${search}` : "";
};

/** GET /admin/reports/cod for the staff's days (docs/decisions/308-cod-reports-and-remittances.md). */
export const codReportOptions = (range: CodRange) =>
  queryOptions({
    queryKey: ["admin", "reports", "cod", searchOf(range)],
    queryFn: ({ signal }) => api(CodReportResponse, `/admin/reports/cod${searchOf(range)}`, { signal }),
    retry: staffRetry,
  });
export const useCodReport = (range: CodRange) => useQuery(codReportOptions(range));

/** POST /admin/cod-remittances; the report is read again after it. */
export const useRecordRemittance = () =>
  useMutation({
    mutationFn: (body: CodRemittanceBodyType) =>
      api(CodRemittanceResponse, "/admin/cod-remittances", { method: "POST", body }),
    onSuccess: () => readAfterWrite({ queryKey: ["admin", "reports", "cod"] }),
  });

/** GET /admin/reports/cod.csv: one table of the report as a file the browser saves. */
export async function downloadCodCsv(
  section: "pincode" | "state" | "shopper" | "cash",
  range: CodRange,
): Promise<void> {
  const { blob, fileName } = await apiFile(`/api/admin/reports/cod.csv${searchOf({ section, ...range })}`);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
