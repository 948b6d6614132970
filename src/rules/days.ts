/**
 * The last day (YYYY-MM-DD) a dated entry may name when the site is built on `today`: tomorrow
 * in UTC, a day's grace for a founder ahead of UTC. A later date would tell readers of something
 * that has not happened yet (an article goes live when it is built; there is no scheduling).
 */
export function latestDay(today: Date): string {
  return new Date(today.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A day written YYYY-MM-DD that exists: no 30 February (which Date reads as 2 March), no month 13. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** '2026-11-25' -> '25 November 2026', the same on the server and in every browser, whatever the time zone. */
export function formatDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The months as formatDay writes them ("November"), January first: the one list every date rule
 * reads. Written out, not computed, so a page that does not read it does not carry it.
 */
export const MONTH_NAMES: readonly string[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
