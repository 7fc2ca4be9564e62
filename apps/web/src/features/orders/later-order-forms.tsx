import type { Locale } from "@vayu/shared/locale";
import { laterPart } from "../../lib/later-part";

/** Stands in for a form on an order page drawn in the browser until its code is in. */
const placeholder = <div className="h-24 rounded-xl bg-white ring-1 ring-slate-200" aria-busy="true" />;

/**
 * The order page's cancel and return forms (react-hook-form and their zod schemas) and a
 * delivered order's installation and warranty forms: their code loads once a form nears the
 * screen or is first used, not with the page (lib/later-part.tsx, docs/decisions/177-lean-first-load.md).
 * The server renders them; a tap on Cancel order or Request return before their code is in waits
 * for it, and the installation and warranty forms post as HTML meanwhile.
 */
export const laterCancelOrder = laterPart("order-cancel", () => import("./CancelOrder").then((module) => module.CancelOrder), placeholder);
export const laterRequestReturn = laterPart(
  "order-return",
  () => import("./RequestReturn").then((module) => module.RequestReturn),
  placeholder,
);

/** A delivered order's installation and warranty panels: plain forms, posted as HTML until their code is in. */
export const laterAfterDelivery = laterPart(
  "order-after-delivery",
  () => import("./AfterDelivery").then((module) => module.AfterDeliveryPanels),
  placeholder,
);

/** Every part, for the page server to have their code before it renders the page. */
export const loadOrderForms = (locale: Locale) =>
  Promise.all([laterCancelOrder, laterRequestReturn, laterAfterDelivery].map((part) => part.load(locale)));
