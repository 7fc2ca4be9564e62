export interface PriceBand {
  label: string;
  min: number | undefined;
  max: number | undefined;
}

const niceStep = (rupees: number) => (rupees >= 20_000 ? 5_000 : rupees >= 5_000 ? 1_000 : 500);
const roundTo = (rupees: number) =>
  Math.max(niceStep(rupees), Math.round(rupees / niceStep(rupees)) * niceStep(rupees));
const inr = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;

/** Up to four quick price ranges cut at the category's price quartiles (from the server), on round rupee figures. */
export function priceBands(quartiles: readonly number[]): PriceBand[] {
  if (quartiles.length === 0) return [];
  const cuts = [...new Set(quartiles.map(roundTo))];
  const bands: PriceBand[] = cuts.map((cut, i) => {
    const previous = cuts[i - 1];
    return previous === undefined
      ? { label: `Under ${inr(cut)}`, min: undefined, max: cut }
      : { label: `${inr(previous)} – ${inr(cut)}`, min: previous, max: cut };
  });
  const last = cuts.at(-1)!;
  return [...bands, { label: `Over ${inr(last)}`, min: last, max: undefined }];
}
