import type { ProductType } from "./catalog";
import { rupeesToPaise, type Paise } from "./money";

/**
 * The store's delivery and cash-on-delivery fees, from its settings (docs/decisions/183-store-settings.md;
 * the demo's are a flat ₹5 delivery and ₹70 for COD below ₹500, docs/product/policies.md "Pricing").
 */
export interface DeliveryFees {
  deliveryFeePaise: Paise;
  /** Delivery costs nothing when the goods come to this much or more; null: never free. */
  freeDeliveryFromPaise: Paise | null;
  codChargePaise: Paise;
  /** The COD charge applies when the goods come to less than this. */
  codChargeBelowPaise: Paise;
}

/** The delivery fee of a cart whose goods come to `subtotalPaise`: none for an empty cart. */
export function shippingPaise(subtotalPaise: Paise, itemCount: number, fees: DeliveryFees): Paise {
  if (itemCount === 0) return 0;
  const free = fees.freeDeliveryFromPaise !== null && subtotalPaise >= fees.freeDeliveryFromPaise;
  return free ? 0 : fees.deliveryFeePaise;
}

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
export function priceCart(lines: readonly PricedLineInput[], fees: DeliveryFees): CartTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
  const shipping = shippingPaise(subtotalPaise, lines.length, fees);
  const savingsPaise = lines.reduce((sum, line) => sum + lineSavingsPaise(line), 0);
  return { subtotalPaise, shippingPaise: shipping, totalPaise: subtotalPaise + shipping, savingsPaise };
}

export type PaymentChoice = "online" | "cod";

export interface CheckoutTotals extends CartTotals {
  codChargePaise: Paise;
}

/**
 * Cash on delivery (docs/decisions/141-cash-on-delivery.md): the settings' charge when the
 * goods come to less than its threshold, nothing from there; delivery is charged either way.
 */
export function codChargePaise(subtotalPaise: Paise, fees: DeliveryFees): Paise {
  return subtotalPaise > 0 && subtotalPaise < fees.codChargeBelowPaise ? fees.codChargePaise : 0;
}

/** The cart's totals for the way the shopper pays: what Price Details shows and the server charges. */
export function priceCheckout(
  lines: readonly PricedLineInput[],
  payment: PaymentChoice,
  fees: DeliveryFees,
): CheckoutTotals {
  const cart = priceCart(lines, fees);
  const codCharge = payment === "cod" ? codChargePaise(cart.subtotalPaise, fees) : 0;
  return { ...cart, codChargePaise: codCharge, totalPaise: cart.totalPaise + codCharge };
}
