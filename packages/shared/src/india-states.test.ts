import { describe, expect, it } from "vitest";
import { citiesOf, indiaRegions } from "./india-states";

describe("India's states and union territories", () => {
  it("lists all 28 states and 8 union territories, each with cities", () => {
    expect(indiaRegions.filter((r) => r.kind === "state")).toHaveLength(28);
    expect(indiaRegions.filter((r) => r.kind === "union-territory")).toHaveLength(8);
    expect(new Set(indiaRegions.map((r) => r.name)).size).toBe(36);
    for (const region of indiaRegions) expect(region.cities.length, region.name).toBeGreaterThan(0);
  });

  it("keeps the original union-territory cities exactly", () => {
    expect(
      Object.fromEntries(
        indiaRegions.filter((r) => r.kind === "union-territory").map((r) => [r.name, r.cities]),
      ),
    ).toEqual({
      "Andaman and Nicobar Islands": ["Port Blair", "Havelock Island", "Neil Island"],
      Chandigarh: ["Chandigarh"],
      "Dadra and Nagar Haveli and Daman and Diu": ["Dadra", "Daman"],
      Lakshadweep: ["Kavaratti", "Minicoy", "Agatti"],
      Delhi: ["New Delhi", "Dwarka", "Vasant Kunj"],
      Puducherry: ["Puducherry", "Auroville", "Karaikal"],
      "Jammu and Kashmir": ["Srinagar", "Jammu", "Gulmarg"],
      Ladakh: ["Leh", "Kargil"],
    });
  });

  it("offers no cities for a name that is not a state or territory", () => {
    expect(citiesOf("Karnataka")).toContain("Bengaluru");
    expect(citiesOf("Atlantis")).toEqual([]);
  });
});
