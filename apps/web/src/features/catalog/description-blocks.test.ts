import { describe, expect, it } from "vitest";
import { descriptionBlocks } from "./description-blocks";
import { plainSummary } from "./product-json-ld";

const description = `A powerful desert cooler for large rooms.

Specifications
Capacity: 70 L
Air throw: 18 m
- Honeycomb pads
- Inverter compatible
Made for Indian summers.`;

describe("product descriptions", () => {
  it("turns lines into a paragraph, a specification table and a bullet list", () => {
    expect(descriptionBlocks(description)).toEqual([
      { kind: "paragraph", text: "A powerful desert cooler for large rooms." },
      { kind: "heading", text: "Specifications" },
      {
        kind: "specs",
        rows: [
          { label: "Capacity", value: "70 L" },
          { label: "Air throw", value: "18 m" },
        ],
      },
      { kind: "bullets", items: ["Honeycomb pads", "Inverter compatible"] },
      { kind: "paragraph", text: "Made for Indian summers." },
    ]);
  });

  it("summarises to one line cut at a word, ellipsis included in the limit", () => {
    expect(plainSummary(description, 60)).toBe("A powerful desert cooler for large rooms. Capacity 70 L…");
    expect(plainSummary(description, 500)).toBe(
      "A powerful desert cooler for large rooms. Capacity 70 L, Air throw 18 m. Honeycomb pads, Inverter compatible. Made for Indian summers.",
    );
  });
});
