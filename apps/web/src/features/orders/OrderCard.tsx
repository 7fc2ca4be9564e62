import { Trans, useLingui } from "@lingui/react/macro";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { ChevronRight, MapPin } from "lucide-react";
import type { OrderType } from "@vayu/shared/orders";
import { rupeesToPaise } from "@vayu/shared/money";
import { AmountRow } from "../../components/ui/AmountRow";
import { OrderDiscounts } from "../../components/order/OrderDiscounts";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { AddressLines } from "../../components/ui/AddressLines";
import { useFormats } from "../../lib/i18n";
import { useOrderTexts } from "../../components/order/order-texts";
import { OrderStatusPill } from "../../components/order/OrderStatusPill";
import { DeliveryPromise } from "../../components/order/DeliveryPromise";
import { DocumentDownload } from "../../components/ui/DocumentDownload";

/** One order on My Orders: its number, date, status and payment, each product, and where it goes. */
export function OrderCard({ order }: { order: OrderType }) {
  const { t } = useLingui();
  const formats = useFormats();
  const texts = useOrderTexts();
  const rupees = (amount: number) => formats.price(rupeesToPaise(amount));
  const titleId = `order-${order._id}`;
  const number = order.orderNumber;
  const placedAt = formats.dateTime(order.createdAt);
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <header className="border-b border-slate-100 bg-slate-50/80 px-4 py-4 sm:px-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={titleId} className="text-base font-bold text-ink">
            <Trans>Order #{number}</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Placed on <time dateTime={order.createdAt}>{placedAt}</time>
            </Trans>
          </p>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium text-slate-500 uppercase">
              <Trans>Order Status</Trans>
            </dt>
            <dd className="mt-1">
              <OrderStatusPill status={order.orderStatus} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500 uppercase">
              <Trans>Payment Type</Trans>
            </dt>
            <dd className="mt-1 font-medium text-ink">{texts.payment(order)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500 uppercase">
              <Trans>Total Amount</Trans>
            </dt>
            <dd className="mt-1 font-bold text-ink">{rupees(order.totalAmount)}</dd>
          </div>
        </dl>
        <DeliveryPromise order={order} className="mt-3" />
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
          <Link
            to={`/orders/${order._id}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <Trans>Order details, tracking and returns</Trans>
            <span className="sr-only"> {t`for order #${number}`}</span>
            <ChevronRight className="size-4" aria-hidden />
          </Link>
          {order.invoiceUrl && (
            <DocumentDownload
              url={order.invoiceUrl}
              label={t`Tax invoice`}
              detail={t`of order #${number} (PDF)`}
            />
          )}
        </div>
      </header>

      <ul
        className="divide-y divide-slate-100 px-4 sm:px-6"
        aria-label={t`Products in order ${number}`}
      >
        {order.products.map(({ product, quantity, price }) => (
          <li key={product._id} className="flex gap-4 py-4">
            <Link to={`/product/${product._id}`} tabIndex={-1} aria-hidden className="shrink-0">
              <Thumbnail src={product.images[0]} className="size-16 sm:size-20" />
            </Link>
            <div className="min-w-0 flex-1">
              <Link
                to={`/product/${product._id}`}
                className="line-clamp-2 font-semibold text-ink hover:text-brand-700 hover:underline"
              >
                {product.title}
              </Link>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
                <div className="flex gap-1">
                  <dt>
                    <Trans>Quantity:</Trans>
                  </dt>
                  <dd className="font-medium text-ink">{quantity}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>
                    <Trans>Price:</Trans>
                  </dt>
                  <dd className="font-medium text-ink">{rupees(price)}</dd>
                </div>
              </dl>
            </div>
            <p className="shrink-0 text-sm font-semibold text-ink">
              <span className="sr-only">{t`Amount:`} </span>
              {formats.price(rupeesToPaise(price) * quantity)}
            </p>
          </li>
        ))}
      </ul>

      <footer className="grid gap-4 border-t border-slate-100 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_16rem] sm:px-6">
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
          <div>
            <h3 className="mb-1 text-xs font-medium text-slate-500 uppercase">
              <Trans>Delivery Address</Trans>
            </h3>
            <AddressLines address={order.address} />
          </div>
        </div>
        <dl className="space-y-1.5 self-end rounded-lg bg-slate-50 p-3 text-sm">
          <AmountRow label={t`Subtotal`} rupees={order.subtotal} />
          <OrderDiscounts order={order} />
          <AmountRow label={t`Shipping fee`} rupees={order.shippingFee} />
          {order.codCharge > 0 && <AmountRow label={t`Cash on delivery charge`} rupees={order.codCharge} />}
          <AmountRow label={texts.totalLabel(order)} rupees={order.totalAmount} total />
        </dl>
      </footer>
    </article>
  );
}
