import { localeOfPath } from "@vayu/shared/locale";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams, type ActionFunctionArgs } from "react-router";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/i18n";
import { PackageX, ShieldCheck, ShoppingCart } from "lucide-react";
import type { CartType } from "@vayu/shared/cart";
import { buildCart } from "@vayu/shared/cart-totals";
import type { BuyNowLineType } from "@vayu/shared/checkout";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { paiseToRupees } from "@vayu/shared/money";
import type { PaymentChoice } from "@vayu/shared/pricing";
import { deliveryFeesOf, prepaidOfferTermsOf } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { EmptyState } from "../../components/ui/EmptyState";
import { LoadError } from "../../components/ui/LoadError";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PostForm } from "../../components/ui/PostForm";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { Spinner } from "../../components/ui/Spinner";
import { laterAddressPicker } from "../../features/addresses/later-address-picker";
import { useAddressChoice } from "../../features/addresses/useAddressChoice";
import type { CouponRefusal } from "../../features/cart/coupon-action";
import { laterCouponForm } from "../../features/cart/later-coupon-form";
import type { Prefetch } from "../../lib/prefetch";
import { UnavailableLines } from "../../features/cart/UnavailableLines";
import { productQuery } from "../../features/catalog/api/get-product";
import { DeliverBar } from "../../features/checkout/DeliverBar";
import { PaymentMethodChoice } from "../../features/checkout/PaymentMethodChoice";
import { checkoutTotals, PriceDetails } from "../../features/checkout/PriceDetails";
import { useCodAvailability } from "../../features/checkout/useCodAvailability";
import { useCodOrder } from "../../features/checkout/useCodOrder";
import { useCheckoutPayment, type PaymentStage } from "../../features/checkout/useCheckoutPayment";
import {
  CheckoutDeliveryEstimate,
  useDeliveryEstimate,
} from "../../features/delivery/CheckoutDeliveryEstimate";
import { ordersQuery } from "../../features/orders/api/get-orders";
import { readBuyNow } from "../../lib/buy-now-link";
import { useCart } from "../../lib/queries/get-cart";
import { readAfterWrite } from "../../lib/query-client";
import { useSession } from "../../lib/session";
import { useFormats, useMessages } from "../../lib/i18n";
import { useLocalisedPath } from "../../components/LocalisedLink";

// The demo payment window loads when a sandbox payment opens it (docs/decisions/177-lean-first-load.md).
const SandboxCheckoutDialog = lazy(() =>
  import("../../features/checkout/payment/SandboxCheckoutDialog").then((module) => ({ default: module.SandboxCheckoutDialog })),
);

const STAGE_TEXT: Record<Exclude<PaymentStage, "idle">, MessageDescriptor> = {
  opening: msg`Opening the payment window…`,
  paying: msg`Waiting for your payment…`,
  confirming: msg`Confirming your payment and placing your order…`,
};

/**
 * The page's forms posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md);
 * the action's code loads with the post (docs/decisions/177-lean-first-load.md).
 */
export async function action(args: ActionFunctionArgs): Promise<Response | CouponRefusal> {
  return (await import("./checkout-page-action")).checkoutPageAction(args);
}

/** The page server renders the address list and the coupon field, whose code the browser loads after the page (lib/later-part.tsx). */
export const prefetch: Prefetch = async ({ url }) => {
  const locale = localeOfPath(url.pathname);
  await Promise.all([laterAddressPicker.load(locale), laterCouponForm.load(locale)]);
};

/** The payment step's form: the address list, above it and holding forms of its own, joins it by `form`. */
const CHECKOUT_FORM = "checkout-form";

export default function CheckoutPage() {
  return (
    <RequireLogin>
      <Checkout />
    </RequireLogin>
  );
}

/** The checkout of the cart, or with `?buyNow=` of one product alone (docs/decisions/200-buy-now-alone.md). */
function Checkout() {
  const [params] = useSearchParams();
  const buyNow = readBuyNow(params);
  return buyNow ? <BuyNowCheckout line={buyNow} /> : <CartCheckout />;
}

function CheckoutLoading() {
  return (
    <PageContainer>
      <p role="status" className="flex items-center justify-center gap-2 py-24 text-slate-600">
        <Spinner className="size-5" /> <Trans>Loading checkout…</Trans>
      </p>
    </PageContainer>
  );
}

/**
 * The server's cart, asked for again on arrival and whenever the shopper comes back to the
 * tab; a change made in another tab arrives at once (ADR 065). A copy kept from an earlier
 * visit is never shown here: the totals are the ones the payment will be asked for.
 */
function CartCheckout() {
  const { userId, cart, query } = useCart({ refetchOnMount: "always", refetchOnWindowFocus: "always" });
  const fromServer = query.dataUpdatedAt > 0;
  const { t } = useLingui();
  const messages = useMessages(buyingMessages);
  const localised = useLocalisedPath();

  if (!query.isError && !fromServer) return <CheckoutLoading />;
  if (!cart || cart.items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart className="size-9" aria-hidden />}
        title={messages.checkout.noCartData}
        text={
          query.isError
            ? t`We could not load your cart. Please try again in a moment.`
            : t`Add something to your cart, then proceed to checkout from there.`
        }
        action={{ label: t`Go to Cart`, to: localised("/cart") }}
      />
    );
  }
  return <CheckoutForm cart={cart} userId={userId} />;
}

/**
 * Buy Now: the product alone, priced by the one pricing function as a cart holding just it;
 * the shopper's cart is neither read nor changed. The product is asked for again on arrival:
 * its price and stock are the ones the payment will be asked for.
 */
function BuyNowCheckout({ line }: { line: BuyNowLineType }) {
  const userId = useSession()?.user._id ?? "";
  const product = useQuery({ ...productQuery(line.product, useLocale()), refetchOnMount: "always" });
  const fees = deliveryFeesOf(useStoreSettings());
  const { t } = useLingui();
  const localised = useLocalisedPath();
  if (product.isPending) return <CheckoutLoading />;
  if (product.isError) return <LoadError onRetry={() => void product.refetch()} />;
  const found = product.data;
  if (!found || found.stock < 1) {
    const title = found?.title;
    return (
      <EmptyState
        icon={<PackageX className="size-9" aria-hidden />}
        title={found ? t`${title} is out of stock.` : t`Product not found.`}
        text={t`Nothing was ordered. Your cart is as you left it.`}
        action={
          found
            ? { label: t`Back to the product`, to: localised(`/product/${found._id}`) }
            : { label: t`Go to Cart`, to: localised("/cart") }
        }
      />
    );
  }
  const quantity = Math.min(line.quantity, found.stock);
  const alone = buildCart([{ product: found, quantity }], [], fees);
  return <CheckoutForm cart={alone} userId={userId} buyNow={{ product: found._id, quantity }} />;
}

function CheckoutForm({ cart, userId, buyNow }: { cart: CartType; userId: string; buyNow?: BuyNowLineType }) {
  const { t, i18n } = useLingui();
  const messages = useMessages(buyingMessages);
  const { promotionPhrases } = messages;
  const formats = useFormats();
  const { addresses, loading, selected, select } = useAddressChoice();
  const refreshOrders = () => void readAfterWrite({ queryKey: ordersQuery(userId).queryKey });
  const payment = useCheckoutPayment({ refreshOrders });
  const codOrder = useCodOrder({ refreshOrders });
  const [choice, setChoice] = useState<PaymentChoice>("online");
  const settings = useStoreSettings();
  const fees = deliveryFeesOf(settings);
  const prepaidOffer = prepaidOfferTermsOf(settings);
  const codTotals = checkoutTotals(cart, "cod", fees, prepaidOffer);
  const onlineTotals = checkoutTotals(cart, "online", fees, prepaidOffer);
  const cod = useCodAvailability(selected, paiseToRupees(codTotals.totalPaise), paiseToRupees(onlineTotals.prepaidDiscountPaise));
  // Another address (or a changed cart) may not take COD: the choice falls back to online.
  const method: PaymentChoice = choice === "cod" && cod.state === "unavailable" ? "online" : choice;
  const estimate = useDeliveryEstimate(selected?.zipCode);
  const total = paiseToRupees((method === "cod" ? codTotals : onlineTotals).totalPaise);
  const busy = payment.stage !== "idle" || codOrder.placing;

  const codChargeText = (charge: string, below: string) => t`A ${charge} cash on delivery charge applies below ${below}`;

  const submit = () => {
    if (cart.items.length === 0) toast.error(messages.checkout.noCartData);
    else if (!selected) toast.error(messages.checkout.selectAddress);
    else if (method === "cod") void codOrder.place(cart, selected, total, buyNow);
    else void payment.start(cart, selected, paiseToRupees(onlineTotals.totalPaise), buyNow);
  };

  return (
    <PageContainer>
      <PageHeading subtitle={t`Choose where we should deliver, then pay securely by UPI or card, or in cash on delivery.`}>
        <Trans>Checkout</Trans>
      </PageHeading>
      {buyNow && (
        <p className="mb-4 text-sm text-slate-700" data-testid="buy-now-note">
          <Trans>Buy Now: only this product is ordered. Your cart is kept as it is.</Trans>
        </p>
      )}
      <UnavailableLines lines={cart.unavailable} userId={userId} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-start">
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <section aria-labelledby="delivery-heading">
            <StepHeading step={1} id="delivery-heading">
              <Trans>Delivery Address</Trans>
            </StepHeading>
            <laterAddressPicker.Part
              addresses={addresses}
              loading={loading}
              selection={{ id: selected?._id ?? null, onSelect: select, form: CHECKOUT_FORM }}
            />
          </section>
          {/* The address editor holds a form of its own, so only the payment step is this form.
              Posted before the script is live, it places a cash-on-delivery order with the lines,
              total and key shown here (docs/decisions/195-forms-before-javascript.md). */}
          <PostForm id={CHECKOUT_FORM} onSubmit={submit} noValidate>
            {cart.items.map((item) => (
              <input
                key={item.product._id}
                type="hidden"
                name="line"
                value={`${item.product._id}:${item.quantity}`}
              />
            ))}
            <input type="hidden" name="totalAmount" value={paiseToRupees(codTotals.totalPaise)} />
            <input type="hidden" name="idempotencyKey" value={codOrder.idempotencyKey} />
            <section aria-labelledby="payment-heading" className="mt-6 border-t border-slate-100 pt-5">
              <StepHeading step={2} id="payment-heading">
                <Trans>Payment Method</Trans>
              </StepHeading>
              <PaymentMethodChoice
                value={method}
                onChoose={setChoice}
                cod={cod}
                prepaidSavingText={
                  onlineTotals.prepaidDiscountPaise > 0
                    ? promotionPhrases.prepaidSaving(formats.priceShort(onlineTotals.prepaidDiscountPaise))
                    : null
                }
                codCostText={
                  codTotals.totalPaise > onlineTotals.totalPaise
                    ? promotionPhrases.codCostsMore(formats.priceShort(codTotals.totalPaise - onlineTotals.totalPaise))
                    : null
                }
                codChargeText={
                  codTotals.codChargePaise > 0
                    ? codChargeText(formats.priceShort(codTotals.codChargePaise), formats.priceShort(fees.codChargeBelowPaise))
                    : t`No cash on delivery charge on this order`
                }
              />
            </section>
            <DeliverBar
              selected={selected}
              estimate={<CheckoutDeliveryEstimate estimate={estimate} />}
              total={total}
              cashOnDelivery={method === "cod"}
              busy={busy}
              blocked={loading || estimate.state === "not delivered"}
              onChangeAddress={showAddressStep}
            />
            {busy && (
              <p role="status" className="mt-3 flex items-center justify-end gap-2 text-sm text-slate-600">
                <Spinner /> {codOrder.placing || payment.stage === "idle" ? t`Placing your order…` : i18n._(STAGE_TEXT[payment.stage])}
              </p>
            )}
          </PostForm>
        </div>

        <aside className="space-y-4 lg:sticky lg:top-24">
          <PriceDetails cart={cart} payment={method} />
          {!buyNow && (
            <section aria-label={t`Coupon`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <laterCouponForm.Part cart={cart} userId={userId} busy={busy} />
            </section>
          )}
          <ul className="space-y-2 px-1 text-sm text-slate-600">
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden />{" "}
              <Trans>Safe and secure payments by UPI or card, or cash on delivery</Trans>
            </li>
          </ul>
        </aside>
      </div>
      {payment.sandbox && (
        <Suspense fallback={null}>
          <SandboxCheckoutDialog key={payment.sandbox.order.id} {...payment.sandbox} />
        </Suspense>
      )}
    </PageContainer>
  );
}

/** Back up to the delivery step, its chosen address focused, so arrow keys pick another. */
function showAddressStep() {
  const instant = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  document
    .getElementById("delivery-heading")
    ?.scrollIntoView({ behavior: instant ? "instant" : "smooth", block: "start" });
  document
    .querySelector<HTMLInputElement>('input[name="delivery-address"]:checked')
    ?.focus({ preventScroll: true });
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
      {/* The delivery step's Change button scrolls here: clear of the sticky header. */}
      <h2 id={id} className="scroll-mt-32 text-lg font-bold text-ink">
        {children}
      </h2>
    </div>
  );
}
