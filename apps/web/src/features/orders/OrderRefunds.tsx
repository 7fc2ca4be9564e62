import { RotateCcw } from "lucide-react";
import { formatRupees } from "@vayu/shared/money";
import type { OrderRefundType } from "@vayu/shared/orders";
import { DocumentDownload } from "../../components/ui/DocumentDownload";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { formatDateTime, REFUND_TIMING } from "../../lib/order-format";
import { OrderSection } from "./OrderSection";

const REFUND_STATUS: Record<OrderRefundType["status"], { label: string; tone: string }> = {
  pending: { label: "On its way", tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  processed: { label: "Refunded", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  failed: { label: "Failed", tone: "bg-red-50 text-red-800 ring-red-200" },
};

/** The order's refunds, each with its state and credit note, and where the money goes. */
export function OrderRefunds({
  refunds,
  cashOnDelivery,
}: {
  refunds: OrderRefundType[];
  cashOnDelivery: boolean;
}) {
  const settings = useStoreSettings();
  return (
    <OrderSection title="Refunds" icon={<RotateCcw className="size-4 text-brand-600" aria-hidden />}>
      <ul className="space-y-3 text-sm">
        {refunds.map((refund) => {
          const status = REFUND_STATUS[refund.status];
          return (
            <li key={refund._id}>
              <p className="flex items-center justify-between gap-3">
                <span className="font-bold text-ink tabular-nums">{formatRupees(refund.amount)}</span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${status.tone}`}
                >
                  {status.label}
                </span>
              </p>
              <p className="text-xs text-slate-600">
                Started <time dateTime={refund.at}>{formatDateTime(refund.at)}</time>
              </p>
              {refund.creditNoteUrl && (
                <div className="mt-1">
                  <DocumentDownload
                    url={refund.creditNoteUrl}
                    label="Credit note"
                    detail={`for the refund of ${formatRupees(refund.amount)} (PDF)`}
                  />
                </div>
              )}
              {refund.status === "failed" && (
                <p className="mt-1 text-xs text-red-700">
                  The bank could not complete this refund. Our team will contact you: {settings.supportEmail}.
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-600">
        {cashOnDelivery
          ? "Our team pays refunds of cash-on-delivery orders back to you directly, by bank transfer or UPI."
          : `Refunds go back to the UPI account or card you paid with. ${REFUND_TIMING}`}
      </p>
    </OrderSection>
  );
}
