import { DealerEnquiryPage } from "./DealerEnquiryPage";

/** /directdealer (spec route list): the direct dealer enquiry. */
export default function DirectDealerPage() {
  return <DealerEnquiryPage type="dealer" />;
}
