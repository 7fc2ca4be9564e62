import { Link } from "react-router";
import { CircleCheck } from "lucide-react";
import { formatRupees } from "@vayu/shared/money";
import type { OrderDetailType } from "@vayu/shared/orders";

/** Shown once, as the checkout lands the shopper on the order it just placed. */
export function OrderPlacedBanner({ order }: { order: OrderDetailType }) {
  return (
    <section
      role="status"
      aria-label="Order placed"
      className="mb-5 flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200 sm:p-5"
    >
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
      <div className="text-sm">
        <p className="text-base font-bold">Thank you! Your order is placed.</p>
        <p className="mt-1">
          {order.amountDue > 0
            ? `Please pay ${formatRupees(order.amountDue)} in cash to the delivery partner when it arrives. `
            : ""}
          We have e-mailed you the details. You can follow it here or on{" "}
          <Link to="/orders" className="font-semibold underline">
            My Orders
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
