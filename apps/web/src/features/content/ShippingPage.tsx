import { useLingui } from "@lingui/react/macro";
import { policyPrefetch, PolicyPage } from "./static/PolicyPage";

export const prefetch = policyPrefetch("shipping");

/** /shipping: the owner's Shipping & Delivery text (docs/decisions/184-policy-texts.md). */
export default function ShippingPage() {
  const { t } = useLingui();
  return (
    <PolicyPage
      page="shipping"
      title={t`Shipping & Delivery`}
      description={t`When your order ships, how long delivery takes to your pincode, what it costs and how cash on delivery works.`}
    />
  );
}
