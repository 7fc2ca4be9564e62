import type { Prefetch } from "../../lib/prefetch";
import { policyQuery } from "./api/get-policy";
import { PolicyPage } from "./static/PolicyPage";

export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(policyQuery("returns"));

/** /return: the owner's Cancellation & Refund text (docs/decisions/184-policy-texts.md). */
export default function ReturnPage() {
  return (
    <PolicyPage
      page="returns"
      title="Cancellation & Refund"
      description="Cancel free of charge before your order ships, request a return from your order's page within the return window, and get your money back."
    />
  );
}
