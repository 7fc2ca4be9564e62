import type { Prefetch } from "../../lib/prefetch";
import { policyQuery } from "./api/get-policy";
import { PolicyPage } from "./static/PolicyPage";

export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(policyQuery("shipping"));

/** /shipping: the owner's Shipping & Delivery text (docs/decisions/184-policy-texts.md). */
export default function ShippingPage() {
  return (
    <PolicyPage
      page="shipping"
      title="Shipping & Delivery"
      description="When your order ships, how long delivery takes to your pincode, what it costs and how cash on delivery works."
    />
  );
}
