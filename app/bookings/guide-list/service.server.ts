/**
 * The guide's list of a departure, read from the bookings, the participants' forms, the payments
 * and the check-ins; and the check-ins themselves (db/migrations/0015-check-ins.ts). Health notes
 * and document numbers are read for the list only: nothing here logs a participant's field.
 */
import type { BookingPageService } from "../page/service.server.ts";
import type { BookingsService } from "../service.server.ts";
import type { BookingMoneyService } from "../money.server.ts";
import type { Catalogue } from "../../catalogue/model.ts";
import { rentalItemName } from "../../content/rental/index.ts";
import { rentalItemIds } from "../../catalogue/seed/rental-items.ts";
import type { Clock } from "../../runtime/clock.server.ts";
import type { Departure } from "../../departures/model.ts";
import { getDeparture } from "../../departures/store.server.ts";
import { applyCheckIn, checkedInAt, checkInsOf, keyApplied, type Database } from "./store.server.ts";
import { buildList, gearInWords, type ListBooking, type ListEntry, sumGear } from "./model.ts";
import { guideListTexts } from "../i18n/guide-list/index.ts";

export type GuideList = { departure: Departure; entries: ListEntry[]; gear: string[] };

export type CheckInInput = {
  departureId: number;
  requestId: number;
  slot: number;
  /** Made on the phone: the same key sent twice is applied once. */
  key: string;
  undo: boolean;
  by: string;
  /** When the tap was made, for one taken without signal; the server's clock otherwise or when later than now. */
  at?: number;
};

export type CheckInResult = { ok: true; checkedInAt: number | null; repeated: boolean } | { ok: false; problem: "not-on-list" | "bad-key" };

/** Keys from the phone: letters, digits and dashes, 8 to 80. */
const KEY_SHAPE = /^[A-Za-z0-9-]{8,80}$/;
/** How far back a time taken without signal is believed. */
const OFFLINE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export function createGuideListService(options: {
  database: Database;
  payments: Pick<BookingMoneyService, "get">;
  /** Who is booked: the bookings' service. */
  bookings: Pick<BookingsService, "list">;
  /** What the participants filled in: the booking page's service. */
  participants: Pick<BookingPageService, "participantsForList">;
  catalogue: () => Promise<Catalogue>;
  clock: Clock;
}) {
  const { db } = options.database;

  async function bookingsOf(departureId: number) {
    return options.bookings.list({ departureId, statuses: ["confirmed", "done"], limit: 500 });
  }

  async function list(departureId: number, lang: "en" | "es"): Promise<GuideList | undefined> {
    const departure = await getDeparture(options.database.db, departureId);
    if (!departure) return undefined;
    const requests = (await bookingsOf(departureId)).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    const ids = requests.map((request) => request.id);
    const bookings: ListBooking[] = await Promise.all(
      requests.map(async (request) => {
        const money = await options.payments.get(request.id);
        return {
          id: request.id,
          name: request.name,
          phone: request.phone,
          groupSize: request.groupSize,
          gear: request.gear,
          money: money ? money.money : null,
          currency: money?.total?.currency ?? null,
        };
      }),
    );
    const participants = (await options.participants.participantsForList(ids)).map((row) => ({
      requestId: row.request_id,
      slot: row.slot,
      fullName: row.full_name,
      experience: row.experience,
      shoeSize: row.shoe_size,
      harnessSize: row.harness_size,
      emergencyName: row.emergency_name,
      emergencyPhone: row.emergency_phone,
      health: row.health,
      conditionsAt: row.conditions_at === null ? null : Number(row.conditions_at),
    }));
    const checkIns = await checkInsOf(db, ids);
    const catalogue = await options.catalogue();
    const words = guideListTexts[lang];
    const gear = gearInWords(
      sumGear(bookings, participants, [...rentalItemIds, "kit"]),
      (item) => (item === "kit" ? words.kit : rentalItemName(catalogue, item, lang)),
      words,
    );
    return { departure, entries: buildList(bookings, participants, checkIns), gear };
  }

  /**
   * Checks a participant in (or undoes it): refused for a seat that is not on the departure's list
   * (another departure's booking, an unconfirmed one, a slot past its group); a key already applied
   * answers as before without applying it again.
   */
  async function checkIn(input: CheckInInput): Promise<CheckInResult> {
    if (!KEY_SHAPE.test(input.key)) return { ok: false, problem: "bad-key" };
    const booking = (await bookingsOf(input.departureId)).find((request) => request.id === input.requestId);
    if (!booking || !Number.isInteger(input.slot) || input.slot < 1 || input.slot > booking.groupSize)
      return { ok: false, problem: "not-on-list" };
    const now = options.clock();
    const at = input.at !== undefined && input.at <= now && input.at >= now - OFFLINE_WINDOW_MS ? input.at : now;
    return db.transaction().execute(async (trx) => {
      if (await keyApplied(trx, input.key)) {
        return { ok: true as const, checkedInAt: await checkedInAt(trx, input.requestId, input.slot), repeated: true };
      }
      const checkedIn = input.undo ? null : at;
      await applyCheckIn(trx, { key: input.key, requestId: input.requestId, slot: input.slot, at: checkedIn, by: input.by, now });
      return { ok: true as const, checkedInAt: checkedIn, repeated: false };
    });
  }

  return { list, checkIn };
}

export type GuideListService = ReturnType<typeof createGuideListService>;
