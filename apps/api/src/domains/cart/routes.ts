import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AddToCartBody, buildCart, ProductIdParams, UpdateCartQuantityBody } from "@vayu/shared/cart";
import { messages } from "@vayu/shared/messages";
import { currentUser } from "../accounts/auth-guard";
import { loadCartLines } from "./cart-lines";
import { addToCart, removeFromCart, updateCartQuantity } from "./service";

/** The shopper's own cart (decisions section 3); every answer carries the priced cart. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);

  app.get("/cart", async (request) => {
    const lines = await loadCartLines(app.db, currentUser(request).id);
    return { cart: buildCart(lines) };
  });

  app.post("/cart", { schema: { body: AddToCartBody } }, async (request, reply) => {
    const { productId, quantity } = request.body;
    const lines = await addToCart(app.db, currentUser(request).id, productId, quantity);
    return reply.status(201).send({ message: messages.cart.added, cart: buildCart(lines) });
  });

  app.put("/cart/updatequantity", { schema: { body: UpdateCartQuantityBody } }, async (request) => {
    const lines = await updateCartQuantity(app.db, currentUser(request).id, request.body);
    return { cart: buildCart(lines) };
  });

  app.delete("/cart/remove/:productId", { schema: { params: ProductIdParams } }, async (request) => {
    const lines = await removeFromCart(app.db, currentUser(request).id, request.params.productId);
    return { message: messages.cart.removed, cart: buildCart(lines) };
  });
};

export default cartRoutes;
