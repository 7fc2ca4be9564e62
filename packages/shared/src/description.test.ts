import { describe, expect, it } from "vitest";
import { descriptionBlocks, specificationLine, splitDescription } from "./description";
import { composeDescription } from "./staff-catalog";

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

  it("reads a line as a row only with a short label, a colon and a space", () => {
    expect(specificationLine("  Tank capacity:  85 L ")).toEqual({ label: "Tank capacity", value: "85 L" });
    expect(specificationLine("See https://example.com for more")).toBeNull();
    expect(specificationLine(`${"x".repeat(41)}: too long a label`)).toBeNull();
  });

  it("gives back the summary and rows a staff description was composed of, Hindi heading included", () => {
    const rows = [
      { label: "Tank capacity", value: "85 L" },
      { label: "Air throw", value: "18 m" },
    ];
    expect(splitDescription(composeDescription("Cools a large hall.", rows))).toEqual({
      summary: "Cools a large hall.",
      specifications: rows,
    });
    const hindi = composeDescription("बड़े हॉल के लिए।", [{ label: "टैंक क्षमता", value: "85 लीटर" }], "विशेषताएँ");
    expect(splitDescription(hindi, "विशेषताएँ").specifications).toEqual([
      { label: "टैंक क्षमता", value: "85 लीटर" },
    ]);
    // The same rows the product page shows in its table.
    expect(descriptionBlocks(composeDescription("Cools a large hall.", rows)).at(-1)).toEqual({
      kind: "specs",
      rows,
    });
  });

  it("keeps a description whose block has a line that is not a row whole, with no rows", () => {
    expect(splitDescription(description)).toEqual({ summary: description, specifications: [] });
    expect(splitDescription("Just a summary.")).toEqual({ summary: "Just a summary.", specifications: [] });
  });
});
