import { laterPart } from "../../lib/later-part";

/**
 * The checkout's coupon field, whose code loads once it nears the screen or is first used, not with
 * the page (lib/later-part.tsx, docs/decisions/177-lean-first-load.md). The server renders it;
 * before its code is in, Apply and Remove post as HTML to the page's route action
 * (docs/decisions/195-forms-before-javascript.md).
 */
export const laterCouponForm = laterPart(
  "coupon-form",
  () => import("./CouponForm").then((module) => module.CouponForm),
  <div className="h-20" aria-busy="true" />,
);
