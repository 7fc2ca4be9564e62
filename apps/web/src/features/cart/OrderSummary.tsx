import type { CartType } from "@vayu/shared/cart";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { ShieldCheck, Truck } from "lucide-react";
import { useNavigate } from "react-router";
import { LocalisedLink as Link, useLocalisedPath } from "../../components/LocalisedLink";
import { useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { AmountRow } from "../../components/ui/AmountRow";
import { Button } from "../../components/ui/Button";
import { YouSave } from "../../components/ui/YouSave";
import { CouponForm } from "./CouponForm";

/**
 * Subtotal, the coupon, Shipping, Total from the shared pricing function (the server's cart) and
 * Proceed to Checkout (docs/product/storefront.md "Cart", docs/product/promotions.md).
 */
export function OrderSummary({ cart, busy, userId }: { cart: CartType; busy: boolean; userId: string }) {
  const { t } = useLingui();
  const { cart: cartMessages, promotionPhrases } = useMessages(buyingMessages);
  const localised = useLocalisedPath();
  const navigate = useNavigate();
  const units = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  const blocked = cart.items.some((item) => item.quantity > item.product.stock);

  const proceed = () => {
    if (cart.items.length === 0) toast.info(cartMessages.emptyOnProceed);
    else navigate(localised("/checkoutPage"));
  };

  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="text-lg font-bold text-ink">
        <Trans>Order Summary</Trans>
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <AmountRow
          label={<Plural value={units} one="Subtotal (# item)" other="Subtotal (# items)" />}
          rupees={cart.subtotal}
          testId="summary-subtotal"
        />
        {cart.coupon && (
          <AmountRow
            label={promotionPhrases.couponLine(cart.coupon.code)}
            rupees={cart.coupon.discount}
            discount
            testId="summary-coupon"
          />
        )}
        <AmountRow label={t`Shipping`} rupees={cart.shippingFee} testId="summary-shipping" />
        <AmountRow label={t`Total`} rupees={cart.total} testId="summary-total" total />
      </dl>
      <YouSave rupees={cart.savings} className="mt-3" />
      <div className="mt-4 border-t border-slate-100 pt-4">
        <CouponForm cart={cart} userId={userId} busy={busy} />
      </div>
      <Button variant="accent" size="lg" className="mt-5 w-full" onClick={proceed} disabled={busy || blocked}>
        <Trans>Proceed to Checkout</Trans>
      </Button>
      {blocked && (
        <p className="mt-2 text-center text-sm text-red-700">
          <Trans>Some items are no longer available in that quantity.</Trans>
        </p>
      )}
      <ul className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-xs text-slate-600">
        <li className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-emerald-600" aria-hidden /> <Trans>Secure payments by UPI and cards</Trans>
        </li>
        <li className="flex items-center gap-2">
          <Truck className="size-4 text-brand-600" aria-hidden /> <Trans>Delivery dates for your pincode at checkout</Trans>
        </li>
      </ul>
      <Link to="/" className="mt-4 block text-center text-sm font-semibold text-brand-700 hover:underline">
        <Trans>Continue Shopping</Trans>
      </Link>
    </section>
  );
}
