import { DealerEnquiryPage } from "./DealerEnquiryPage";

/** /distributer (spec route list): the distributor enquiry. */
export default function DistributorPage() {
  return <DealerEnquiryPage type="distributor" />;
}
