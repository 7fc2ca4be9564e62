import { PackageOpen } from "lucide-react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages } from "../../lib/i18n";
import { useLocalisedPath } from "../../components/LocalisedLink";
import { Button } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { useOrders } from "./api/get-orders";
import { OrderCard } from "./OrderCard";

export default function OrdersPage() {
  return (
    <RequireLogin>
      <MyOrders />
    </RequireLogin>
  );
}

function MyOrders() {
  const { t } = useLingui();
  const messages = useMessages(buyingMessages);
  const localised = useLocalisedPath();
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <PageContainer>
        <PageHeading>
          <Trans>My Orders</Trans>
        </PageHeading>
        <div className="space-y-4" role="status" aria-label={t`Loading your orders`}>
          {[0, 1].map((i) => (
            <div key={i} className="h-56 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
          ))}
        </div>
      </PageContainer>
    );
  }
  if (orders.isError) {
    return (
      <PageContainer>
        <PageHeading>
          <Trans>My Orders</Trans>
        </PageHeading>
        <div role="alert" className="rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">
          <p className="font-semibold text-ink">
            <Trans>We could not load your orders.</Trans>
          </p>
          <Button variant="outline" className="mt-4" onClick={() => void orders.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </PageContainer>
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        icon={<PackageOpen className="size-9" aria-hidden />}
        title={messages.checkout.noOrders}
        text={t`When you buy something, it shows up here with its delivery status.`}
        action={{ label: t`Start Shopping`, to: localised("/") }}
      />
    );
  }
  const count = orders.data.length;
  return (
    <PageContainer>
      <div className="mx-auto max-w-4xl">
        <PageHeading subtitle={<Plural value={count} one="# order, newest first" other="# orders, newest first" />}>
          <Trans>My Orders</Trans>
        </PageHeading>
        <div className="space-y-5">
          {orders.data.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </div>
      </div>
    </PageContainer>
  );
}
