import { describe, expect, it } from "vitest";
import { formatsFor } from "./formats";
import { formatPaise, formatPaiseShort } from "./money";

describe("the store's formats in each language (docs/product/http-contract.md \"Languages\")", () => {
  it("writes rupees with Indian grouping and Latin digits in English and in Hindi", () => {
    for (const locale of ["en", "hi"] as const) {
      expect(formatsFor(locale).price(12_345_600)).toBe("₹1,23,456.00");
      expect(formatsFor(locale).priceShort(1_249_900)).toBe("₹12,499");
      expect(formatsFor(locale).priceShort(1_249_950)).toBe("₹12,499.50");
    }
    // English as the store has always written it.
    expect(formatsFor("en").price(12_345_600)).toBe(formatPaise(12_345_600));
    expect(formatsFor("en").priceShort(1_249_900)).toBe(formatPaiseShort(1_249_900));
  });

  it("writes dates as the day in India, in the page's language", () => {
    // 20:00 UTC on the 25th is already the 26th in India.
    expect(formatsFor("en").date("2026-11-25T20:00:00Z")).toBe("26 November 2026");
    expect(formatsFor("hi").date("2026-11-25T20:00:00Z")).toBe("26 नवंबर 2026");
    expect(formatsFor("en").dateTime("2026-11-25T10:15:00Z")).toBe("25 Nov 2026, 3:45 pm IST");
  });
});
