import { useMutation } from "@tanstack/react-query";
import type { DealerEnquiry, EnquiryResponse } from "@vayu/shared/enquiries";
import { api } from "../../../lib/api";

/** POST /api/distributordealer: stores a distributor or direct-dealer enquiry. */
export function sendDealerEnquiry(enquiry: DealerEnquiry): Promise<EnquiryResponse> {
  return api<EnquiryResponse>("/distributordealer", { method: "POST", body: enquiry });
}

export function useSendDealerEnquiry() {
  return useMutation({ mutationFn: sendDealerEnquiry });
}
