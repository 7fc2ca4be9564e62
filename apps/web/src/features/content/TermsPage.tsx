import { Link } from "react-router";
import { policy } from "@vayu/shared/content-text";
import { formatAddress, siteSettings } from "@vayu/shared/site-settings";
import { PolicyPage } from "./static/PolicyPage";

const link = "font-semibold text-brand-700 hover:underline";

export default function TermsPage() {
  return (
    <PolicyPage
      title="Terms & Conditions"
      description="The terms that apply when you browse our store, create an account and buy appliances from us."
      intro={
        <p>
          These terms govern your use of this website and every purchase you make from {siteSettings.name},{" "}
          {formatAddress()}. By using the site or placing an order you agree to them. Please read them
          together with our{" "}
          <Link to="/privacy" className={link}>
            Privacy Policy
          </Link>
          ,{" "}
          <Link to="/shipping" className={link}>
            Shipping & Delivery
          </Link>{" "}
          and{" "}
          <Link to="/return" className={link}>
            Cancellation & Refund
          </Link>{" "}
          policies.
        </p>
      }
      sections={[
        {
          id: "accounts",
          heading: "Your account",
          body: (
            <p>
              You must be 18 or older, or shop under a parent's supervision, to create an account. Keep your
              password confidential; you are responsible for orders placed from your account. Tell us at once
              if you suspect someone else has used it.
            </p>
          ),
        },
        {
          id: "products-prices",
          heading: "Products and prices",
          body: (
            <>
              <p>
                All prices are in Indian rupees and include GST. The flat delivery charge is shown separately
                in your cart and at checkout.
              </p>
              <p>
                We describe products and show their pictures as accurately as we can; illustrations are
                indicative and colours may vary slightly on screen. If a product is listed at an obviously
                wrong price, we may cancel the order and refund you in full.
              </p>
            </>
          ),
        },
        {
          id: "orders",
          heading: "Orders and payment",
          body: (
            <>
              <p>
                An order is confirmed once your payment is verified and it appears under My Orders. Payment is
                taken online through our payment gateway by UPI, credit or debit card.
              </p>
              <p>
                We may refuse or cancel an order when a product is out of stock, when we cannot deliver to
                your pin code or when we suspect fraud; any amount paid is then refunded in full.
              </p>
            </>
          ),
        },
        {
          id: "delivery-returns",
          heading: "Delivery, cancellation and returns",
          body: (
            <p>
              Delivery times and charges are set out in our Shipping & Delivery policy. Cancellations before
              shipment, returns within {policy.returnWindowDays} days of delivery and refunds follow our
              Cancellation & Refund policy. We charge nothing for cancelling an order, before or after it is
              confirmed.
            </p>
          ),
        },
        {
          id: "warranty",
          heading: "Warranty",
          body: (
            <>
              <p>
                Every appliance sold by us carries a{" "}
                <strong>{policy.warrantyYears}-year limited warranty</strong> from the date of delivery
                against defects in materials and workmanship. We repair the product, replacing faulty parts
                free of charge, or replace the product when it cannot be repaired.
              </p>
              <p>
                The warranty does not cover consumables (such as cooling pads and remote batteries), physical
                or water damage, damage from voltage fluctuations beyond the product's rated range, commercial
                use of household products, or repairs by anyone other than our authorised technicians. Keep
                your invoice: it is your warranty proof.
              </p>
            </>
          ),
        },
        {
          id: "use-of-site",
          heading: "Use of the site",
          body: (
            <p>
              Do not misuse the site: no attempts to break its security, scrape it at scale, place fake orders
              or post unlawful content through its forms. All content, logos and illustrations on the site
              belong to us or our partners and may not be copied without permission.
            </p>
          ),
        },
        {
          id: "liability",
          heading: "Limitation of liability",
          body: (
            <p>
              To the extent the law allows, our liability for any claim related to a product is limited to the
              price you paid for it. Nothing in these terms limits your rights as a consumer under the
              Consumer Protection Act, 2019.
            </p>
          ),
        },
        {
          id: "law",
          heading: "Governing law and disputes",
          body: (
            <p>
              These terms are governed by the laws of India, and the courts of {siteSettings.address.city},{" "}
              {siteSettings.address.state} have jurisdiction. Before going to court, please contact our
              grievance officer at{" "}
              <a href={`mailto:${siteSettings.supportEmail}`} className={link}>
                {siteSettings.supportEmail}
              </a>
              ; we acknowledge complaints within 48 hours and resolve them within 30 days.
            </p>
          ),
        },
      ]}
    />
  );
}
