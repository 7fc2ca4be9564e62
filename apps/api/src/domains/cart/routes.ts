import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AddToCartBody,
  buildCart,
  CartMessageResponse,
  CartResponse,
  ProductIdParams,
  UpdateCartQuantityBody,
} from "@vayu/shared/cart";
import { errorResponses } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import { ApplyCouponBody, couponShortfallMessage } from "@vayu/shared/promotions";
import { priceCart, productLine } from "@vayu/shared/pricing";
import { currentUser, perUserLimit } from "../accounts/index";
import { cartCoupon, clearCartCoupon, couponRefusal, couponTerms, findCouponByCode, setCartCoupon } from "../promotions/index";
import { badRequest, conflict } from "../../http/errors";
import { loadCartContents, type CartContents } from "./cart-lines";
import { addToCart, removeFromCart, updateCartQuantity } from "./service";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../settings/index";
import { feesOf } from "../settings/index";


/**
 * The cart priced with the store's current fees (docs/decisions/183-store-settings.md) and the
 * coupon the shopper applied, which says why when it takes nothing off (docs/product/promotions.md).
 */
async function priced(db: DbOrTx, { lines, unavailable }: CartContents, userId: string) {
  const coupon = await cartCoupon(db, { userId });
  return buildCart(lines, unavailable, feesOf(await getSettings(db)), coupon?.terms ?? null, coupon?.refusal ?? null);
}

/** Coupon codes a shopper may try in a minute: plenty for typing, too few to guess single-use codes (ADR 270). */
export const APPLY_COUPON_LIMIT = { max: 30, windowMs: 60_000 };

/**
 * The shopper's own cart (docs/product/http-contract.md "Cart and wishlist"); every answer carries the priced cart,
 * its products' texts in the request's language (`Accept-Language`, as its messages).
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const couponLimit = perUserLimit(app, "apply-coupon", APPLY_COUPON_LIMIT);

  app.get("/cart", { schema: { response: { 200: CartResponse, ...errorResponses } } }, async (request) => {
    return { cart: await priced(app.db, await loadCartContents(app.db, currentUser(request).id, request.locale), currentUser(request).id) };
  });

  app.post(
    "/cart",
    { schema: { body: AddToCartBody, response: { 201: CartMessageResponse, ...errorResponses } } },
    async (request, reply) => {
      const { productId, quantity } = request.body;
      const contents = await addToCart(app.db, currentUser(request).id, productId, quantity, request.locale);
      return reply.status(201).send({ message: messages.cart.added, cart: await priced(app.db, contents, currentUser(request).id) });
    },
  );

  app.put(
    "/cart/updatequantity",
    { schema: { body: UpdateCartQuantityBody, response: { 200: CartResponse, ...errorResponses } } },
    async (request) => {
      return {
        cart: await priced(app.db, await updateCartQuantity(app.db, currentUser(request).id, request.body, request.locale), currentUser(request).id),
      };
    },
  );

  app.delete(
    "/cart/remove/:productId",
    { schema: { params: ProductIdParams, response: { 200: CartMessageResponse, ...errorResponses } } },
    async (request) => {
      const contents = await removeFromCart(app.db, currentUser(request).id, request.params.productId, request.locale);
      return { message: messages.cart.removed, cart: await priced(app.db, contents, currentUser(request).id) };
    },
  );

  /**
   * Applies a coupon (docs/product/http-contract.md "Promotions"): a code that does not exist
   * is a 400, one that cannot apply to this shopper or this cart a 409 saying why; the cart is
   * untouched either way. A new code replaces the one applied before.
   */
  app.post(
    "/cart/coupon",
    { schema: { body: ApplyCouponBody, response: { 200: CartMessageResponse, ...errorResponses } }, preHandler: couponLimit },
    async (request) => {
      const userId = currentUser(request).id;
      const found = await findCouponByCode(app.db, request.body.code);
      if (!found) throw badRequest(messages.promotions.couponUnknown, { field: "code" });
      const refusal = await couponRefusal(app.db, found, { userId });
      if (refusal) throw conflict(refusal, { field: "code" });
      const contents = await loadCartContents(app.db, userId, request.locale);
      const terms = couponTerms(found);
      const totals = priceCart(
        contents.lines.map(({ product, quantity }) => productLine(product, quantity)),
        feesOf(await getSettings(app.db)),
        { coupon: terms },
      );
      if (totals.couponShortfall)
        throw conflict(couponShortfallMessage(totals.couponShortfall, terms.minCartValuePaise, totals.subtotalPaise), { field: "code" });
      await setCartCoupon(app.db, userId, found.code);
      return { message: messages.promotions.couponApplied, cart: await priced(app.db, contents, userId) };
    },
  );

  app.delete("/cart/coupon", { schema: { response: { 200: CartMessageResponse, ...errorResponses } } }, async (request) => {
    const userId = currentUser(request).id;
    await clearCartCoupon(app.db, userId);
    return { message: messages.promotions.couponRemoved, cart: await priced(app.db, await loadCartContents(app.db, userId, request.locale), userId) };
  });
};

export default cartRoutes;
