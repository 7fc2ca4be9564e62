// The promotions domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export {
  cartCoupon,
  clearCartCoupon,
  couponRefusal,
  couponTerms,
  findCouponByCode,
  redeemCoupon,
  releaseHeldRedemption,
  releaseOrderRedemption,
  setCartCoupon,
  useHeldRedemption,
  type Shopper,
} from "./service";
export { promotionsAdminRoutes } from "./routes";
