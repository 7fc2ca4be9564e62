import { toast } from "sonner";
import { Lock, ShieldCheck, ShoppingCart, Truck } from "lucide-react";
import type { Address } from "@vayu/shared/addresses";
import type { Cart } from "@vayu/shared/cart";
import { messages } from "@vayu/shared/messages";
import { formatRupees } from "@vayu/shared/money";
import { Button } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { Spinner } from "../../components/ui/Spinner";
import { AddressPicker } from "../addresses/AddressPicker";
import { useAddressChoice } from "../addresses/useAddressChoice";
import { useCart } from "../cart/api/get-cart";
import { UnavailableLines } from "../cart/UnavailableLines";
import { SandboxCheckoutDialog } from "./payment/SandboxCheckoutDialog";
import { PriceDetails } from "./PriceDetails";
import { useCheckoutPayment, type PaymentStage } from "./useCheckoutPayment";

const STAGE_TEXT: Record<PaymentStage, string> = {
  idle: "",
  opening: "Opening the payment window…",
  paying: "Waiting for your payment…",
  confirming: "Confirming your payment and placing your order…",
};

export default function CheckoutPage() {
  return (
    <RequireLogin>
      <Checkout />
    </RequireLogin>
  );
}

/**
 * The server's cart, asked for again on arrival and whenever the shopper comes back to the
 * tab; a change made in another tab arrives at once (ADR 065). A copy kept from an earlier
 * visit is never shown here: the totals are the ones the payment will be asked for.
 */
function Checkout() {
  const { userId, cart, query } = useCart({ refetchOnMount: "always", refetchOnWindowFocus: "always" });
  const fromServer = query.dataUpdatedAt > 0;

  if (!query.isError && !fromServer) {
    return (
      <PageContainer>
        <p role="status" className="flex items-center justify-center gap-2 py-24 text-slate-600">
          <Spinner className="size-5" /> Loading checkout…
        </p>
      </PageContainer>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart className="size-9" aria-hidden />}
        title={messages.checkout.noCartData}
        text={
          query.isError
            ? "We could not load your cart. Please try again in a moment."
            : "Add something to your cart, then proceed to checkout from there."
        }
        action={{ label: "Go to Cart", to: "/cart" }}
      />
    );
  }
  return <CheckoutForm cart={cart} userId={userId} />;
}

function CheckoutForm({ cart, userId }: { cart: Cart; userId: string }) {
  const { addresses, loading, selected, select } = useAddressChoice();
  const payment = useCheckoutPayment();
  const busy = payment.stage !== "idle";

  function deliverHere() {
    if (cart.items.length === 0) toast.error(messages.checkout.noCartData);
    else if (!selected) toast.error(messages.checkout.selectAddress);
    else void payment.start(cart, selected);
  }

  return (
    <PageContainer>
      <PageHeading subtitle="Choose where we should deliver, then pay securely by UPI or card.">
        Checkout
      </PageHeading>
      <UnavailableLines lines={cart.unavailable} userId={userId} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-start">
        <section
          aria-labelledby="delivery-heading"
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <div className="mb-4 flex items-center gap-3">
            <span
              className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              aria-hidden
            >
              1
            </span>
            <h2 id="delivery-heading" className="text-lg font-bold text-ink">
              Delivery Address
            </h2>
          </div>
          <AddressPicker
            addresses={addresses}
            loading={loading}
            selectedId={selected?._id ?? null}
            onSelect={select}
          />
          <DeliverBar
            selected={selected}
            total={cart.total}
            busy={busy}
            waiting={loading}
            onDeliver={deliverHere}
          />
          {busy && (
            <p role="status" className="mt-3 flex items-center justify-end gap-2 text-sm text-slate-600">
              <Spinner /> {STAGE_TEXT[payment.stage]}
            </p>
          )}
        </section>

        <aside className="space-y-4 lg:sticky lg:top-24">
          <PriceDetails cart={cart} />
          <ul className="space-y-2 px-1 text-sm text-slate-600">
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden /> Safe and secure payments by UPI
              or card
            </li>
            <li className="flex items-center gap-2">
              <Truck className="size-4 text-brand-600" aria-hidden /> Delivered in 4–5 working days
            </li>
          </ul>
        </aside>
      </div>
      {payment.sandbox && <SandboxCheckoutDialog key={payment.sandbox.order.id} {...payment.sandbox} />}
    </PageContainer>
  );
}

function DeliverBar({
  selected,
  total,
  busy,
  waiting,
  onDeliver,
}: {
  selected: Address | null;
  total: number;
  busy: boolean;
  /** The addresses are still loading: no choice can be made yet. */
  waiting: boolean;
  onDeliver: () => void;
}) {
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        {selected ? (
          <>
            Delivering to <strong className="font-semibold text-ink">{selected.name}</strong>, {selected.city}{" "}
            – {selected.zipCode}
          </>
        ) : (
          "Add a delivery address to continue."
        )}
        <span className="mt-0.5 block font-semibold text-ink">You pay {formatRupees(total)}</span>
      </p>
      <Button
        variant="accent"
        size="lg"
        onClick={onDeliver}
        loading={busy}
        disabled={waiting}
        className="w-full sm:w-auto sm:min-w-48"
      >
        {!busy && <Lock className="size-4" aria-hidden />}
        Deliver Here
      </Button>
    </div>
  );
}
