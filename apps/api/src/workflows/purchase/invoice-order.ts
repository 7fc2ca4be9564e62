import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { gstOfProducts } from "../../domains/catalog/product-query";
import { issueInvoice, type InvoiceRow } from "../../domains/invoices/service";
import type { Charge } from "../../domains/invoices/tax";
import { orderItems, orders } from "../../domains/orders/tables";

/**
 * The tax invoice of an order just written (docs/decisions/146-gst-tax-invoices.md): call
 * it inside the transaction that places the order, online (on payment) and cash on
 * delivery (on placement) alike, as its last step, since it holds the invoice series until
 * commit. The lines keep the HSN code and GST rate their products have now; shipping is a
 * charge, and so is the cash on delivery charge.
 */
export async function invoiceOrder(tx: Tx, orderId: string, issuedAt: Date = new Date()): Promise<InvoiceRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} does not exist`);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.title), asc(orderItems.id));
  const gst = await gstOfProducts(
    tx,
    items.map((i) => i.productId),
  );
  const charges: Charge[] = [
    { description: "Shipping charges", amountPaise: order.shippingPaise },
    { description: "Cash on delivery charge", amountPaise: order.codChargePaise },
  ];
  return issueInvoice(tx, {
    orderId,
    orderNumber: order.orderNumber,
    userId: order.userId,
    address: order.address,
    goods: items.map((item) => {
      const product = gst.get(item.productId);
      if (!product) throw new Error(`product ${item.productId} of order ${orderId} does not exist`);
      return {
        productId: item.productId,
        description: item.title,
        hsn: product.hsn,
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
        ratePercent: product.gstRatePercent,
        discountPaise: item.discountPaise,
      };
    }),
    charges,
    totalPaise: order.totalAmountPaise,
    issuedAt,
  });
}
