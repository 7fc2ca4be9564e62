const deliveryDay = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** An estimate's dates (YYYY-MM-DD) as the product page and checkout both write them: "Sat, 5 Dec – Mon, 7 Dec". */
export function formatEstimate(estimate: { from: string; to: string }): string {
  const day = (iso: string) => deliveryDay.format(new Date(`${iso}T00:00:00Z`));
  return `${day(estimate.from)} – ${day(estimate.to)}`;
}
