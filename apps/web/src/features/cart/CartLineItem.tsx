import type { CartItemType } from "@vayu/shared/cart";
import { Trans, useLingui } from "@lingui/react/macro";
import { lineTotalPaise, productLine } from "@vayu/shared/pricing";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { useFormats } from "../../lib/i18n";
import { PostForm, submitterValue } from "../../components/ui/PostForm";
import { Price } from "../../components/ui/Price";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { ProductLineHeading } from "../../components/ui/ProductLineHeading";
import { useRemoveFromCart } from "./api/remove-from-cart";
import { useQuantityUpdating, useUpdateCartQuantity } from "./api/update-cart-quantity";
import { LOW_STOCK } from "../../components/ui/StockState";
import { quantityWithin } from "./cart-state";
import { QuantityStepper } from "./QuantityStepper";
import { RemoveLineForm } from "./RemoveLineForm";

function StockWarning({ quantity, stock }: { quantity: number; stock: number }) {
  if (stock < 1)
    return (
      <p className="text-sm font-semibold text-red-700">
        <Trans>Out of stock: remove it to check out</Trans>
      </p>
    );
  if (quantity > stock)
    return (
      <p className="text-sm font-semibold text-red-700">
        <Trans>Only {stock} left: lower the quantity to check out</Trans>
      </p>
    );
  if (stock <= LOW_STOCK)
    return (
      <p className="text-sm font-medium text-amber-700">
        <Trans>Only {stock} left</Trans>
      </p>
    );
  return null;
}

/** One cart line: image, title, unit price, minus/plus, line total and remove (docs/product/storefront.md "Cart"). */
export function CartLineItem({ item, userId }: { item: CartItemType; userId: string }) {
  const { t } = useLingui();
  const formats = useFormats();
  const { product, quantity } = item;
  const updateQuantity = useUpdateCartQuantity(userId);
  const remove = useRemoveFromCart(userId);
  const updating = useQuantityUpdating();
  const href = `/product/${product._id}`;

  const changeQuantity = (requested: number) => {
    const to = quantityWithin(requested, product.stock);
    if (to !== quantity) updateQuantity.mutate({ productId: product._id, from: quantity, to });
  };

  return (
    <li className="flex gap-3 py-5 first:pt-0 last:pb-0 sm:gap-5" data-testid="cart-line">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <Thumbnail src={product.images[0]} className="size-20 sm:size-28" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:gap-5">
        <div className="min-w-0 flex-1 space-y-1">
          <ProductLineHeading product={product} />
          <div className="flex items-baseline gap-1.5 text-sm text-slate-600">
            <span className="sr-only">
              <Trans>Unit price</Trans>
            </span>
            <Price price={product.price} salePrice={product.salePrice} />
          </div>
          <StockWarning quantity={quantity} stock={product.stock} />
        </div>
        {/* On a phone the line total wraps under the stepper rather than squeezing it. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          {/* Forms, so a tap before the page's script is live still counts (docs/decisions/195-forms-before-javascript.md). */}
          <PostForm
            action="/cart"
            intent="quantity"
            onSubmit={(event) => changeQuantity(Number(submitterValue(event)))}
            className="contents"
          >
            <input type="hidden" name="productId" value={product._id} />
            <QuantityStepper
              quantity={quantity}
              max={product.stock}
              disabled={updating || remove.isPending || product.stock < 1}
              itemName={product.title}
              name="quantity"
            />
          </PostForm>
          <div className="ml-auto flex items-center gap-2 sm:flex-col sm:items-end">
            <p className="text-right">
              <span className="block text-xs text-slate-500">{t`Total`}</span>
              <span className="text-base font-bold text-ink tabular-nums" data-testid="line-total">
                {formats.price(lineTotalPaise(productLine(product, quantity)))}
              </span>
            </p>
            <RemoveLineForm
              productId={product._id}
              title={product.title}
              pending={remove.isPending}
              onRemove={() => remove.mutate(product._id)}
              className="inline-flex items-center gap-1.5 rounded-lg p-2 text-sm font-medium text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait"
            >
              <span className="hidden sm:inline">
                <Trans>Remove</Trans>
              </span>
            </RemoveLineForm>
          </div>
        </div>
      </div>
    </li>
  );
}
