import { useMutation } from "@tanstack/react-query";
import type { DealerEnquiry } from "@vayu/shared/enquiries";
import type { MessageResponseType } from "@vayu/shared/errors";
import { api } from "../../../lib/api";

/** The answer's schema, loaded with the request, not with the page (docs/decisions/177-lean-first-load.md). */
const MessageResponse = () => import("@vayu/shared/errors").then((schemas) => schemas.MessageResponse);

/** POST /api/distributordealer: stores a distributor or direct-dealer enquiry. */
export function sendDealerEnquiry(enquiry: DealerEnquiry): Promise<MessageResponseType> {
  return api(MessageResponse, "/distributordealer", { method: "POST", body: enquiry });
}

export function useSendDealerEnquiry() {
  return useMutation({ mutationFn: sendDealerEnquiry });
}
