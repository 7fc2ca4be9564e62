import { useMutation } from "@tanstack/react-query";
import type { DealerEnquiry } from "@vayu/shared/enquiries";
import { MessageResponse, type MessageResponseType } from "@vayu/shared/errors";
import { api } from "../../../lib/api";

/** POST /api/distributordealer: stores a distributor or direct-dealer enquiry. */
export function sendDealerEnquiry(enquiry: DealerEnquiry): Promise<MessageResponseType> {
  return api(MessageResponse, "/distributordealer", { method: "POST", body: enquiry });
}

export function useSendDealerEnquiry() {
  return useMutation({ mutationFn: sendDealerEnquiry });
}
