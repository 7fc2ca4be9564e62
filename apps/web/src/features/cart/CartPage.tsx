import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useLocalisedPath } from "../../components/LocalisedLink";
import { useMessages } from "../../lib/i18n";
import { ShoppingCart } from "lucide-react";
import { EmptyState } from "../../components/ui/EmptyState";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { LoadError } from "../../components/ui/LoadError";
import { useCart } from "../../lib/queries/get-cart";
import { useQuantityUpdating } from "./api/update-cart-quantity";
import { CartLineItem } from "./CartLineItem";
import { OrderSummary } from "./OrderSummary";
import { UnavailableLines } from "./UnavailableLines";
export { cartAction as action } from "./cart-action";

function CartSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-hidden="true" data-testid="cart-skeleton">
      <div className="space-y-5 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4">
            <div className="size-24 animate-pulse rounded-lg bg-slate-100" />
            <div className="flex-1 space-y-2.5">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
              <div className="h-9 w-28 animate-pulse rounded-lg bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
    </div>
  );
}

function CartContents() {
  const { t } = useLingui();
  const messages = useMessages(buyingMessages);
  const localised = useLocalisedPath();
  const { userId, cart, query } = useCart();
  const updating = useQuantityUpdating();

  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!cart) return <CartSkeleton />;
  const unavailable = <UnavailableLines lines={cart.unavailable} userId={userId} />;
  if (cart.items.length === 0) {
    return (
      <>
        <EmptyState
          icon={<ShoppingCart className="size-9" aria-hidden />}
          title={messages.cart.emptyTitle}
          text={t`Looks like you have not added anything yet. Coolers, fans, mixers and TVs are waiting.`}
          action={{ label: t`Start Shopping`, to: localised("/") }}
        />
        <div className="mx-auto max-w-xl">{unavailable}</div>
      </>
    );
  }
  const count = cart.items.length;
  return (
    <>
      <PageHeading subtitle={<Plural value={count} one="# product in your cart" other="# products in your cart" />}>
        <Trans>Shopping Cart</Trans>
      </PageHeading>
      {unavailable}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-label={t`Cart items`}
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <ul className="divide-y divide-slate-100">
            {cart.items.map((item) => (
              <CartLineItem key={item.product._id} item={item} userId={userId} />
            ))}
          </ul>
        </section>
        <OrderSummary cart={cart} busy={updating} userId={userId} />
      </div>
    </>
  );
}

/** /cart: the shopper's lines and Order Summary; anonymous visitors log in first (docs/product/storefront.md "Behaviour"). */
export default function CartPage() {
  const { t } = useLingui();
  return (
    <RequireLogin>
      <PageContainer>
        <PageMeta title={t`Cart`} />
        <CartContents />
      </PageContainer>
    </RequireLogin>
  );
}
