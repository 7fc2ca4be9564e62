import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { indiaRegions, type RegionName } from "@vayu/shared/india-states";

/** Each region's name as the page's language writes it; the option's value stays the English name the API knows. */
const regionLabels: Record<RegionName, MessageDescriptor> = {
  "Andhra Pradesh": msg`Andhra Pradesh`,
  "Arunachal Pradesh": msg`Arunachal Pradesh`,
  Assam: msg`Assam`,
  Bihar: msg`Bihar`,
  Chhattisgarh: msg`Chhattisgarh`,
  Goa: msg`Goa`,
  Gujarat: msg`Gujarat`,
  Haryana: msg`Haryana`,
  "Himachal Pradesh": msg`Himachal Pradesh`,
  Jharkhand: msg`Jharkhand`,
  Karnataka: msg`Karnataka`,
  Kerala: msg`Kerala`,
  "Madhya Pradesh": msg`Madhya Pradesh`,
  Maharashtra: msg`Maharashtra`,
  Manipur: msg`Manipur`,
  Meghalaya: msg`Meghalaya`,
  Mizoram: msg`Mizoram`,
  Nagaland: msg`Nagaland`,
  Odisha: msg`Odisha`,
  Punjab: msg`Punjab`,
  Rajasthan: msg`Rajasthan`,
  Sikkim: msg`Sikkim`,
  "Tamil Nadu": msg`Tamil Nadu`,
  Telangana: msg`Telangana`,
  Tripura: msg`Tripura`,
  "Uttar Pradesh": msg`Uttar Pradesh`,
  Uttarakhand: msg`Uttarakhand`,
  "West Bengal": msg`West Bengal`,
  "Andaman and Nicobar Islands": msg`Andaman and Nicobar Islands`,
  Chandigarh: msg`Chandigarh`,
  "Dadra and Nagar Haveli and Daman and Diu": msg`Dadra and Nagar Haveli and Daman and Diu`,
  Delhi: msg`Delhi`,
  "Jammu and Kashmir": msg`Jammu and Kashmir`,
  Ladakh: msg`Ladakh`,
  Lakshadweep: msg`Lakshadweep`,
  Puducherry: msg`Puducherry`,
};

const groups = [
  { label: msg`States`, regions: indiaRegions.filter((region) => region.kind === "state") },
  {
    label: msg`Union Territories`,
    regions: indiaRegions.filter((region) => region.kind === "union-territory"),
  },
];

/** India's states and union territories as grouped options of a select. */
export function RegionOptions() {
  const { i18n } = useLingui();
  return groups.map((group) => (
    <optgroup key={group.label.id} label={i18n._(group.label)}>
      {group.regions.map((region) => (
        <option key={region.name} value={region.name}>
          {i18n._(regionLabels[region.name as RegionName])}
        </option>
      ))}
    </optgroup>
  ));
}
