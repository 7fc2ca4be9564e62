import { indiaRegions } from "@vayu/shared/india-states";

const groups = [
  { label: "States", regions: indiaRegions.filter((region) => region.kind === "state") },
  { label: "Union Territories", regions: indiaRegions.filter((region) => region.kind === "union-territory") },
];

/** India's states and union territories as grouped options of a select. */
export function RegionOptions() {
  return groups.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.regions.map((region) => (
        <option key={region.name} value={region.name}>
          {region.name}
        </option>
      ))}
    </optgroup>
  ));
}
