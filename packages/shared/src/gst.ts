import type { RegionName } from "./india-states";

/**
 * GST state codes (the first two digits of a GSTIN and the "State code" printed on a tax
 * invoice), one for every state and union territory the store delivers to.
 */
export const gstStateCodes = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
} as const satisfies Record<RegionName, string>;

/** The state or union territory a name refers to (any letter case), or undefined. */
export function gstRegion(name: string): RegionName | undefined {
  const wanted = name.trim().toLowerCase();
  return (Object.keys(gstStateCodes) as RegionName[]).find((region) => region.toLowerCase() === wanted);
}

const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The 15th character of a GSTIN: the GSTN's base-36 check over the first fourteen. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/**
 * What is wrong with a GSTIN on its own, or null: 15 characters (state code, PAN, entity
 * number, "Z", check character) and a check character that matches.
 */
export function gstinFormatProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin))
    return "GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character.";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "GSTIN's check character does not match.";
  return null;
}

/** The state or union territory of a GST state code ("29" -> Karnataka), or undefined. */
export function regionOfStateCode(code: string): RegionName | undefined {
  return (Object.keys(gstStateCodes) as RegionName[]).find((region) => gstStateCodes[region] === code);
}

/**
 * What is wrong with a GSTIN registered in `state`, or null when nothing is: 15 characters
 * (state code, PAN, entity number, "Z", check character), a check character that matches,
 * and the state code of `state`.
 */
export function gstinProblem(gstin: string, state: string): string | null {
  const format = gstinFormatProblem(gstin);
  if (format) return format;
  const region = gstRegion(state);
  if (!region) return `${state} is not a state or union territory of India.`;
  if (gstin.slice(0, 2) !== gstStateCodes[region])
    return `GSTIN must start with ${gstStateCodes[region]}, the state code of ${region}.`;
  return null;
}
