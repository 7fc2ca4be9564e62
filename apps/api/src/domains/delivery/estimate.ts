/**
 * Delivery estimates in working days (docs/decisions/140-pincode-delivery.md): the shipping
 * policy's 4–5 working days, plus a region's extra days, counted on India's calendar with
 * Sundays and the three national holidays skipped.
 */

/** Republic Day, Independence Day and Gandhi Jayanti: the same dates every year. */
const NATIONAL_HOLIDAYS = new Set(["01-26", "08-15", "10-02"]);
export const DELIVERY_WORKING_DAYS = { from: 4, to: 5 } as const;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's date in India, as a UTC-midnight Date so that day arithmetic is exact. */
export function indiaToday(now: Date = new Date()): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

export const isoDate = (day: Date) => day.toISOString().slice(0, 10);

export function isWorkingDay(day: Date): boolean {
  return day.getUTCDay() !== 0 && !NATIONAL_HOLIDAYS.has(isoDate(day).slice(5));
}

/** The date `count` working days after `start` (the start day itself never counts). */
export function addWorkingDays(start: Date, count: number): Date {
  const day = new Date(start);
  for (let left = count; left > 0; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

export function deliveryEstimate(extraDays: number, now: Date = new Date()): { from: string; to: string } {
  const today = indiaToday(now);
  return {
    from: isoDate(addWorkingDays(today, DELIVERY_WORKING_DAYS.from + extraDays)),
    to: isoDate(addWorkingDays(today, DELIVERY_WORKING_DAYS.to + extraDays)),
  };
}
