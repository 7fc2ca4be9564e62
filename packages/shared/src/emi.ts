import type { Paise } from "./money";

/**
 * What an EMI plan costs the shopper on a price (docs/decisions/323-emi-plans.md): the monthly
 * instalment by the reducing-balance formula, EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the
 * yearly rate / 12, rounded to the paisa as card statements show it; the interest is what the
 * instalments add up to beyond the price. A no-cost plan charges the same interest on a smaller
 * amount: the store gives that interest back as a discount at payment, so the instalments add
 * up to the price (P/n each). Where rounding leaves the instalments a few paise short of the
 * price, the bank's last instalment makes it up: the total is never less than the price.
 */
export interface EmiTerms {
  tenureMonths: number;
  yearlyRatePercent: number;
  noCost: boolean;
}

export interface EmiCost {
  monthlyPaise: Paise;
  /** What the shopper pays the bank beyond the price (0 for a no-cost plan). */
  interestPaise: Paise;
  /** Every instalment together. */
  totalPaise: Paise;
  /** A no-cost plan's discount at payment: the interest the bank charges on what is financed. */
  discountPaise: Paise;
}

/** The instalment that pays `principal` back over `months` at monthly rate `r`, unrounded. */
function instalment(principal: number, r: number, months: number): number {
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** What an instalment of `monthly` over `months` at monthly rate `r` finances, unrounded. */
function financedBy(monthly: number, r: number, months: number): number {
  if (r === 0) return monthly * months;
  return (monthly * (1 - (1 + r) ** -months)) / r;
}

export function emiCost(pricePaise: Paise, terms: EmiTerms): EmiCost {
  const r = terms.yearlyRatePercent / 1200;
  const months = terms.tenureMonths;
  if (terms.noCost) {
    const discountPaise = Math.round(pricePaise - financedBy(pricePaise / months, r, months));
    return {
      monthlyPaise: Math.round(pricePaise / months),
      interestPaise: 0,
      totalPaise: pricePaise,
      discountPaise,
    };
  }
  const monthlyPaise = Math.round(instalment(pricePaise, r, months));
  const interestPaise = Math.max(0, monthlyPaise * months - pricePaise);
  return { monthlyPaise, interestPaise, totalPaise: pricePaise + interestPaise, discountPaise: 0 };
}
