import { DealerEnquiryPage } from "./DealerEnquiryPage";
import { dealerAction } from "./enquiry-actions";

export const action = dealerAction("distributor");

/** /distributer (docs/product/storefront.md "Routes"): the distributor enquiry. */
export default function DistributorPage() {
  return <DealerEnquiryPage type="distributor" />;
}
