/**
 * The last day (YYYY-MM-DD) a dated entry may name when the site is built on `today`: tomorrow
 * in UTC, a day's grace for a founder ahead of UTC. A later date would tell readers of something
 * that has not happened yet (an article goes live when it is built; there is no scheduling).
 */
export function latestDay(today: Date): string {
  return new Date(today.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
