import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  StaffEnquiriesResponse,
  StaffEnquiryResponse,
  type EnquiryPatchBodyType,
  type StaffEnquiriesQueryType,
} from "@vayu/shared/staff-enquiries";
import { api, apiFile } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

const searchOf = (filters: StaffEnquiriesQueryType) =>
  new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

/** GET /admin/enquiries with the staff's filters. */
export const enquiriesOptions = (filters: StaffEnquiriesQueryType) =>
  queryOptions({
    queryKey: ["admin", "enquiries", searchOf(filters)],
    queryFn: ({ signal }) =>
      api(StaffEnquiriesResponse, `/admin/enquiries?${searchOf(filters)}`, { signal }).then(
        (body) => body.enquiries,
      ),
    retry: staffRetry,
  });
export const useStaffEnquiries = (filters: StaffEnquiriesQueryType) => useQuery(enquiriesOptions(filters));

/** PATCH /admin/enquiries/:id: status or notes. */
export const useUpdateEnquiry = () =>
  useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EnquiryPatchBodyType }) =>
      api(StaffEnquiryResponse, `/admin/enquiries/${id}`, { method: "PATCH", body: patch }).then(
        (body) => body.enquiry,
      ),
    onSuccess: () => readAfterWrite({ queryKey: enquiriesOptions({}).queryKey.slice(0, 2) }),
  });

/** GET /admin/enquiries.csv: the filtered enquiries as a file the browser saves. */
export async function downloadEnquiriesCsv(filters: StaffEnquiriesQueryType): Promise<void> {
  const { blob } = await apiFile(`/api/admin/enquiries.csv?${searchOf(filters)}`);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `enquiries-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
