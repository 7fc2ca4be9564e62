import { siteSettings } from "@vayu/shared/site-settings";
import { PolicyPage } from "./static/PolicyPage";

export default function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      description="What personal information we collect when you shop with us, why we need it, who we share it with and the choices you have."
      intro={
        <p>
          {siteSettings.name} ("we", "us") respects your privacy. This policy describes how we handle personal
          data when you use our website, place an order or send us an enquiry, in line with India's Digital
          Personal Data Protection Act, 2023 and the Information Technology Act, 2000.
        </p>
      }
      sections={[
        {
          id: "what-we-collect",
          heading: "Information we collect",
          body: (
            <ul>
              <li>Account details: your name, e-mail address and a securely hashed password.</li>
              <li>
                Delivery details: recipient name, mobile number, address, city, state, pin code and landmark.
              </li>
              <li>
                Orders: the products you buy, amounts, payment status and the payment reference from our
                payment gateway. We never see or store your full card number, CVV or UPI PIN.
              </li>
              <li>Enquiries: what you tell us through the contact, distributor and dealer forms.</li>
              <li>
                Technical data: your browser type and basic request logs needed to keep the site secure.
              </li>
            </ul>
          ),
        },
        {
          id: "how-we-use",
          heading: "How we use it",
          body: (
            <ul>
              <li>
                To create your account, keep your cart and wishlist, and process, deliver and support your
                orders.
              </li>
              <li>
                To send service e-mails such as order confirmations, shipping updates and password reset
                links.
              </li>
              <li>To answer enquiries and evaluate distributor and dealer applications.</li>
              <li>To prevent fraud and abuse, and to meet our legal and tax obligations.</li>
            </ul>
          ),
        },
        {
          id: "sharing",
          heading: "Who we share it with",
          body: (
            <>
              <p>We do not sell your personal data. We share only what is needed with:</p>
              <ul>
                <li>Courier partners, who receive your name, phone number and delivery address.</li>
                <li>
                  Our payment gateway (Razorpay), which processes your payment under its own PCI-DSS compliant
                  security.
                </li>
                <li>Service technicians who install or repair your appliance.</li>
                <li>Authorities, when the law requires it.</li>
              </ul>
            </>
          ),
        },
        {
          id: "storage",
          heading: "Storage and security",
          body: (
            <p>
              Your data is stored on servers in India, sent only over encrypted connections, and accessible
              only to staff who need it. Passwords are stored as one-way hashes. We keep order records for as
              long as tax law requires (currently eight years) and other data only as long as your account is
              active or the purpose for collecting it remains.
            </p>
          ),
        },
        {
          id: "cookies",
          heading: "Cookies and local storage",
          body: (
            <p>
              We use your browser's local storage to keep you signed in and to remember your cart and
              wishlist. We do not use advertising or third-party tracking cookies. Clearing your browser's
              site data signs you out.
            </p>
          ),
        },
        {
          id: "your-rights",
          heading: "Your rights",
          body: (
            <p>
              You can ask us for a copy of your data, to correct it, or to delete your account and the data we
              are not required to keep. Write to{" "}
              <a
                href={`mailto:${siteSettings.email}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {siteSettings.email}
              </a>{" "}
              from your registered e-mail address; we reply within 30 days.
            </p>
          ),
        },
        {
          id: "changes",
          heading: "Changes to this policy",
          body: (
            <p>
              We may update this policy as our services or the law change. The date at the top shows the
              latest version; significant changes are announced on the home page.
            </p>
          ),
        },
      ]}
    />
  );
}
