import { useMutation } from "@tanstack/react-query";
import type { ContactEnquiry } from "@vayu/shared/enquiries";
import { MessageResponse, type MessageResponseType } from "@vayu/shared/errors";
import { api } from "../../../lib/api";

/** POST /api/contact: stores the visitor's enquiry. */
export function sendContactEnquiry(enquiry: ContactEnquiry): Promise<MessageResponseType> {
  return api(MessageResponse, "/contact", { method: "POST", body: enquiry });
}

export function useSendContactEnquiry() {
  return useMutation({ mutationFn: sendContactEnquiry });
}
