import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import type { ReactNode } from "react";
import { Banknote, CreditCard } from "lucide-react";
import type { PaymentChoice } from "@vayu/shared/pricing";
import { Spinner } from "../../components/ui/Spinner";
import type { CodAvailability } from "./useCodAvailability";
import { useMessages } from "../../lib/i18n";
import { useKnownMessage } from "../../components/order/known-messages";

interface Option {
  value: PaymentChoice;
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: ReactNode;
}

const OPTIONS: Option[] = [
  {
    value: "online",
    title: msg`Pay online`,
    text: msg`UPI or card, paid securely now`,
    icon: <CreditCard className="size-5" aria-hidden />,
  },
  {
    value: "cod",
    title: msg`Cash on Delivery`,
    text: msg`Pay in cash when your order arrives`,
    icon: <Banknote className="size-5" aria-hidden />,
  },
];

/** Online or cash on delivery; COD is offered only where the server would take it, with the reason when not. */
export function PaymentMethodChoice({
  value,
  onChoose,
  cod,
  codChargeText,
  prepaidSavingText = null,
  codCostText = null,
}: {
  value: PaymentChoice;
  onChoose: (choice: PaymentChoice) => void;
  cod: CodAvailability;
  /** What COD adds to this order, e.g. "₹70 cash on delivery charge" or "No cash on delivery charge". */
  codChargeText: string;
  /** The prepaid offer on this order, e.g. "Pay online and save ₹389"; null without one. */
  prepaidSavingText?: string | null;
  /** What paying on delivery costs the shopper over paying online, e.g. "Paying on delivery costs you ₹459 more"; null when nothing. */
  codCostText?: string | null;
}) {
  const { i18n } = useLingui();
  const messages = useMessages(buyingMessages);
  return (
    <fieldset>
      <legend className="sr-only">
        <Trans>Payment method</Trans>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const disabled = option.value === "cod" && cod.state !== "available";
          const checked = value === option.value;
          const hintId = `payment-${option.value}-hint`;
          return (
            <label
              key={option.value}
              className={`flex gap-3 rounded-lg p-4 ring-1 transition ${
                disabled
                  ? "cursor-not-allowed bg-slate-50 ring-slate-200"
                  : checked
                    ? "cursor-pointer bg-brand-50 ring-2 ring-brand-600"
                    : "cursor-pointer bg-white ring-slate-300 hover:ring-brand-500"
              }`}
            >
              <input
                type="radio"
                name="payment"
                value={option.value}
                checked={checked}
                onChange={() => onChoose(option.value)}
                disabled={disabled}
                aria-describedby={hintId}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
                <span
                  className={`flex items-center gap-2 font-semibold ${disabled ? "text-slate-500" : "text-ink"}`}
                >
                  {option.icon}
                  {i18n._(option.title)}
                </span>
                <span id={hintId} className="mt-1 block text-sm text-slate-600">
                  {option.value === "cod" ? <CodHint cod={cod} chargeText={codChargeText} /> : i18n._(option.text)}
                </span>
                {option.value === "online" && prepaidSavingText && (
                  <span className="mt-1.5 inline-block rounded bg-emerald-50 px-2 py-0.5 text-sm font-semibold text-emerald-800" data-testid="prepaid-offer">
                    {prepaidSavingText}
                  </span>
                )}
                {option.value === "cod" && !disabled && codCostText && (
                  <span className="mt-1.5 block text-sm font-medium text-amber-800" data-testid="cod-costs">
                    {codCostText}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <noscript>
        <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{messages.checkout.onlineNeedsScript}</p>
      </noscript>
    </fieldset>
  );
}

function CodHint({ cod, chargeText }: { cod: CodAvailability; chargeText: string }) {
  const known = useKnownMessage();
  switch (cod.state) {
    case "checking":
      return (
        <span className="inline-flex items-center gap-1.5">
          <Spinner /> <Trans>Checking your pincode…</Trans>
        </span>
      );
    case "unavailable":
      return <span className="text-amber-800">{known(cod.reason)}</span>;
    case "available":
      return <Trans>Pay in cash when your order arrives. {chargeText}.</Trans>;
  }
}
