import type { Prefetch } from "../../lib/prefetch";
import { policyQuery } from "./api/get-policy";
import { PolicyPage } from "./static/PolicyPage";

export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(policyQuery("privacy"));

/** /privacy: the owner's Privacy Policy text (docs/decisions/184-policy-texts.md). */
export default function PrivacyPage() {
  return (
    <PolicyPage
      page="privacy"
      title="Privacy Policy"
      description="What personal information we collect when you shop with us, why we need it, who we share it with and the choices you have."
    />
  );
}
