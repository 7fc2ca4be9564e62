import { DealerEnquiryPage } from "./DealerEnquiryPage";
import { dealerAction } from "./enquiry-actions";

export const action = dealerAction("dealer");

/** /directdealer (docs/product/storefront.md "Routes"): the direct dealer enquiry. */
export default function DirectDealerPage() {
  return <DealerEnquiryPage type="dealer" />;
}
