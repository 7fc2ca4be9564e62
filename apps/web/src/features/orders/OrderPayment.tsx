import { CreditCard } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { rupeesToPaise } from "@vayu/shared/money";
import type { OrderDetailType } from "@vayu/shared/orders";
import { AmountRow } from "../../components/ui/AmountRow";
import { DocumentDownload } from "../../components/ui/DocumentDownload";
import { useFormats } from "../../lib/i18n";
import { useOrderTexts } from "../../components/order/order-texts";
import { OrderSection } from "./OrderSection";
import { OrderDiscounts } from "../../components/order/OrderDiscounts";

/** What the order cost and how it was paid, the cash still due, and the GST invoice. */
export function OrderPayment({ order }: { order: OrderDetailType }) {
  const { t } = useLingui();
  const formats = useFormats();
  const texts = useOrderTexts();
  const due = formats.price(rupeesToPaise(order.amountDue));
  return (
    <OrderSection title={t`Payment`} icon={<CreditCard className="size-4 text-brand-600" aria-hidden />}>
      <dl className="space-y-1.5 text-sm">
        <AmountRow label={t`Subtotal`} rupees={order.subtotal} />
        <OrderDiscounts order={order} />
        <AmountRow label={t`Shipping fee`} rupees={order.shippingFee} />
        {order.codCharge > 0 && <AmountRow label={t`Cash on delivery charge`} rupees={order.codCharge} />}
        <AmountRow label={texts.totalLabel(order)} rupees={order.totalAmount} total testId="order-total" />
      </dl>
      <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{order.paymentType === "COD" ? t`Payment` : t`Paid by`}</dt>
          <dd className="font-medium text-ink">{texts.payment(order)}</dd>
        </div>
        {order.transactionId && (
          <div>
            <dt className="text-slate-600">
              <Trans>Payment id</Trans>
            </dt>
            <dd className="font-mono text-xs break-all text-ink">{order.transactionId}</dd>
          </div>
        )}
        {order.paymentCollectedAt && (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">
              <Trans>Paid on</Trans>
            </dt>
            <dd className="text-ink">{formats.dateTime(order.paymentCollectedAt)}</dd>
          </div>
        )}
      </dl>
      {order.amountDue > 0 && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <Trans>
            Please keep <strong className="font-bold">{due}</strong> ready to pay in cash when your order arrives.
          </Trans>
        </p>
      )}
      {order.invoiceUrl && (
        <div className="mt-3 space-y-1 border-t border-slate-100 pt-3">
          <DocumentDownload url={order.invoiceUrl} label={t`Download GST tax invoice`} detail={t`(PDF)`} />
          {order.cancellingCreditNoteUrl && (
            <DocumentDownload url={order.cancellingCreditNoteUrl} label={t`Credit note`} detail={t`cancelling the invoice (PDF)`} />
          )}
        </div>
      )}
    </OrderSection>
  );
}
