/** The figures screen's period: `?from=YYYY-MM-DD&to=YYYY-MM-DD` (business days), the last 30 days by default. */
import { businessDay, periodOf, type Period } from "../data.server.ts";

const DAY = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function periodFrom(url: URL, now: number): { from: string; to: string; period: Period } | undefined {
  const to = url.searchParams.get("to") || businessDay(now);
  // 29 days before on the calendar (a day of the calendar, not of the clock).
  const from =
    url.searchParams.get("from") || (ISO_DAY.test(to) ? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10) : to);
  if (!ISO_DAY.test(from) || !ISO_DAY.test(to)) return undefined;
  try {
    const period = periodOf(from, to);
    // At most about two years at once.
    return period.until - period.since <= 750 * DAY ? { from, to, period } : undefined;
  } catch {
    return undefined;
  }
}
