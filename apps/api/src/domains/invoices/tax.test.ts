import { describe, expect, it } from "vitest";
import { invoiceLines, splitByRate, splitInclusive, taxableValue, totalsOf } from "./tax";

const fan = { productId: "fan", description: "Ceiling fan", hsn: "84145100", quantity: 2, unitPricePaise: 1_249_900, ratePercent: 18 };

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
    const blender = { productId: "blender", description: "Blender", hsn: "85094000", quantity: 1, unitPricePaise: 99_999, ratePercent: 5 };
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

  it("spreads a credit over rates by their share, the parts adding up exactly", () => {
    const parts = splitByRate(1_001, new Map([[18, 2], [5, 1]]));
    expect(parts).toEqual(new Map([[18, 667], [5, 334]]));
    expect(splitByRate(250, new Map([[18, 7]]))).toEqual(new Map([[18, 250]]));
  });
});
