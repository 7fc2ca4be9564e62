import { queryOptions, useQuery } from "@tanstack/react-query";
import { Gstr1Response, type Gstr1ResponseType } from "@vayu/shared/gst-returns";
import { api, apiFile } from "../../../lib/api";
import { staffRetry } from "./staff-resource";

/** GET /admin/reports/gstr1 for a month, YYYY-MM (docs/decisions/316-gstr1-and-sales-register.md). */
export const gstr1Options = (month: string) =>
  queryOptions({
    queryKey: ["admin", "reports", "gstr1", month],
    queryFn: ({ signal }) => api(Gstr1Response, `/admin/reports/gstr1?month=${month}`, { signal }),
    retry: staffRetry,
  });
export const useGstr1 = (month: string) => useQuery(gstr1Options(month));

/** Hands a file to the browser to save. */
function save(blob: Blob, fileName: string) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The month's GSTR-1 JSON as a file the offline tool imports: the report as the API gave it. */
export function downloadGstr1(report: Gstr1ResponseType) {
  save(
    new Blob([JSON.stringify(report, null, 2)], { type: "application/json" }),
    `GSTR1_${report.gstin}_${report.fp}.json`,
  );
}

/** GET /admin/reports/sales-register.csv for the days of the month. */
export async function downloadSalesRegister(from: string, to: string): Promise<void> {
  const { blob, fileName } = await apiFile(
    `/api/admin/reports/sales-register.csv?${new URLSearchParams({ from, to })}`,
  );
  save(blob, fileName);
}
