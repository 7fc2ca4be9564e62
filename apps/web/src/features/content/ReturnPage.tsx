import { useLingui } from "@lingui/react/macro";
import { policyPrefetch, PolicyPage } from "./static/PolicyPage";

export const prefetch = policyPrefetch("returns");

/** /return: the owner's Cancellation & Refund text (docs/decisions/184-policy-texts.md). */
export default function ReturnPage() {
  const { t } = useLingui();
  return (
    <PolicyPage
      page="returns"
      title={t`Cancellation & Refund`}
      description={t`Cancel free of charge before your order ships, request a return from your order's page within the return window, and get your money back.`}
    />
  );
}
