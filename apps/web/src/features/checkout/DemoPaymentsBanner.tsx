import { Trans } from "@lingui/react/macro";
import { FlaskConical } from "lucide-react";
import { usePaymentsConfig } from "./api/get-payments-config";

/** Every page says so while the offline sandbox takes the payments (docs/decisions/053-sandbox-only-for-its-owner.md). */
export function DemoPaymentsBanner() {
  const config = usePaymentsConfig();
  if (!config.data?.demo) return null;
  // A landmark named by its own words: every part of a page sits in one (axe's "region" rule).
  return (
    <aside aria-labelledby="demo-payments-title">
      <p
        role="note"
        id="demo-payments-banner"
        className="flex h-(--demo-banner-height) items-center justify-center gap-2 overflow-hidden bg-amber-100 px-4 text-center text-xs font-medium whitespace-nowrap text-amber-950 sm:text-sm"
      >
        <FlaskConical className="size-4 shrink-0" aria-hidden />
        <span>
          <Trans>
            <strong id="demo-payments-title" className="font-semibold">
              Demo store: payments are simulated
            </strong>
            <span className="hidden sm:inline"> — no money is taken and no order is shipped.</span>
          </Trans>
        </span>
      </p>
    </aside>
  );
}
