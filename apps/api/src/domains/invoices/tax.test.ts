import { describe, expect, it } from "vitest";
import { invoiceLines, splitByRate, splitInclusive, taxableValue, totalsOf, valueBeforeDiscount } from "./tax";

const fan = { productId: "fan", description: "Ceiling fan", hsn: "84145100", quantity: 2, unitPricePaise: 1_249_900, ratePercent: 18, discountPaise: 0 };

describe("GST out of inclusive prices", () => {
  it("rounds the taxable value half up and leaves the rest as tax", () => {
    expect(taxableValue(100, 18)).toBe(85); // 84.75 -> 85
    expect(taxableValue(11_800, 18)).toBe(10_000);
    expect(taxableValue(500, 18)).toBe(424); // 423.73 -> 424
    expect(taxableValue(1_000, 5)).toBe(952); // 952.38 -> 952
    expect(taxableValue(700, 0)).toBe(700);
  });

  it("halves the tax into CGST and SGST, the odd paisa to CGST, or keeps it whole as IGST", () => {
    expect(splitInclusive(500, 18, "intra")).toEqual({ grossPaise: 500, taxablePaise: 424, cgstPaise: 38, sgstPaise: 38, igstPaise: 0 });
    expect(splitInclusive(100, 18, "intra")).toEqual({ grossPaise: 100, taxablePaise: 85, cgstPaise: 8, sgstPaise: 7, igstPaise: 0 });
    expect(splitInclusive(100, 18, "inter")).toEqual({ grossPaise: 100, taxablePaise: 85, cgstPaise: 0, sgstPaise: 0, igstPaise: 15 });
  });

  it("taxes charges at the goods' rate (the highest when they differ) and adds up to the paisa", () => {
    const blender = { productId: "blender", description: "Blender", hsn: "85094000", quantity: 1, unitPricePaise: 99_999, ratePercent: 5, discountPaise: 0 };
    const lines = invoiceLines(
      [fan, blender],
      [
        { description: "Shipping charges", amountPaise: 500 },
        { description: "Cash on delivery charge", amountPaise: 0 },
      ],
      "intra",
    );
    expect(lines.map((l) => [l.description, l.ratePercent, l.grossPaise])).toEqual([
      ["Ceiling fan", 18, 2_499_800],
      ["Blender", 5, 99_999],
      ["Shipping charges", 18, 500],
    ]);
    const totals = totalsOf(lines);
    expect(totals.grossPaise).toBe(2_499_800 + 99_999 + 500);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(totals.grossPaise);
  });

  it("taxes a discounted line on what was paid for it: the value less its share of the discount", () => {
    // The cooler: Rs 8,290 less DIWALI10 (10%, Rs 829.00) less a Rs 50 prepaid offer.
    const cooler = { productId: "cooler", description: "Desert cooler 70 L", hsn: "84798100", quantity: 1, unitPricePaise: 829_000, ratePercent: 18, discountPaise: 82_900 + 5_000 };
    const lines = invoiceLines([cooler], [{ description: "Shipping charges", amountPaise: 0 }], "inter");
    expect(lines).toEqual([
      expect.objectContaining({ grossPaise: 741_100, discountPaise: 87_900, taxablePaise: 628_051, igstPaise: 113_049 }),
    ]);
    expect(valueBeforeDiscount(lines[0]!)).toBe(829_000);
    // Two fans, Rs 124.99 off both together: the tax halves the discounted value.
    const [fans] = invoiceLines([{ ...fan, discountPaise: 12_499 }], [], "intra");
    expect(fans).toMatchObject({ grossPaise: 2_487_301, taxablePaise: 2_107_882, cgstPaise: 189_710, sgstPaise: 189_709 });
    expect(fans!.taxablePaise + fans!.cgstPaise + fans!.sgstPaise).toBe(2_499_800 - 12_499);
    expect(() => invoiceLines([{ ...fan, discountPaise: 2_499_801 }], [], "intra")).toThrow(/discount/);
  });

  it("spreads a credit over rates by their share, the parts adding up exactly", () => {
    const parts = splitByRate(1_001, new Map([[18, 2], [5, 1]]));
    expect(parts).toEqual(new Map([[18, 667], [5, 334]]));
    expect(splitByRate(250, new Map([[18, 7]]))).toEqual(new Map([[18, 250]]));
  });
});
