import { DealerEnquiryPage } from "./DealerEnquiryPage";

/** /directdealer (docs/product/storefront.md "Routes"): the direct dealer enquiry. */
export default function DirectDealerPage() {
  return <DealerEnquiryPage type="dealer" />;
}
