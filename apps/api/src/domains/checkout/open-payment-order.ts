import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { PaymentOrderResponse } from "@vayu/shared/checkout";
import { messages } from "@vayu/shared/messages";
import { formatPaise, paiseToRupees, rupeesToPaise } from "@vayu/shared/money";
import { unitPricePaise } from "@vayu/shared/pricing";
import type { DbOrTx } from "../../db/client";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors";
import { addresses } from "../addresses/tables";
import { toAddress } from "../addresses/service";
import { loadCartLines, priceCartLines, type CartLine } from "../cart/cart-lines";
import { ProviderError, type PaymentProvider } from "./provider";
import { paymentOrders, type AddressSnapshot, type PaymentLine } from "./tables";

/** The given address when it is the caller's (404 otherwise), else the caller's most recent one. */
async function deliveryAddress(db: DbOrTx, userId: string, addressId: string | undefined): Promise<AddressSnapshot> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), addressId ? eq(addresses.id, addressId) : undefined))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (row) return toAddress(row);
  if (addressId) throw notFound("Address not found.");
  throw badRequest(messages.checkout.selectAddress, { field: "address" });
}

function refuseUnavailableLines(lines: readonly CartLine[]) {
  for (const { product, quantity } of lines) {
    if (product.stock < quantity) {
      throw conflict(
        product.stock === 0
          ? `${product.title} is out of stock. Please remove it from your cart.`
          : `Only ${product.stock} of ${product.title} left in stock. Please reduce the quantity in your cart.`,
        { productId: product._id },
      );
    }
  }
}

function freezeLine({ product, quantity }: CartLine): PaymentLine {
  return {
    productId: product._id,
    title: product.title,
    image: product.images[0] ?? null,
    quantity,
    unitPricePaise: unitPricePaise({
      pricePaise: rupeesToPaise(product.price),
      salePricePaise: product.salePrice === undefined ? null : rupeesToPaise(product.salePrice),
    }),
  };
}

/**
 * Opens a provider order for the caller's cart as the server prices it, and records the
 * lines, prices and address with it so that the payment alone can become the order.
 */
export async function openPaymentOrder(
  db: DbOrTx,
  provider: PaymentProvider,
  userId: string,
  input: { amount: number; address?: string },
): Promise<PaymentOrderResponse> {
  const lines = await loadCartLines(db, userId);
  if (lines.length === 0) throw badRequest(messages.checkout.noCartData);
  refuseUnavailableLines(lines);
  const totals = priceCartLines(lines);
  if (rupeesToPaise(input.amount) !== totals.totalPaise) {
    throw conflict(`Your cart total is now ${formatPaise(totals.totalPaise)}. Please review your cart and try again.`, {
      amount: paiseToRupees(totals.totalPaise),
    });
  }
  const address = await deliveryAddress(db, userId, input.address);

  const id = randomUUID();
  let providerOrder;
  try {
    providerOrder = await provider.createOrder({ amountPaise: totals.totalPaise, currency: "INR", receipt: id, notes: { paymentOrderId: id, userId } });
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(502, "The payment service is not reachable right now. Nothing was charged; please try again in a minute.");
    throw error;
  }
  await db.insert(paymentOrders).values({
    id,
    provider: provider.name,
    providerOrderId: providerOrder.id,
    userId,
    lines: lines.map(freezeLine),
    address,
    subtotalPaise: totals.subtotalPaise,
    shippingPaise: totals.shippingPaise,
    amountPaise: totals.totalPaise,
    currency: "INR",
  });
  return { id: providerOrder.id, amount: totals.totalPaise, currency: "INR", key: provider.keyId, provider: provider.name };
}
