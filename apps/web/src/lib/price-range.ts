/**
 * A rupee range typed the wrong way round is what the shopper meant the other way round: read
 * so from the filter forms, whether the script applies them or the browser sends them as they are.
 */
export function orderedRange(
  min: number | undefined,
  max: number | undefined,
): { minPrice: number | undefined; maxPrice: number | undefined } {
  const swap = min !== undefined && max !== undefined && min > max;
  return { minPrice: swap ? max : min, maxPrice: swap ? min : max };
}
