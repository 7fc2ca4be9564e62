// Zod-free, so the product page can show a sale's countdown without loading the schemas
// (docs/decisions/177-lean-first-load.md).

/**
 * What is left of a scheduled sale, as "Sale ends in …" says it: days and hours, hours and
 * minutes, or minutes and seconds in its last hour; empty once it has ended.
 */
export function saleTimeLeft(endsAt: string, now: number): string {
  const seconds = Math.floor((Date.parse(endsAt) - now) / 1000);
  if (!(seconds > 0)) return "";
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${String(seconds % 60).padStart(2, "0")}s`;
}
