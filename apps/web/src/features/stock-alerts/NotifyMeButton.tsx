import type { ProductType } from "@vayu/shared/catalog";
import { Trans } from "@lingui/react/macro";
import { browseMessages } from "@vayu/shared/messages/browse";
import { Bell, BellRing } from "lucide-react";
import { useLocation } from "react-router";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/Button";
import { PostForm } from "../../components/ui/PostForm";
import { errorMessage } from "../../lib/api";
import { useMessages } from "../../lib/i18n";
import { loginFor } from "../../lib/login-intents";
import { useSession } from "../../lib/session";
import { useSetStockAlert, useStockAlert } from "./api/stock-alert";
import { useLoginFirst } from "../../lib/use-login-first";

/**
 * A sold-out product's one action (docs/decisions/172-back-in-stock.md): ask for an e-mail
 * when it is back, see that it was asked for, and cancel it. Both are forms to the product
 * page, so they work before the page's script is live and without it
 * (docs/decisions/195-forms-before-javascript.md); the forms add no box of their own.
 */
export function NotifyMeButton({ product }: { product: ProductType }) {
  const session = useSession();
  const loginFirst = useLoginFirst();
  const location = useLocation();
  const userId = session?.user._id;
  const status = useStockAlert(userId, product._id);
  const set = useSetStockAlert(userId ?? "", product._id);
  const action = `/product/${product._id}`;
  const messages = useMessages(browseMessages);

  const change = (wanted: boolean) =>
    set.mutate(wanted, { onError: (error) => toast.error(errorMessage(error, messages.stockAlerts.failed)) });

  if (status.data?.subscribed) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100"
        role="status"
      >
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-900">
          <BellRing className="size-5 shrink-0 text-brand-600" aria-hidden />
          {messages.stockAlerts.subscribed}
        </p>
        <PostForm
          action={action}
          intent="stock-alert-cancel"
          onSubmit={() => change(false)}
          className="contents"
        >
          <Button type="submit" variant="outline" size="sm" loading={set.isPending}>
            <Trans>Cancel alert</Trans>
          </Button>
        </PostForm>
      </div>
    );
  }

  const onNotify = () => {
    if (!session) {
      loginFirst(
        loginFor({ kind: "stock-alert", productId: product._id }, `${location.pathname}${location.search}`),
      );
      return;
    }
    change(true);
  };
  return (
    <PostForm action={action} intent="stock-alert" onSubmit={onNotify} className="contents">
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={set.isPending || (session !== null && status.isPending)}
      >
        {!set.isPending && <Bell className="size-4" aria-hidden />}
        {messages.stockAlerts.notifyMe}
      </Button>
    </PostForm>
  );
}
