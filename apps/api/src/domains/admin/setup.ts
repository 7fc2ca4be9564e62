import { defaultStoreProfile } from "@vayu/shared/site-settings";
import type { SetupChecklistResponseType } from "@vayu/shared/store-settings";
import type { Config } from "../../config";
import type { DbOrTx } from "../../db/client";
import { countProducts } from "../catalog/index";
import { getSettings } from "../settings/index";

const SETTINGS_TAB = "/admin?tab=settings";

/** The demo's identity and contacts: a store still showing any of them is not yet the owner's. */
const demoDetails = [
  "storeName",
  "legalName",
  "registeredAddress",
  "phones",
  "email",
  "supportEmail",
  "grievanceOfficer",
] as const;

/**
 * What is missing before the store takes real orders (docs/decisions/183-store-settings.md):
 * the console's dashboard lists it with where each is fixed.
 */
export async function setupChecklist(
  db: DbOrTx,
  config: Pick<Config, "paymentProvider" | "smtpUrl">,
): Promise<SetupChecklistResponseType> {
  const [settings, productCount] = await Promise.all([getSettings(db), countProducts(db)]);
  const stillDemo = demoDetails.filter(
    (field) => JSON.stringify(settings[field]) === JSON.stringify(defaultStoreProfile[field]),
  );
  const steps: SetupChecklistResponseType["steps"] = [
    {
      id: "store-details",
      title: "Store details are yours",
      done: stillDemo.length === 0,
      detail:
        stillDemo.length === 0
          ? "Name, address and contacts are set."
          : `Still the demo's: ${stillDemo.map((field) => fieldNames[field]).join(", ")}.`,
      fixAt: SETTINGS_TAB,
    },
    {
      id: "gstin",
      title: "GSTIN set",
      done: settings.gstin !== defaultStoreProfile.gstin,
      detail:
        settings.gstin !== defaultStoreProfile.gstin
          ? `GSTIN ${settings.gstin}.`
          : "The GSTIN is the demo's: invoices need your own.",
      fixAt: SETTINGS_TAB,
    },
    {
      id: "first-product",
      title: "At least one product",
      done: productCount > 0,
      detail: productCount > 0 ? `${productCount} products in the catalog.` : "The catalog is empty.",
      fixAt: "/admin?tab=catalog",
    },
    {
      id: "payment-keys",
      title: "Real payments",
      done: config.paymentProvider === "razorpay",
      detail:
        config.paymentProvider === "razorpay"
          ? "Payments go through Razorpay."
          : "Payments are simulated. Set PAYMENT_PROVIDER=razorpay and the three RAZORPAY_* variables on the server, then restart it.",
      fixAt: null,
    },
    {
      id: "smtp",
      title: "E-mail is sent",
      done: Boolean(config.smtpUrl),
      detail: config.smtpUrl
        ? "E-mail goes through your SMTP server."
        : "E-mail is only written to the outbox folder. Set SMTP_URL on the server, then restart it.",
      fixAt: null,
    },
    {
      id: "staff-email",
      title: "Staff e-mail set",
      done: settings.staffEmail !== "",
      detail: settings.staffEmail
        ? `Staff notifications go to ${settings.staffEmail}.`
        : "No address gets staff notifications.",
      fixAt: SETTINGS_TAB,
    },
  ];
  return { steps, ready: steps.every((step) => step.done) };
}

const fieldNames: Record<(typeof demoDetails)[number], string> = {
  storeName: "store name",
  legalName: "legal name",
  registeredAddress: "registered address",
  phones: "phone numbers",
  email: "contact e-mail",
  supportEmail: "customer care e-mail",
  grievanceOfficer: "grievance officer",
};
