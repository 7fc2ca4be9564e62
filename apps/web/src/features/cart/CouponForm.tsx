import { useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import type { CartType } from "@vayu/shared/cart";
import { Trans, useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { rupeesToPaise } from "@vayu/shared/money";
import { Tag, X } from "lucide-react";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { PostForm } from "../../components/ui/PostForm";
import { Spinner } from "../../components/ui/Spinner";
import { fieldClasses } from "../../components/ui/TextField";
import { useApplyCoupon, useRemoveCoupon } from "./api/coupon";
import { isCouponRefusal } from "./coupon-action";
import { couponCode } from "./coupon-schema";
import { useFormats, useMessages } from "../../lib/i18n";
import { useKnownMessage } from "../../components/order/known-messages";

/**
 * The coupon field of the cart and the checkout (docs/product/promotions.md): apply a code,
 * see what it saves or why it takes nothing off now, remove it. A form posted to the page's
 * action before or without JavaScript; once live, the same calls in place. A refusal shows
 * under the field and leaves the cart as it was: only the server's answer changes it.
 */
export function CouponForm({
  cart,
  userId,
  busy = false,
}: {
  cart: CartType;
  userId: string;
  busy?: boolean;
}) {
  const { t } = useLingui();
  const messages = useMessages(buyingMessages);
  const { promotionPhrases } = messages;
  const formats = useFormats();
  const known = useKnownMessage();
  const posted = useActionData<unknown>();
  const refused = isCouponRefusal(posted) ? posted.coupon : null;
  const [code, setCode] = useState(refused?.code ?? "");
  const [failure, setFailure] = useState(refused?.failure ?? "");
  const apply = useApplyCoupon(userId);
  const remove = useRemoveCoupon(userId);
  const pending = apply.isPending || remove.isPending;

  const send = (entered: string) => {
    setFailure("");
    apply.mutate(entered, {
      onSuccess: ({ message }) => {
        setCode("");
        toast.success(known(message) || messages.promotions.couponApplied);
      },
      onError: (error) => setFailure(errorMessage(error, messages.promotions.couponApplyFailed)),
    });
  };
  const submitApply = (event: FormEvent<HTMLFormElement>) => {
    const field = new FormData(event.currentTarget).get("code");
    const typed = typeof field === "string" ? field : "";
    couponCode().then(
      (schema) => {
        const checked = schema.safeParse(typed);
        if (checked.success) send(checked.data);
        else setFailure(checked.error.issues[0]?.message ?? messages.promotions.couponApplyFailed);
      },
      // The check could not load (the connection dropped): the server checks the code too.
      () => send(typed),
    );
  };
  const submitRemove = () =>
    remove.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(known(message) || messages.promotions.couponRemoved),
      onError: (error) => toast.error(errorMessage(error, messages.promotions.couponRemoveFailed)),
    });

  const held = cart.coupon;
  if (held) {
    const heldCode = held.code;
    return (
      <div className="rounded-lg bg-emerald-50 px-3 py-2.5 ring-1 ring-emerald-200" data-testid="coupon-held">
        <div className="flex items-start justify-between gap-2">
          <p className="flex min-w-0 items-center gap-1.5 text-sm font-semibold break-all text-emerald-800">
            <Tag className="size-4 shrink-0" aria-hidden />
            {held.code}
          </p>
          <PostForm intent="coupon-remove" onSubmit={submitRemove} className="shrink-0">
            <button
              type="submit"
              disabled={pending || busy}
              aria-label={t`Remove coupon ${heldCode}`}
              className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-white hover:text-red-700 disabled:opacity-60"
            >
              {remove.isPending ? <Spinner /> : <X className="size-4" aria-hidden />} <Trans>Remove</Trans>
            </button>
          </PostForm>
        </div>
        {held.problem ? (
          <p className="mt-1 text-sm text-amber-800" role="status" data-testid="coupon-problem">
            {known(held.problem)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-emerald-800" data-testid="coupon-saving">
            {promotionPhrases.couponSaving(formats.price(rupeesToPaise(held.discount)))}
          </p>
        )}
      </div>
    );
  }

  const errorId = "coupon-code-error";
  return (
    <PostForm intent="coupon-apply" onSubmit={submitApply} noValidate aria-label={t`Apply a coupon`}>
      <label htmlFor="coupon-code" className="mb-1.5 block text-sm font-medium text-slate-700">
        <Trans>Coupon code</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder={t`e.g. DIWALI10`}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
          className={`${fieldClasses(Boolean(failure))} min-w-0 flex-1 uppercase placeholder:normal-case`}
        />
        <button
          type="submit"
          disabled={pending || busy}
          className="inline-flex h-[42px] shrink-0 items-center gap-1.5 rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {apply.isPending && <Spinner />} <Trans>Apply</Trans>
        </button>
      </div>
      {failure && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {known(failure)}
        </p>
      )}
    </PostForm>
  );
}
