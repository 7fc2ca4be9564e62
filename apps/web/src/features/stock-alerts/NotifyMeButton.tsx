import type { ProductType } from "@vayu/shared/catalog";
import { messages } from "@vayu/shared/messages";
import { Bell, BellRing } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/Button";
import { errorMessage } from "../../lib/api";
import { returnPath, useResumeAfterLogin } from "../../lib/resume-after-login";
import { useSession } from "../../lib/session";
import { useSetStockAlert, useStockAlert } from "./api/stock-alert";

const NOTIFY_PARAM = "notify";

/**
 * A sold-out product's one action (docs/decisions/172-back-in-stock.md): ask for an e-mail
 * when it is back, see that it was asked for, and cancel it.
 */
export function NotifyMeButton({ product }: { product: ProductType }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = session?.user._id;
  const status = useStockAlert(userId, product._id);
  const set = useSetStockAlert(userId ?? "", product._id);

  const change = (wanted: boolean) =>
    set.mutate(wanted, { onError: (error) => toast.error(errorMessage(error, messages.stockAlerts.failed)) });
  useResumeAfterLogin(NOTIFY_PARAM, () => change(true));

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
        <Button variant="outline" size="sm" loading={set.isPending} onClick={() => change(false)}>
          Cancel alert
        </Button>
      </div>
    );
  }

  const onNotify = () => {
    if (!session) {
      toast.error(messages.auth.loginRequired);
      navigate("/login", { state: { from: returnPath(location, NOTIFY_PARAM, "1") } });
      return;
    }
    change(true);
  };
  return (
    <Button
      size="lg"
      className="w-full"
      loading={set.isPending || (session !== null && status.isPending)}
      onClick={onNotify}
    >
      {!set.isPending && <Bell className="size-4" aria-hidden />}
      {messages.stockAlerts.notifyMe}
    </Button>
  );
}
