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
import { currentUser } from "../accounts/index";
import { loadCartContents, type CartContents } from "./cart-lines";
import { addToCart, removeFromCart, updateCartQuantity } from "./service";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../settings/index";
import { feesOf } from "../settings/index";

/** The cart priced with the store's current fees (docs/decisions/183-store-settings.md). */
async function priced(db: DbOrTx, { lines, unavailable }: CartContents) {
  return buildCart(lines, unavailable, feesOf(await getSettings(db)));
}

/** The shopper's own cart (docs/product/http-contract.md "Cart and wishlist"); every answer carries the priced cart. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);

  app.get("/cart", { schema: { response: { 200: CartResponse, ...errorResponses } } }, async (request) => {
    return { cart: await priced(app.db, await loadCartContents(app.db, currentUser(request).id)) };
  });

  app.post(
    "/cart",
    { schema: { body: AddToCartBody, response: { 201: CartMessageResponse, ...errorResponses } } },
    async (request, reply) => {
      const { productId, quantity } = request.body;
      const contents = await addToCart(app.db, currentUser(request).id, productId, quantity);
      return reply.status(201).send({ message: messages.cart.added, cart: await priced(app.db, contents) });
    },
  );

  app.put(
    "/cart/updatequantity",
    { schema: { body: UpdateCartQuantityBody, response: { 200: CartResponse, ...errorResponses } } },
    async (request) => {
      return {
        cart: await priced(app.db, await updateCartQuantity(app.db, currentUser(request).id, request.body)),
      };
    },
  );

  app.delete(
    "/cart/remove/:productId",
    { schema: { params: ProductIdParams, response: { 200: CartMessageResponse, ...errorResponses } } },
    async (request) => {
      const contents = await removeFromCart(app.db, currentUser(request).id, request.params.productId);
      return { message: messages.cart.removed, cart: await priced(app.db, contents) };
    },
  );
};

export default cartRoutes;
