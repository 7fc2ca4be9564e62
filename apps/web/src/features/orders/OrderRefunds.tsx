import { RotateCcw } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { rupeesToPaise } from "@vayu/shared/money";
import type { OrderRefundType } from "@vayu/shared/orders";
import { DocumentDownload } from "../../components/ui/DocumentDownload";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { useFormats } from "../../lib/i18n";
import { useRefundTiming } from "./refund-timing";
import { OrderSection } from "./OrderSection";

const REFUND_STATUS: Record<OrderRefundType["status"], { label: MessageDescriptor; tone: string }> = {
  pending: { label: msg`On its way`, tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  processed: { label: msg`Refunded`, tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  failed: { label: msg`Failed`, tone: "bg-red-50 text-red-800 ring-red-200" },
};

/** The order's refunds, each with its state and credit note, and where the money goes. */
export function OrderRefunds({
  refunds,
  cashOnDelivery,
}: {
  refunds: OrderRefundType[];
  cashOnDelivery: boolean;
}) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const refundTiming = useRefundTiming();
  const email = useStoreSettings().supportEmail;
  return (
    <OrderSection title={t`Refunds`} icon={<RotateCcw className="size-4 text-brand-600" aria-hidden />}>
      <ul className="space-y-3 text-sm">
        {refunds.map((refund) => {
          const status = REFUND_STATUS[refund.status];
          const amount = formats.price(rupeesToPaise(refund.amount));
          const started = formats.dateTime(refund.at);
          return (
            <li key={refund._id}>
              <p className="flex items-center justify-between gap-3">
                <span className="font-bold text-ink tabular-nums">{amount}</span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${status.tone}`}
                >
                  {i18n._(status.label)}
                </span>
              </p>
              <p className="text-xs text-slate-600">
                <Trans>
                  Started <time dateTime={refund.at}>{started}</time>
                </Trans>
              </p>
              {refund.creditNoteUrl && (
                <div className="mt-1">
                  <DocumentDownload
                    url={refund.creditNoteUrl}
                    label={t`Credit note`}
                    detail={t`for the refund of ${amount} (PDF)`}
                  />
                </div>
              )}
              {refund.status === "failed" && (
                <p className="mt-1 text-xs text-red-700">
                  <Trans>The bank could not complete this refund. Our team will contact you: {email}.</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-600">
        {cashOnDelivery
          ? t`Our team pays refunds of cash-on-delivery orders back to you directly, by bank transfer or UPI.`
          : `${t`Refunds go back to the UPI account or card you paid with.`} ${refundTiming}`}
      </p>
    </OrderSection>
  );
}
