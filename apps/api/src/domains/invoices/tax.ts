/**
 * GST worked out of GST-inclusive prices, in integer paise
 * (docs/decisions/146-gst-tax-invoices.md): each line's taxable value is its inclusive
 * amount ÷ (1 + rate) rounded half up to the paisa, its tax is the rest, so every line,
 * and so the invoice, adds up to what the shopper paid to the paisa. Within the store's
 * state the tax is halved into CGST and SGST, the odd paisa going to CGST; elsewhere it is IGST.
 */

/** Intra-state supply (CGST + SGST) or inter-state (IGST). */
export type SupplyKind = "intra" | "inter";

export interface TaxSplit {
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The taxable value within `grossPaise` at `ratePercent`, rounded half up (integers only). */
export function taxableValue(grossPaise: number, ratePercent: number): number {
  const divisor = 100 + ratePercent;
  return Math.floor((grossPaise * 200 + divisor) / (2 * divisor));
}

export function splitInclusive(grossPaise: number, ratePercent: number, supply: SupplyKind): TaxSplit {
  const taxablePaise = taxableValue(grossPaise, ratePercent);
  const tax = grossPaise - taxablePaise;
  if (supply === "inter") return { grossPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { grossPaise, taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

export interface InvoiceLine extends TaxSplit {
  description: string;
  /** The product a line of goods sold; null for a charge. */
  productId: string | null;
  /** Goods carry their HSN code; a charge has none. */
  hsn: string | null;
  quantity: number | null;
  unitPricePaise: number | null;
  ratePercent: number;
}

export interface GoodsLine {
  productId: string;
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  ratePercent: number;
  /** The line's share of the order's discounts (coupon, prepaid offer): tax is on what is paid (docs/product/promotions.md). */
  discountPaise?: number;
}

export interface Charge {
  description: string;
  amountPaise: number;
}

/**
 * The invoice's lines: the goods at their own rates, then each charge (shipping, cash on
 * delivery) at the goods' rate, which with goods at several rates is the highest of them.
 * Charges of nothing are left out.
 */
export function invoiceLines(goods: readonly GoodsLine[], charges: readonly Charge[], supply: SupplyKind): InvoiceLine[] {
  if (goods.length === 0) throw new Error("an invoice needs at least one line of goods");
  const chargeRate = Math.max(...goods.map((g) => g.ratePercent));
  return [
    ...goods.map((g) => ({ ...g, ...splitInclusive(g.unitPricePaise * g.quantity - (g.discountPaise ?? 0), g.ratePercent, supply) })),
    ...charges
      .filter((c) => c.amountPaise > 0)
      .map((c) => ({
        description: c.description,
        productId: null,
        hsn: null,
        quantity: null,
        unitPricePaise: null,
        ratePercent: chargeRate,
        ...splitInclusive(c.amountPaise, chargeRate, supply),
      })),
  ];
}

export function totalsOf(lines: readonly TaxSplit[]): TaxSplit {
  const sum = (pick: (l: TaxSplit) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    grossPaise: sum((l) => l.grossPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
  };
}

/**
 * A credit note's amount split over the rates it reverses, in proportion to `weights`
 * (inclusive paise at each rate), largest remainder first so the parts add up exactly.
 */
export function splitByRate(amountPaise: number, weights: ReadonlyMap<number, number>): Map<number, number> {
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) throw new Error("nothing to split the credit over");
  const parts = [...weights].map(([rate, weight]) => {
    const exact = (amountPaise * weight) / total;
    return { rate, paise: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = amountPaise - parts.reduce((a, p) => a + p.paise, 0);
  for (const part of [...parts].sort((a, b) => b.remainder - a.remainder || b.rate - a.rate)) {
    if (left === 0) break;
    part.paise += 1;
    left -= 1;
  }
  return new Map(parts.filter((p) => p.paise > 0).map((p) => [p.rate, p.paise]));
}
