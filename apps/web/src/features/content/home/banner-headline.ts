/**
 * How large a banner's written headline is set: staff write up to 160 characters
 * (docs/decisions/174-banner-headlines-and-links.md), and the longest must fit the picture
 * above its slide dots on a 360 px phone as on a desktop (docs/decisions/203-banner-headlines-above-the-dots.md).
 * A short offer keeps the large type; a longer one gets smaller type and a wider measure.
 */
export function headlineType(headline: string): string {
  const length = headline.trim().length;
  if (length <= 40) return "max-w-[14ch] text-2xl sm:text-4xl md:text-5xl";
  if (length <= 90) return "max-w-[22ch] text-lg sm:text-2xl md:text-3xl lg:text-4xl";
  return "max-w-[34ch] text-sm sm:text-lg md:text-2xl lg:text-3xl";
}
