import { useEffect, useRef, useState, type ComponentType } from "react";
import { CreditCard, FlaskConical, ShieldCheck, Smartphone, X } from "lucide-react";
import { isPaymentFailure, type PaymentOrderResponseType, type SandboxMethod } from "@vayu/shared/checkout";
import { formatPaise } from "@vayu/shared/money";
import { useStoreSettings } from "../../../lib/queries/get-settings";
import { Button } from "../../../components/ui/Button";
import { errorMessage } from "../../../lib/api";
import { sandboxPay } from "../api/sandbox-pay";
import type { PaymentCallbacks, PaymentPrefill } from "./payment-window";

const METHODS: {
  value: SandboxMethod;
  label: string;
  hint: string;
  Icon: ComponentType<{ className?: string }>;
}[] = [
  { value: "upi", label: "UPI", hint: "Google Pay, PhonePe, Paytm or any UPI app", Icon: Smartphone },
  { value: "card", label: "Card", hint: "Visa, Mastercard, RuPay credit or debit card", Icon: CreditCard },
];

const PAYMENT_FAILED = "The payment did not go through.";

export interface SandboxCheckoutDialogProps extends PaymentCallbacks {
  order: PaymentOrderResponseType;
  prefill: PaymentPrefill;
}

/**
 * The offline sandbox's payment window, in place of Razorpay's checkout.js (docs/product/
 * payments.md "Sandbox"): pick UPI or card, then Pay or Fail. Escape and the close button dismiss it,
 * except while a payment is in flight.
 */
export function SandboxCheckoutDialog({
  order,
  prefill,
  onPaid,
  onFailed,
  onDismiss,
}: SandboxCheckoutDialogProps) {
  const settings = useStoreSettings();
  const ref = useRef<HTMLDialogElement>(null);
  const [method, setMethod] = useState<SandboxMethod>("upi");
  const [pending, setPending] = useState<"success" | "failure" | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    // Focus then returns to where the payment started (useCheckoutPayment).
    return () => dialog?.close();
  }, []);

  async function pay(outcome: "success" | "failure") {
    setPending(outcome);
    try {
      const result = await sandboxPay({ order_id: order.id, method, outcome });
      if (isPaymentFailure(result)) onFailed(result.error.description || PAYMENT_FAILED);
      else onPaid(result);
    } catch (error) {
      onFailed(errorMessage(error, PAYMENT_FAILED));
    }
  }

  const amount = formatPaise(order.amount);
  return (
    <dialog
      ref={ref}
      aria-labelledby="sandbox-pay-title"
      aria-describedby="sandbox-pay-note"
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onDismiss();
      }}
      className="m-auto w-[min(100%-1.5rem,26rem)] overflow-hidden rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="bg-linear-to-br from-brand-700 to-brand-900 px-5 pt-5 pb-6 text-white">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-sm font-medium text-brand-100">{settings.storeName}</p>
            <h2 id="sandbox-pay-title" className="mt-0.5 text-lg font-bold">
              Complete your payment
            </h2>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            disabled={pending !== null}
            className="rounded-md p-1.5 text-brand-100 hover:bg-white/10 hover:text-white disabled:opacity-50"
            aria-label="Close payment window"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <p className="mt-4 text-xs font-medium tracking-wide text-brand-100 uppercase">Amount payable</p>
        <p className="text-3xl font-bold tracking-tight" data-testid="sandbox-amount">
          {amount}
        </p>
        <p className="mt-1 truncate text-xs text-brand-100">
          {prefill.name} · {prefill.contact}
        </p>
      </div>

      <div className="px-5 py-5">
        <fieldset disabled={pending !== null}>
          <legend className="mb-2 text-sm font-semibold text-ink">Pay using</legend>
          <div className="grid gap-2">
            {METHODS.map(({ value, label, hint, Icon }) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-3 transition-colors has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="sandbox-method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  autoFocus={value === method}
                  className="size-4 accent-brand-600"
                />
                <Icon className="size-5 text-brand-700" aria-hidden />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink">{label}</span>
                  <span className="block text-xs text-slate-600">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <p
          id="sandbox-pay-note"
          className="mt-4 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-900"
        >
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
          Test mode: no money moves. Pay completes the payment; Fail declines it so you can see what a shopper
          sees.
        </p>

        <div className="mt-5 grid gap-2">
          <Button
            size="lg"
            onClick={() => pay("success")}
            loading={pending === "success"}
            disabled={pending !== null}
          >
            Pay {amount}
          </Button>
          <Button
            variant="outline"
            onClick={() => pay("failure")}
            loading={pending === "failure"}
            disabled={pending !== null}
          >
            Fail payment
          </Button>
        </div>
        <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-slate-500">
          <ShieldCheck className="size-4 text-emerald-600" aria-hidden />
          Secured by the store's payment sandbox
        </p>
      </div>
    </dialog>
  );
}
