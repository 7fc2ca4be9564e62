import { MapPinned, PackageCheck, ShieldCheck } from "lucide-react";
import { DealerEnquiryPage, type Perk } from "./DealerEnquiryPage";

const perks: Perk[] = [
  { icon: MapPinned, title: "Your own territory", text: "Supply Vayu appliances to the retailers of the city you choose." },
  { icon: PackageCheck, title: "A range that sells every season", text: "Air coolers and fans for summer, kitchen appliances and TVs all year." },
  { icon: ShieldCheck, title: "2-year warranty", text: "Every appliance you sell is covered by our limited warranty." },
];

/** /distributer (spec route list): the distributor enquiry. */
export default function DistributorPage() {
  return (
    <DealerEnquiryPage
      type="distributor"
      title="Distributor Enquiry"
      intro="Distribute Vayu home appliances in your region. Tell us about your firm and the area you cover, and our partner team will contact you."
      perks={perks}
    />
  );
}
