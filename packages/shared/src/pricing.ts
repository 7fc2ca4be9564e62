import type { ProductType } from "./catalog";
import { rupeesToPaise, type Paise } from "./money";

/** Flat shipping fee of 5 rupees (docs/product/policies.md "Pricing"). */
export const SHIPPING_FEE_PAISE: Paise = 500;

export interface PricedLineInput {
  pricePaise: Paise;
  salePricePaise?: Paise | null;
  quantity: number;
}

export interface CartTotals {
  subtotalPaise: Paise;
  shippingPaise: Paise;
  totalPaise: Paise;
  /** What the sale prices take off the list prices; shown as "You save", never charged. */
  savingsPaise: Paise;
}

/** The price a shopper pays for one unit: the sale price when there is one. */
export function unitPricePaise(line: Pick<PricedLineInput, "pricePaise" | "salePricePaise">): Paise {
  return line.salePricePaise ?? line.pricePaise;
}

/** A line of the contract's Product (rupees) as a pricing input (paise). */
export function productLine(
  product: Pick<ProductType, "price" | "salePrice">,
  quantity: number,
): PricedLineInput {
  return {
    pricePaise: rupeesToPaise(product.price),
    salePricePaise: product.salePrice === undefined ? null : rupeesToPaise(product.salePrice),
    quantity,
  };
}

/** What one line costs: unit price times quantity. */
export function lineTotalPaise(line: PricedLineInput): Paise {
  return unitPricePaise(line) * line.quantity;
}

/** What a line's sale price takes off its list price: (price − sale price) × quantity, 0 off sale. */
export function lineSavingsPaise(line: PricedLineInput): Paise {
  return (line.pricePaise - unitPricePaise(line)) * line.quantity;
}

/**
 * The one pricing function of the store: the cart page, the checkout and the server
 * all call it, so what is shown is what is charged. An empty cart costs nothing.
 */
export function priceCart(lines: readonly PricedLineInput[]): CartTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
  const shippingPaise = lines.length > 0 ? SHIPPING_FEE_PAISE : 0;
  const savingsPaise = lines.reduce((sum, line) => sum + lineSavingsPaise(line), 0);
  return { subtotalPaise, shippingPaise, totalPaise: subtotalPaise + shippingPaise, savingsPaise };
}

/**
 * Cash on delivery (docs/decisions/141-cash-on-delivery.md): ₹70 when the goods come to
 * less than ₹500, nothing from ₹500; shipping is charged either way.
 */
export const COD_CHARGE_PAISE: Paise = 7_000;
export const COD_FREE_FROM_PAISE: Paise = 50_000;

export type PaymentChoice = "online" | "cod";

export interface CheckoutTotals extends CartTotals {
  codChargePaise: Paise;
}

export function codChargePaise(subtotalPaise: Paise): Paise {
  return subtotalPaise > 0 && subtotalPaise < COD_FREE_FROM_PAISE ? COD_CHARGE_PAISE : 0;
}

/** The cart's totals for the way the shopper pays: what Price Details shows and the server charges. */
export function priceCheckout(lines: readonly PricedLineInput[], payment: PaymentChoice): CheckoutTotals {
  const cart = priceCart(lines);
  const codCharge = payment === "cod" ? codChargePaise(cart.subtotalPaise) : 0;
  return { ...cart, codChargePaise: codCharge, totalPaise: cart.totalPaise + codCharge };
}
