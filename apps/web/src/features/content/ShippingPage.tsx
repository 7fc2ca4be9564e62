import { Link } from "react-router";
import { policy } from "@vayu/shared/content-text";
import { formatPaiseShort } from "@vayu/shared/money";
import { SHIPPING_FEE_PAISE } from "@vayu/shared/pricing";
import { PolicyPage } from "./static/PolicyPage";

const fee = formatPaiseShort(SHIPPING_FEE_PAISE);

export default function ShippingPage() {
  return (
    <PolicyPage
      title="Shipping & Delivery"
      description={`Orders are packed within one business day and delivered across India in ${policy.deliveryWorkingDays}, for a flat ${fee} per order.`}
      intro={
        <p>
          We deliver air coolers, fans, kitchen appliances and televisions to every serviceable pin code in
          India. This page explains when your order ships, how long it takes to arrive and what it costs.
        </p>
      }
      sections={[
        {
          id: "processing",
          heading: "Order processing",
          body: (
            <>
              <p>
                Orders paid before 5 pm on a business day (Monday to Saturday, except public holidays) are
                packed and handed to our courier partner within {policy.processingBusinessDays} business day.
                Orders placed later, on Sundays or on holidays are processed on the next business day.
              </p>
              <p>
                You receive an e-mail with the courier name and tracking number as soon as your order ships,
                and you can follow its status under My Orders.
              </p>
            </>
          ),
        },
        {
          id: "delivery-time",
          heading: "Delivery time",
          body: (
            <>
              <p>
                Estimated delivery is <strong>{policy.deliveryWorkingDays}</strong> after dispatch for most
                pin codes in India. Metro cities are often reached in {policy.metroDeliveryWorkingDays};
                remote areas, hill stations, the North-East, Jammu and Kashmir, Ladakh and the island
                territories can take a few days longer.
              </p>
              <p>
                These are estimates, not guarantees: weather, strikes, local restrictions and festival rush
                can delay a shipment. If your order has not arrived within 10 working days of dispatch,
                contact us and we will chase it with the courier.
              </p>
            </>
          ),
        },
        {
          id: "charges",
          heading: "Delivery charges",
          body: (
            <>
              <p>
                Delivery costs a flat <strong>{fee} per order</strong>, whatever the number, size or weight of
                the items in it. The charge is shown as Shipping in your cart and in the Price Details at
                checkout, and it is part of the total you pay; nothing is added after payment.
              </p>
              <p>
                Pay online at checkout by UPI, credit or debit card, or choose{" "}
                <strong>cash on delivery</strong> where your pin code allows it (the product page tells you).
                Cash on delivery costs {formatPaiseShort(policy.codChargePaise)} extra when the products in
                the order come to less than {formatPaiseShort(policy.codFreeFromPaise)}, and nothing from{" "}
                {formatPaiseShort(policy.codFreeFromPaise)}; it is available for orders up to{" "}
                {formatPaiseShort(policy.codLimitPaise)} in total. Any charge is shown in the Price Details
                before you place the order.
              </p>
            </>
          ),
        },
        {
          id: "receiving",
          heading: "Receiving your order",
          body: (
            <ul>
              <li>
                Someone must be available at the delivery address to receive the parcel; the courier attempts
                delivery up to three times.
              </li>
              <li>
                Check the outer box before signing. If it is visibly damaged, crushed or wet, note this on the
                delivery receipt or refuse the parcel, and tell us within 48 hours with photos.
              </li>
              <li>
                Large appliances are delivered to the ground floor or through the lift where one exists.
              </li>
            </ul>
          ),
        },
        {
          id: "installation",
          heading: "Installation",
          body: (
            <p>
              Ceiling fans and wall-mounted televisions need installation. Call us after delivery and a
              technician visits in most cities within 48 hours; installation is free for televisions and
              ceiling fans bought from us, while wall brackets and extra wiring are charged at the rates the
              technician shows you before starting.
            </p>
          ),
        },
        {
          id: "address",
          heading: "Address changes and undelivered parcels",
          body: (
            <p>
              You can change the delivery address until the order is dispatched by contacting us. If a parcel
              comes back to us because the address was wrong or nobody accepted it, we refund the order as
              described in our{" "}
              <Link to="/return" className="font-semibold text-brand-700 hover:underline">
                Cancellation & Refund policy
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
