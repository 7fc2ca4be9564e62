import { Factory, ShieldCheck, Store } from "lucide-react";
import { DealerEnquiryPage, type Perk } from "./DealerEnquiryPage";

const perks: Perk[] = [
  { icon: Factory, title: "Direct from the maker", text: "Stock supplied straight from Vayu to your store." },
  { icon: Store, title: "Products shoppers ask for", text: "Air coolers, fans, mixer grinders and LED TVs for Indian homes." },
  { icon: ShieldCheck, title: "2-year warranty", text: "Every appliance you sell is covered by our limited warranty." },
];

/** /directdealer (spec route list): the direct dealer enquiry. */
export default function DirectDealerPage() {
  return (
    <DealerEnquiryPage
      type="dealer"
      title="Direct Dealer Enquiry"
      intro="Sell Vayu home appliances from your store. Tell us about your business, and our partner team will contact you."
      perks={perks}
    />
  );
}
