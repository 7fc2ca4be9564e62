import { DealerEnquiryPage } from "./DealerEnquiryPage";
import { dealerAction } from "./enquiry-actions";
import { laterDealerForm } from "./later-forms";
import type { Prefetch } from "../../lib/prefetch";
import { localeOfPath } from "@vayu/shared/locale";

/** The page server renders the enquiry form, whose code the browser loads after the page (lib/later-part.tsx). */
export const prefetch: Prefetch = ({ url }) => laterDealerForm.load(localeOfPath(url.pathname));

export const action = dealerAction("distributor");

/** /distributer (docs/product/storefront.md "Routes"): the distributor enquiry. */
export default function DistributorPage() {
  return <DealerEnquiryPage type="distributor" />;
}
