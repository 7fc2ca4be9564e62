import { DealerEnquiryPage } from "./DealerEnquiryPage";

/** /distributer (docs/product/storefront.md "Routes"): the distributor enquiry. */
export default function DistributorPage() {
  return <DealerEnquiryPage type="distributor" />;
}
