import type { ReactNode } from "react";
import { Lock } from "lucide-react";
import type { AddressType } from "@vayu/shared/addresses";
import { Trans, useLingui } from "@lingui/react/macro";
import { rupeesToPaise } from "@vayu/shared/money";
import { useFormats } from "../../lib/i18n";
import { Button } from "../../components/ui/Button";

/**
 * The last step of the checkout, beside its button: where the order goes, in full, with a
 * way back to change it, and what the shopper pays. On a phone the address list is far
 * above, so the chosen address is repeated here, where the shopper pays
 * (docs/decisions/201-checkout-address-choice.md).
 */
export function DeliverBar({
  selected,
  estimate,
  total,
  cashOnDelivery,
  busy,
  blocked,
  onChangeAddress,
}: {
  selected: AddressType | null;
  /** The chosen address's delivery estimate, as its product page showed it. */
  estimate: ReactNode;
  total: number;
  cashOnDelivery: boolean;
  busy: boolean;
  /** Nothing can be ordered yet (the addresses are loading) or to this address. */
  blocked: boolean;
  /** Takes the shopper back to the address step: in the page, not through its history, which the order replaces. */
  onChangeAddress: () => void;
}) {
  const { t } = useLingui();
  const amount = useFormats().price(rupeesToPaise(total));
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm text-slate-600" data-testid="delivering-to">
        {selected ? (
          <>
            <p>
              <DeliveringTo address={selected} />{" "}
              <button
                type="button"
                onClick={onChangeAddress}
                className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
              >
                <Trans>
                  Change<span className="sr-only"> the delivery address</span>
                </Trans>
              </button>
            </p>
            {estimate}
          </>
        ) : (
          <p>
            <Trans>Add a delivery address to continue.</Trans>
          </p>
        )}
        <p className="mt-0.5 font-semibold text-ink">
          {cashOnDelivery ? t`Pay ${amount} in cash on delivery` : t`You pay ${amount}`}
        </p>
      </div>
      <Button
        type="submit"
        // Paying online needs the script: a tap before it is live waits for it rather than posting (packages/shared/src/paint-first.ts).
        data-needs-script={cashOnDelivery ? undefined : ""}
        variant="accent"
        size="lg"
        loading={busy}
        disabled={blocked}
        className="w-full shrink-0 sm:w-auto sm:min-w-48"
      >
        {!busy && !cashOnDelivery && <Lock className="size-4" aria-hidden />}
        {cashOnDelivery ? t`Place order` : t`Deliver Here`}
      </Button>
    </div>
  );
}

/** "Delivering to <name>, <address>, <city>, <state> – <pincode>": the chosen address in full. */
function DeliveringTo({ address }: { address: AddressType }) {
  const { name, city, state, zipCode } = address;
  const street = address.address;
  return (
    <Trans>
      Delivering to <strong className="font-semibold text-ink">{name}</strong>, {street}, {city}, {state} – {zipCode}
    </Trans>
  );
}
