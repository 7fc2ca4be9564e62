import { useLingui } from "@lingui/react/macro";
import { policyPrefetch, PolicyPage } from "./static/PolicyPage";

export const prefetch = policyPrefetch("privacy");

/** /privacy: the owner's Privacy Policy text (docs/decisions/184-policy-texts.md). */
export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <PolicyPage
      page="privacy"
      title={t`Privacy Policy`}
      description={t`What personal information we collect when you shop with us, why we need it, who we share it with and the choices you have.`}
    />
  );
}
