import type { Prefetch } from "../../lib/prefetch";
import { policyQuery } from "./api/get-policy";
import { PolicyPage } from "./static/PolicyPage";

export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(policyQuery("terms"));

/** /terms: the owner's Terms & Conditions text (docs/decisions/184-policy-texts.md). */
export default function TermsPage() {
  return (
    <PolicyPage
      page="terms"
      title="Terms & Conditions"
      description="The terms that apply when you browse our store, create an account and buy appliances from us."
    />
  );
}
