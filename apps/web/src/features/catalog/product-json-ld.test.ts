import { describe, expect, it } from "vitest";
import { plainSummary } from "./product-json-ld";

const description = `A powerful desert cooler for large rooms.

Specifications
Capacity: 70 L
Air throw: 18 m
- Honeycomb pads
- Inverter compatible
Made for Indian summers.`;

describe("product summaries", () => {
  it("summarise to one line cut at a word, ellipsis included in the limit", () => {
    expect(plainSummary(description, 60)).toBe("A powerful desert cooler for large rooms. Capacity 70 L…");
    expect(plainSummary(description, 500)).toBe(
      "A powerful desert cooler for large rooms. Capacity 70 L, Air throw 18 m. Honeycomb pads, Inverter compatible. Made for Indian summers.",
    );
  });
});
