import { expect, type APIRequestContext } from "@playwright/test";
import type { Shopper } from "../auth";
import type { StoreProduct } from "./checkout-helpers";

const bearer = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.token}` });

interface Category {
  _id: string;
  name: string;
}

/** A category listing of the demo store with at least `count` products in stock. */
export async function stockedListing(
  request: APIRequestContext,
  count = 2,
): Promise<{ path: string; products: StoreProduct[] }> {
  const response = await request.get("/api/category/categoryandsubcategpry");
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as { categories: Category[] };
  for (const category of categories) {
    const listing = await request.get(`/api/product/category/${category._id}`);
    const { data } = (await listing.json()) as { data: StoreProduct[] };
    const products = data.filter((p) => p.stock >= 5);
    if (products.length >= count) {
      return {
        path: `/${category.name.trim().toLowerCase().replace(/\s+/g, "-")}/${category._id}`,
        products,
      };
    }
  }
  throw new Error(`no category has ${count} products in stock`);
}

export async function addToCartViaApi(
  request: APIRequestContext,
  shopper: Shopper,
  productId: string,
  quantity = 1,
) {
  const response = await request.post("/api/cart", {
    headers: bearer(shopper),
    data: { productId, quantity },
  });
  expect(response.status()).toBe(201);
}

export async function addToWishlistViaApi(request: APIRequestContext, shopper: Shopper, productId: string) {
  const response = await request.post("/api/wishlist", { headers: bearer(shopper), data: { productId } });
  expect(response.ok()).toBe(true);
}

/** The server's own figures for the shopper's cart. */
export async function serverCart(request: APIRequestContext, shopper: Shopper) {
  const response = await request.get("/api/cart", { headers: bearer(shopper) });
  return (
    (await response.json()) as {
      cart: {
        items: { product: { _id: string }; quantity: number }[];
        subtotal: number;
        shippingFee: number;
        total: number;
      };
    }
  ).cart;
}
