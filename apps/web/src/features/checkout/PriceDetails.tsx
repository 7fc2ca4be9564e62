import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { useFormats, useMessages } from "../../lib/i18n";
import { englishIf } from "../../lib/content-language";
import type { CartType } from "@vayu/shared/cart";
import { paiseToRupees } from "@vayu/shared/money";
import {
  lineTotalPaise,
  priceCheckout,
  productLine,
  type CheckoutTotals,
  type DeliveryFees,
  type PaymentChoice,
} from "@vayu/shared/pricing";
import { heldCouponTerms } from "@vayu/shared/cart-totals";
import type { PrepaidOfferTerms } from "@vayu/shared/discounts";
import { deliveryFeesOf, prepaidOfferTermsOf } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { AmountRow } from "../../components/ui/AmountRow";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { YouSave } from "../../components/ui/YouSave";

/**
 * The cart priced for the way the shopper pays: what Price Details lists and the order will
 * cost. The one pricing function, with the coupon as the server found it takes off these
 * lines and the store's prepaid offer (docs/decisions/280-storefront-prices-the-held-coupon.md).
 */
export function checkoutTotals(
  cart: CartType,
  payment: PaymentChoice,
  fees: DeliveryFees,
  prepaidOffer: PrepaidOfferTerms | null = null,
): CheckoutTotals {
  return priceCheckout(
    cart.items.map(({ product, quantity }) => productLine(product, quantity)),
    payment,
    fees,
    { coupon: heldCouponTerms(cart.coupon), prepaidOffer },
  );
}

/**
 * Price Details: the items and exactly the lines that will be charged: subtotal plus the
 * flat shipping fee (docs/product/policies.md "Pricing"), plus the COD charge when the
 * shopper pays on delivery (docs/decisions/141-cash-on-delivery.md), priced by the server's own pricing function.
 */
export function PriceDetails({ cart, payment }: { cart: CartType; payment: PaymentChoice }) {
  const { t } = useLingui();
  const { promotionPhrases } = useMessages(buyingMessages);
  const formats = useFormats();
  const count = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  const settings = useStoreSettings();
  const totals = checkoutTotals(cart, payment, deliveryFeesOf(settings), prepaidOfferTermsOf(settings));
  return (
    <section
      aria-labelledby="price-details-heading"
      className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="price-details-heading"
        className="border-b border-slate-100 px-5 py-4 text-sm font-bold tracking-wide text-slate-600 uppercase"
      >
        <Trans>Price Details</Trans>
      </h2>
      <ul className="divide-y divide-slate-100 px-5" aria-label={t`Items in this order`}>
        {cart.items.map(({ product, quantity }) => (
          <li key={product._id} className="flex gap-3 py-3">
            <Thumbnail src={product.images[0]} />
            <div className="min-w-0 flex-1">
              <Link
                to={`/product/${product._id}`}
                lang={englishIf(product, "title")}
                className="line-clamp-2 text-sm font-medium text-ink hover:text-brand-700"
              >
                {product.title}
              </Link>
              <p className="mt-0.5 text-xs text-slate-600">
                <Trans>Qty {quantity}</Trans>
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-ink">
              {formats.price(lineTotalPaise(productLine(product, quantity)))}
            </p>
          </li>
        ))}
      </ul>
      <dl className="space-y-3 border-t border-slate-100 px-5 py-4 text-sm">
        <AmountRow
          label={<Plural value={count} one="Subtotal (# item)" other="Subtotal (# items)" />}
          rupees={paiseToRupees(totals.subtotalPaise)}
        />
        {cart.coupon && (
          <AmountRow
            label={promotionPhrases.couponLine(cart.coupon.code)}
            rupees={paiseToRupees(totals.couponDiscountPaise)}
            discount
            testId="coupon-discount"
          />
        )}
        {totals.prepaidDiscountPaise > 0 && (
          <AmountRow
            label={promotionPhrases.prepaidLine}
            rupees={paiseToRupees(totals.prepaidDiscountPaise)}
            discount
            testId="prepaid-discount"
          />
        )}
        <AmountRow label={t`Shipping fee`} rupees={paiseToRupees(totals.shippingPaise)} />
        {payment === "cod" && (
          <AmountRow
            label={t`Cash on delivery charge`}
            rupees={paiseToRupees(totals.codChargePaise)}
            testId="cod-charge"
          />
        )}
        <AmountRow
          label={t`Total Amount`}
          rupees={paiseToRupees(totals.totalPaise)}
          total
          testId="checkout-total"
        />
      </dl>
      <YouSave rupees={cart.savings} className="border-t border-slate-100 px-5 py-3" />
    </section>
  );
}
