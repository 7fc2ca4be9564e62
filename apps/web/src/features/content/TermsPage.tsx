import { useLingui } from "@lingui/react/macro";
import { policyPrefetch, PolicyPage } from "./static/PolicyPage";

export const prefetch = policyPrefetch("terms");

/** /terms: the owner's Terms & Conditions text (docs/decisions/184-policy-texts.md). */
export default function TermsPage() {
  const { t } = useLingui();
  return (
    <PolicyPage
      page="terms"
      title={t`Terms & Conditions`}
      description={t`The terms that apply when you browse our store, create an account and buy appliances from us.`}
    />
  );
}
