import { Link } from "react-router";
import { policy } from "@vayu/shared/content-text";
import { PolicyPage } from "./static/PolicyPage";

export default function ReturnPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund"
      description={`Cancel free of charge before your order ships, return within ${policy.returnWindowDays} days of delivery, and get your money back to the way you paid.`}
      intro={
        <p>
          We want you to be happy with every appliance you buy from us. If something is not right, this policy
          explains how to cancel an order, return a product and get your refund.
        </p>
      }
      sections={[
        {
          id: "cancellation",
          heading: "Cancelling an order",
          body: (
            <ul>
              <li>
                <strong>Until the order ships:</strong> cancel it from My Orders at no charge, also after it
                is confirmed and packed. What you paid online is refunded in full, started at once and
                initiated within {policy.refundBeforeShipmentDays} days at the latest; a cash-on-delivery
                order has nothing to refund, as nothing was paid.
              </li>
              <li>
                <strong>After shipment:</strong> the order can no longer be cancelled. Refuse the delivery or
                return the product under the terms below.
              </li>
            </ul>
          ),
        },
        {
          id: "returns",
          heading: "Returns",
          body: (
            <>
              <p>
                You can return a product within <strong>{policy.returnWindowDays} days of delivery</strong> if
                it arrived damaged or defective, if it is not what you ordered, or if parts are missing.
              </p>
              <p>
                To be accepted, the product must be unused (beyond the first power-on test), in its original
                packaging, with all accessories, manuals, the invoice and the warranty card.
              </p>
              <p>
                We cannot accept returns of products damaged by misuse, improper installation or unauthorised
                repair, or products whose serial number has been removed or altered.
              </p>
            </>
          ),
        },
        {
          id: "how-to-return",
          heading: "How to return a product",
          body: (
            <ul>
              <li>
                Contact us within {policy.returnWindowDays} days of delivery by phone, e-mail or the{" "}
                <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
                  contact page
                </Link>
                , with your order id and photos of the product and its packing.
              </li>
              <li>
                We arrange a pickup from your address, usually within 2 to 3 working days. Return pickup is
                free for damaged, defective or wrong products.
              </li>
              <li>
                Our team inspects the product when it reaches our warehouse and informs you of the outcome by
                e-mail.
              </li>
            </ul>
          ),
        },
        {
          id: "refunds",
          heading: "Refunds",
          body: (
            <>
              <p>
                Once a return passes inspection, we process the refund within{" "}
                <strong>{policy.refundAfterInspection}</strong>. Your bank or card issuer then takes a further{" "}
                <strong>{policy.refundBankDays}</strong> to show it in your account.
              </p>
              <p>
                Refunds go back to the original payment method: the UPI account or card you paid with. The
                delivery charge is refunded too when the return is due to our error (damaged, defective or
                wrong product).
              </p>
              <p>
                If you prefer, we can replace a damaged or defective product with the same model instead of
                refunding it, subject to stock.
              </p>
            </>
          ),
        },
        {
          id: "failed-payments",
          heading: "Failed or duplicate payments",
          body: (
            <p>
              If money is deducted but no order appears under My Orders, do not pay again. The payment is
              matched to your order automatically; if that is not possible, the full amount is refunded to the
              source account within {policy.refundAfterInspection}.
            </p>
          ),
        },
        {
          id: "warranty",
          heading: "Warranty claims after the return window",
          body: (
            <p>
              After {policy.returnWindowDays} days, faults are handled under the {policy.warrantyYears}-year
              limited warranty: we repair the product or, where repair is not possible, replace it. See the
              warranty section of our{" "}
              <Link to="/terms" className="font-semibold text-brand-700 hover:underline">
                Terms & Conditions
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
