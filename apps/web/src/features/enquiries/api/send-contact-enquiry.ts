import { useMutation } from "@tanstack/react-query";
import type { ContactEnquiry, EnquiryResponse } from "@vayu/shared/enquiries";
import { api } from "../../../lib/api";

/** POST /api/contact: stores the visitor's enquiry. */
export function sendContactEnquiry(enquiry: ContactEnquiry): Promise<EnquiryResponse> {
  return api<EnquiryResponse>("/contact", { method: "POST", body: enquiry });
}

export function useSendContactEnquiry() {
  return useMutation({ mutationFn: sendContactEnquiry });
}
