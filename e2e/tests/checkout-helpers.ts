import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { sampleAddress } from "@vayu/shared/testing";
import type { Shopper } from "../auth";

export interface StoreProduct {
  _id: string;
  title: string;
  price: number;
  salePrice?: number;
  stock: number;
}

const bearer = (shopper: Pick<Shopper, "token">) => ({ Authorization: `Bearer ${shopper.token}` });

/** Puts one unit of an in-stock demo product (other than `exceptId`) into the shopper's cart through the API. */
export async function fillCart(
  request: APIRequestContext,
  shopper: Pick<Shopper, "token">,
  exceptId?: string,
): Promise<StoreProduct> {
  const listing = await request.get("/api/product");
  expect(listing.ok()).toBe(true);
  const { data } = (await listing.json()) as { data: StoreProduct[] };
  const product = data.find((p) => p.stock >= 5 && p._id !== exceptId);
  if (!product) throw new Error("the demo catalog has no product in stock");
  const added = await request.post("/api/cart", {
    headers: bearer(shopper),
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  return product;
}

export async function saveAddress(
  request: APIRequestContext,
  shopper: Pick<Shopper, "token">,
  overrides: Partial<typeof sampleAddress> = {},
) {
  const response = await request.post("/api/address", {
    headers: bearer(shopper),
    data: { ...sampleAddress, ...overrides },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { address: typeof sampleAddress & { _id: string } }).address;
}

/** A whole purchase through the API, as the storefront makes it: payment order, sandbox payment, verify, order. */
export async function purchaseViaApi(request: APIRequestContext, shopper: Pick<Shopper, "token">, addressId: string) {
  const headers = bearer(shopper);
  const cart = (await (await request.get("/api/cart", { headers })).json()) as {
    cart: { items: { product: { _id: string }; quantity: number }[]; total: number };
  };
  const opened = await request.post("/api/order/razorpay/order", {
    headers,
    data: { amount: cart.cart.total, address: addressId },
  });
  expect(opened.ok()).toBe(true);
  const { id } = (await opened.json()) as { id: string };
  const paid = await request.post("/api/payments/sandbox/pay", {
    headers,
    data: { order_id: id, method: "card", outcome: "success" },
  });
  const payment = (await paid.json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  expect((await request.post("/api/order/razorpay/verify", { headers, data: payment })).ok()).toBe(true);
  const placed = await request.post("/api/order", {
    headers,
    data: {
      products: cart.cart.items.map((item) => ({ product: item.product._id, quantity: item.quantity })),
      order_id: id,
      totalAmount: cart.cart.total,
      address: addressId,
      paymentType: "Online",
      transactionId: payment.razorpay_payment_id,
    },
  });
  expect(placed.status()).toBe(201);
}

export async function cartLines(request: APIRequestContext, shopper: Shopper) {
  const response = await request.get("/api/cart", { headers: bearer(shopper) });
  const { cart } = (await response.json()) as {
    cart: { items: { product: { _id: string }; quantity: number }[] };
  };
  return cart.items.map((item) => ({ productId: item.product._id, quantity: item.quantity }));
}

/** Opens the checkout of a shopper whose cart has something in it. */
export async function openCheckout(page: Page) {
  await page.goto("/checkoutPage");
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
}

/** "₹12,499.00" as the store formats rupees. */
export function inr(rupees: number): string {
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
  }).format(rupees);
}

/**
 * A fan regulator at ₹449, cheaper than any demo product (below ₹500, so cash on delivery adds
 * its ₹70 charge; below a free-delivery threshold): staff list it through the API.
 */
export async function cheapProduct(request: APIRequestContext, staff: Shopper): Promise<StoreProduct> {
  const { data } = (await (await request.get("/api/product")).json()) as {
    data: (StoreProduct & {
      category: { _id: string };
      subcategory: { _id: string };
      images: string[];
      hsn: string;
    })[];
  };
  const like = data[0]!;
  const response = await request.post("/api/admin/products", {
    headers: bearer(staff),
    data: {
      title: `Fan Speed Regulator ${Date.now()}`,
      description: "A step regulator for ceiling fans.",
      price: 449,
      stock: 20,
      categoryId: like.category._id,
      subcategoryId: like.subcategory._id,
      images: like.images.slice(0, 1),
      hsn: like.hsn,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: StoreProduct }).product;
}
