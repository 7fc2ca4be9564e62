import { useMutation } from "@tanstack/react-query";
import type { ContactEnquiry } from "@vayu/shared/enquiries";
import type { MessageResponseType } from "@vayu/shared/errors";
import { api } from "../../../lib/api";

/** The answer's schema, loaded with the request, not with the page (docs/decisions/177-lean-first-load.md). */
const MessageResponse = () => import("@vayu/shared/errors").then((schemas) => schemas.MessageResponse);

/** POST /api/contact: stores the visitor's enquiry. */
export function sendContactEnquiry(enquiry: ContactEnquiry): Promise<MessageResponseType> {
  return api(MessageResponse, "/contact", { method: "POST", body: enquiry });
}

export function useSendContactEnquiry() {
  return useMutation({ mutationFn: sendContactEnquiry });
}
