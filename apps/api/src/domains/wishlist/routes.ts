import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AddToWishlistBody, ProductIdParams, WishlistMessageResponse, WishlistResponse } from "@vayu/shared/cart";
import { errorResponses } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import { currentUser } from "../accounts/index";
import { addToWishlist, loadWishlist, removeFromWishlist } from "./service";

/** The shopper's own wishlist (docs/product/http-contract.md "Cart and wishlist"), its products' texts in the request's language (`Accept-Language`). */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);

  app.get("/wishlist", { schema: { response: { 200: WishlistResponse, ...errorResponses } } }, async (request) => {
    const products = await loadWishlist(app.db, currentUser(request).id, request.locale);
    return { wishlist: { products } };
  });

  app.post("/wishlist", { schema: { body: AddToWishlistBody, response: { 200: WishlistMessageResponse, ...errorResponses } } }, async (request) => {
    const products = await addToWishlist(app.db, currentUser(request).id, request.body.productId, request.locale);
    return { message: messages.wishlist.added, wishlist: { products } };
  });

  app.delete("/wishlist/:productId", { schema: { params: ProductIdParams, response: { 200: WishlistMessageResponse, ...errorResponses } } }, async (request) => {
    const products = await removeFromWishlist(app.db, currentUser(request).id, request.params.productId, request.locale);
    return { message: messages.wishlist.removed, wishlist: { products } };
  });
};

export default wishlistRoutes;
