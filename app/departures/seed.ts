/**
 * The departures a fresh install starts with: the spec's upcoming section on dates of the coming
 * season (the next 19-20 October for the volcano, the next 25-30 August for the transfer), and
 * the courses and trekking to be confirmed.
 */
import { facts } from "../content/facts.ts";
import { businessDate } from "../runtime/clock.server.ts";
import type { OfferId } from "./model.ts";

export type SeedDeparture = { offer: OfferId; startDate: string | null; endDate: string | null; seatsTotal: number };

const pad = (n: number) => String(n).padStart(2, "0");

/** The next `month`/`from`-`to` (inclusive) whose first day is after `today` (`YYYY-MM-DD`). */
export function nextOccurrence(today: string, month: number, from: number, to: number): { startDate: string; endDate: string } {
  let year = Number(today.slice(0, 4));
  if (`${year}-${pad(month)}-${pad(from)}` <= today) year++;
  return { startDate: `${year}-${pad(month)}-${pad(from)}`, endDate: `${year}-${pad(month)}-${pad(to)}` };
}

/** Seats of a course or trekking departure to be confirmed (the owner changes them when dating it). */
const GROUP_SEATS = 8;
/** Seats of the shared transfer. */
const TRANSFER_SEATS = 12;

export function seedDepartures(now: number): SeedDeparture[] {
  const today = businessDate(now);
  const { volcano, piedraTransfer } = facts;
  return [
    { offer: "trekkingLanin", ...nextOccurrence(today, volcano.upcoming.month, volcano.upcoming.fromDay, volcano.upcoming.toDay), seatsTotal: volcano.maxGroup },
    { offer: "trad_course", startDate: null, endDate: null, seatsTotal: GROUP_SEATS },
    { offer: "sport_course", startDate: null, endDate: null, seatsTotal: GROUP_SEATS },
    {
      offer: "piedra_transfer",
      ...nextOccurrence(today, piedraTransfer.month, piedraTransfer.fromDay, piedraTransfer.toDay),
      seatsTotal: TRANSFER_SEATS,
    },
    { offer: "trekking", startDate: null, endDate: null, seatsTotal: GROUP_SEATS },
  ];
}
