/**
 * The coupon code's shared schema, loaded when a code is first applied or posted, not with the
 * cart or checkout page: zod is not in their first load (docs/decisions/177-lean-first-load.md).
 */
export const couponCode = () => import("@vayu/shared/promotions").then((schemas) => schemas.CouponCode);
