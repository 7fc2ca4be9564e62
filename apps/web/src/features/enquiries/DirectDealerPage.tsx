import { DealerEnquiryPage } from "./DealerEnquiryPage";
import { dealerAction } from "./enquiry-actions";
import { laterDealerForm } from "./later-forms";
import type { Prefetch } from "../../lib/prefetch";

/** The page server renders the enquiry form, whose code the browser loads after the page (lib/later-part.tsx). */
export const prefetch: Prefetch = () => laterDealerForm.load();

export const action = dealerAction("dealer");

/** /directdealer (docs/product/storefront.md "Routes"): the direct dealer enquiry. */
export default function DirectDealerPage() {
  return <DealerEnquiryPage type="dealer" />;
}
