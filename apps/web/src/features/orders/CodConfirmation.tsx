import { CircleHelp } from "lucide-react";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages } from "../../lib/i18n";
import type { OrderDetailType } from "@vayu/shared/orders";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { PostForm } from "../../components/ui/PostForm";
import { errorMessage } from "../../lib/api";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { toast } from "../../lib/toast";
import { useCancelOrder, useConfirmOrder } from "./api/order";

/** The order page's form intents (the route's action, docs/decisions/195-forms-before-javascript.md). */
export const CONFIRM_COD_INTENT = "confirm-cod";
export const CANCEL_COD_INTENT = "cancel-cod";

/**
 * A cash-on-delivery order awaiting its shopper's answer (docs/decisions/305-cod-confirmation.md):
 * Confirm and Cancel, posted as forms before the page's script is live and in place after.
 */
export function CodConfirmation({ order }: { order: OrderDetailType }) {
  const messages = useMessages(buyingMessages);
  const hours = useStoreSettings().codConfirmHours;
  const confirm = useConfirmOrder();
  const cancel = useCancelOrder();
  const busy = confirm.isPending || cancel.isPending;
  const failure = confirm.error ?? cancel.error;
  const answer = { orderId: order._id, body: {} };
  return (
    <section
      aria-labelledby="cod-confirmation"
      className="space-y-3 rounded-xl bg-yellow-50 p-4 ring-1 ring-yellow-300 sm:p-5"
    >
      <h2 id="cod-confirmation" className="flex items-center gap-2 text-base font-semibold text-ink">
        <CircleHelp className="size-5 text-yellow-700" aria-hidden />
        {messages.codConfirm.heading}
      </h2>
      <p className="text-sm text-slate-700">
        {messages.codConfirm.intro} {messages.codConfirm.answerWithin(hours)}
      </p>
      {failure && <FormAlert message={errorMessage(failure, messages.codConfirm.failed)} />}
      <div className="flex flex-col gap-2 sm:flex-row">
        <PostForm
          intent={CONFIRM_COD_INTENT}
          onSubmit={() =>
            confirm.mutate(answer, { onSuccess: () => toast.success(messages.codConfirm.confirmed) })
          }
        >
          <Button type="submit" loading={confirm.isPending} disabled={busy} className="w-full sm:w-auto">
            {messages.codConfirm.confirm}
          </Button>
        </PostForm>
        <PostForm
          intent={CANCEL_COD_INTENT}
          onSubmit={() =>
            cancel.mutate(answer, { onSuccess: () => toast.success(messages.codConfirm.cancelled) })
          }
        >
          <Button type="submit" variant="outline" loading={cancel.isPending} disabled={busy} className="w-full sm:w-auto">
            {messages.codConfirm.cancel}
          </Button>
        </PostForm>
      </div>
    </section>
  );
}
