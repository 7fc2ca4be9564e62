import type { StaffEnquiryType } from "@vayu/shared/staff-enquiries";
import { toCsv } from "../../http/csv";

const HEADER = [
  "Received",
  "Type",
  "Status",
  "Name",
  "E-mail",
  "Mobile",
  "City",
  "State",
  "Firm",
  "Investment (₹)",
  "Message",
  "Staff notes",
] as const;

/** The enquiries as staff download them: one row each, newest first. */
export function enquiriesCsv(enquiries: readonly StaffEnquiryType[]): string {
  return toCsv(
    HEADER,
    enquiries.map((e) => [e.createdAt, e.kind, e.status, e.name, e.email, e.mobile, e.city, e.state, e.firmName, e.investment, e.message, e.notes]),
  );
}
