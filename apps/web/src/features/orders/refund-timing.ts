import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";

const REFUND_TIMING = msg`Banks usually show a refund in your account within 5–7 working days.`;

/** What the bank needs once a refund is on its way, in the page's language. */
export function useRefundTiming(): string {
  return useLingui().i18n._(REFUND_TIMING);
}
