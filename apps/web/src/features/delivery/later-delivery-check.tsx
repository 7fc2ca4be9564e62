import { laterPart } from "../../lib/later-part";

/**
 * The product page's delivery check, a react-hook-form form: its code loads once the check nears
 * the screen or is first used, not with the page (lib/later-part.tsx), its messages with it (the
 * `later` catalogue); the server renders it.
 */
export const laterDeliveryCheck = laterPart(
  "delivery-check",
  () => import("./DeliveryCheck").then((module) => module.DeliveryCheck),
  <div className="mt-5 h-24 border-t border-slate-100" aria-busy="true" />,
  "later",
);
