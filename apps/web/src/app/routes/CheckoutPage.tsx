import { useEffect, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "../../lib/toast";
import { Lock, ShieldCheck, ShoppingCart } from "lucide-react";
import type { AddressType } from "@vayu/shared/addresses";
import type { CartType } from "@vayu/shared/cart";
import { messages } from "@vayu/shared/messages";
import { formatPaiseShort, formatRupees, paiseToRupees } from "@vayu/shared/money";
import type { PaymentChoice } from "@vayu/shared/pricing";
import { deliveryFeesOf } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { Button } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { Spinner } from "../../components/ui/Spinner";
import { AddressPicker } from "../../features/addresses/AddressPicker";
import { useAddressChoice } from "../../features/addresses/useAddressChoice";
import { UnavailableLines } from "../../features/cart/UnavailableLines";
import { SandboxCheckoutDialog } from "../../features/checkout/payment/SandboxCheckoutDialog";
import { PaymentMethodChoice } from "../../features/checkout/PaymentMethodChoice";
import { checkoutTotals, PriceDetails } from "../../features/checkout/PriceDetails";
import { useCodAvailability } from "../../features/checkout/useCodAvailability";
import { useCodOrder } from "../../features/checkout/useCodOrder";
import { useCheckoutPayment, type PaymentStage } from "../../features/checkout/useCheckoutPayment";
import {
  CheckoutDeliveryEstimate,
  useDeliveryEstimate,
  type DeliveryEstimate,
} from "../../features/delivery/CheckoutDeliveryEstimate";
import { ordersQuery } from "../../features/orders/api/get-orders";
import { useCart } from "../../lib/queries/get-cart";
import { readAfterWrite } from "../../lib/query-client";

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

function CheckoutForm({ cart, userId }: { cart: CartType; userId: string }) {
  const { addresses, loading, selected, select } = useAddressChoice();
  const refreshOrders = () => void readAfterWrite({ queryKey: ordersQuery(userId).queryKey });
  const payment = useCheckoutPayment({ refreshOrders });
  const codOrder = useCodOrder({ refreshOrders });
  const form = useForm<{ payment: PaymentChoice }>({ defaultValues: { payment: "online" } });
  const method = useWatch({ control: form.control, name: "payment" });
  const settings = useStoreSettings();
  const fees = deliveryFeesOf(settings);
  const codTotals = checkoutTotals(cart, "cod", fees);
  const cod = useCodAvailability(selected, paiseToRupees(codTotals.totalPaise));
  const estimate = useDeliveryEstimate(selected?.zipCode);
  const total = paiseToRupees(checkoutTotals(cart, method, fees).totalPaise);
  const busy = payment.stage !== "idle" || codOrder.placing;

  // Another address (or a changed cart) may not take COD: the choice falls back to online.
  const { setValue } = form;
  useEffect(() => {
    if (method === "cod" && cod.state === "unavailable") setValue("payment", "online");
  }, [method, cod.state, setValue]);

  const submit = form.handleSubmit(({ payment: chosen }) => {
    if (cart.items.length === 0) toast.error(messages.checkout.noCartData);
    else if (!selected) toast.error(messages.checkout.selectAddress);
    else if (chosen === "cod") void codOrder.place(cart, selected, total);
    else void payment.start(cart, selected);
  });

  return (
    <PageContainer>
      <PageHeading subtitle="Choose where we should deliver, then pay securely by UPI or card, or in cash on delivery.">
        Checkout
      </PageHeading>
      <UnavailableLines lines={cart.unavailable} userId={userId} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-start">
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <section aria-labelledby="delivery-heading">
            <StepHeading step={1} id="delivery-heading">
              Delivery Address
            </StepHeading>
            <AddressPicker
              addresses={addresses}
              loading={loading}
              selection={{ id: selected?._id ?? null, onSelect: select }}
            />
          </section>
          {/* The address editor holds a form of its own, so only the payment step is this form. */}
          <form onSubmit={(event) => void submit(event)} noValidate>
            <section aria-labelledby="payment-heading" className="mt-6 border-t border-slate-100 pt-5">
              <StepHeading step={2} id="payment-heading">
                Payment Method
              </StepHeading>
              <PaymentMethodChoice
                field={form.register("payment")}
                value={method}
                cod={cod}
                codChargeText={
                  codTotals.codChargePaise > 0
                    ? `A ${formatPaiseShort(codTotals.codChargePaise)} cash on delivery charge applies below ${formatPaiseShort(fees.codChargeBelowPaise)}`
                    : "No cash on delivery charge on this order"
                }
              />
            </section>
            <DeliverBar
              selected={selected}
              estimate={estimate}
              total={total}
              cashOnDelivery={method === "cod"}
              busy={busy}
              waiting={loading}
            />
            {busy && (
              <p role="status" className="mt-3 flex items-center justify-end gap-2 text-sm text-slate-600">
                <Spinner /> {codOrder.placing ? "Placing your order…" : STAGE_TEXT[payment.stage]}
              </p>
            )}
          </form>
        </div>

        <aside className="space-y-4 lg:sticky lg:top-24">
          <PriceDetails cart={cart} payment={method} />
          <ul className="space-y-2 px-1 text-sm text-slate-600">
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden /> Safe and secure payments by UPI
              or card, or cash on delivery
            </li>
          </ul>
        </aside>
      </div>
      {payment.sandbox && <SandboxCheckoutDialog key={payment.sandbox.order.id} {...payment.sandbox} />}
    </PageContainer>
  );
}

function StepHeading({ step, id, children }: { step: number; id: string; children: ReactNode }) {
  return (
    <div className="mb-4 flex items-center gap-3">
      <span
        className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        aria-hidden
      >
        {step}
      </span>
      <h2 id={id} className="text-lg font-bold text-ink">
        {children}
      </h2>
    </div>
  );
}

function DeliverBar({
  selected,
  estimate,
  total,
  cashOnDelivery,
  busy,
  waiting,
}: {
  selected: AddressType | null;
  /** The chosen address's delivery estimate, as its product page showed it. */
  estimate: DeliveryEstimate;
  total: number;
  cashOnDelivery: boolean;
  busy: boolean;
  /** The addresses are still loading: no choice can be made yet. */
  waiting: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        {selected ? (
          <>
            Delivering to <strong className="font-semibold text-ink">{selected.name}</strong>, {selected.city}{" "}
            – {selected.zipCode}
            <CheckoutDeliveryEstimate estimate={estimate} />
          </>
        ) : (
          "Add a delivery address to continue."
        )}
        <span className="mt-0.5 block font-semibold text-ink">
          {cashOnDelivery
            ? `Pay ${formatRupees(total)} in cash on delivery`
            : `You pay ${formatRupees(total)}`}
        </span>
      </p>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        loading={busy}
        disabled={waiting || estimate.state === "not delivered"}
        className="w-full sm:w-auto sm:min-w-48"
      >
        {!busy && !cashOnDelivery && <Lock className="size-4" aria-hidden />}
        {cashOnDelivery ? "Place order" : "Deliver Here"}
      </Button>
    </div>
  );
}
