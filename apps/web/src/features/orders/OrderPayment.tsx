import { CreditCard } from "lucide-react";
import { formatRupees } from "@vayu/shared/money";
import type { OrderDetailType } from "@vayu/shared/orders";
import { AmountRow } from "../../components/ui/AmountRow";
import { DocumentDownload } from "../../components/ui/DocumentDownload";
import { formatDateTime, paymentText, totalLabel } from "../../lib/order-format";
import { OrderSection } from "./OrderSection";
import { OrderDiscounts } from "../../components/order/OrderDiscounts";

/** What the order cost and how it was paid, the cash still due, and the GST invoice. */
export function OrderPayment({ order }: { order: OrderDetailType }) {
  return (
    <OrderSection title="Payment" icon={<CreditCard className="size-4 text-brand-600" aria-hidden />}>
      <dl className="space-y-1.5 text-sm">
        <AmountRow label="Subtotal" rupees={order.subtotal} />
        <OrderDiscounts order={order} />
        <AmountRow label="Shipping fee" rupees={order.shippingFee} />
        {order.codCharge > 0 && <AmountRow label="Cash on delivery charge" rupees={order.codCharge} />}
        <AmountRow label={totalLabel(order)} rupees={order.totalAmount} total testId="order-total" />
      </dl>
      <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{order.paymentType === "COD" ? "Payment" : "Paid by"}</dt>
          <dd className="font-medium text-ink">{paymentText(order)}</dd>
        </div>
        {order.transactionId && (
          <div>
            <dt className="text-slate-600">Payment id</dt>
            <dd className="font-mono text-xs break-all text-ink">{order.transactionId}</dd>
          </div>
        )}
        {order.paymentCollectedAt && (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Paid on</dt>
            <dd className="text-ink">{formatDateTime(order.paymentCollectedAt)}</dd>
          </div>
        )}
      </dl>
      {order.amountDue > 0 && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Please keep <strong className="font-bold">{formatRupees(order.amountDue)}</strong> ready to pay in
          cash when your order arrives.
        </p>
      )}
      {order.invoiceUrl && (
        <div className="mt-3 space-y-1 border-t border-slate-100 pt-3">
          <DocumentDownload url={order.invoiceUrl} label="Download GST tax invoice" detail="(PDF)" />
          {order.cancellingCreditNoteUrl && (
            <DocumentDownload url={order.cancellingCreditNoteUrl} label="Credit note" detail="cancelling the invoice (PDF)" />
          )}
        </div>
      )}
    </OrderSection>
  );
}
