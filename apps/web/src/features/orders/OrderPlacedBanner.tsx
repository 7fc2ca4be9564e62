import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { rupeesToPaise } from "@vayu/shared/money";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { useFormats } from "../../lib/i18n";
import type { OrderDetailType } from "@vayu/shared/orders";

/** Shown once, as the checkout lands the shopper on the order it just placed. */
export function OrderPlacedBanner({ order }: { order: OrderDetailType }) {
  const { t } = useLingui();
  const due = useFormats().price(rupeesToPaise(order.amountDue));
  return (
    <section
      role="status"
      aria-label={t`Order placed`}
      className="mb-5 flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200 sm:p-5"
    >
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
      <div className="text-sm">
        <p className="text-base font-bold">
          <Trans>Thank you! Your order is placed.</Trans>
        </p>
        <p className="mt-1">
          {order.amountDue > 0 && <>{t`Please pay ${due} in cash to the delivery partner when it arrives.`} </>}
          <Trans>
            We have e-mailed you the details. You can follow it here or on{" "}
            <Link to="/orders" className="font-semibold underline">
              My Orders
            </Link>
            .
          </Trans>
        </p>
      </div>
    </section>
  );
}
