/** What every part of the reminders reads: the database, the clocks, the catalogue, the emails' settings, the booking page and the payments. */
import type { Catalogue } from "../../catalogue/model.ts";
import type { MailSettings } from "../../mail/compose.server.ts";
import type { BookingMoneyService } from "../money.server.ts";
import type { BookingPageService } from "../page/service.server.ts";
import type { Database } from "./store.server.ts";

export type RemindersOptions = {
  database: Database;
  catalogue: () => Promise<Catalogue>;
  mailSettings: () => Promise<MailSettings>;
  bookingPage: Pick<BookingPageService, "linkFor" | "summary">;
  payments: Pick<BookingMoneyService, "get">;
  /** The business clock: departures pass by it. */
  clock: () => number;
  now?: () => number;
  /** Called after emails were queued (wakes the outbox's worker). */
  queued?: () => void;
  /** After a booking gave back or took seats on a departure (the departures service announces it to the pages). */
  seatsMoved?: (departureId: number) => Promise<unknown>;
  /** Whether the outbox is held (a restored copy): the timer queues no reminder until it is released. */
  held?: () => Promise<boolean>;
  log?: Pick<Console, "log" | "error">;
};

export type RemindersDeps = Omit<RemindersOptions, "now" | "log"> & {
  db: Database["db"];
  /** Emails and rows are dated by the business clock too (the real time outside tests). */
  now: () => number;
  /** The outbox sends what is due by the real time: an email is queued due now, whatever day the business clock says. */
  queuedAt: () => number;
  log: Pick<Console, "log" | "error">;
};

/** The reminders' options with their defaults. */
export function remindersDeps(options: RemindersOptions): RemindersDeps {
  return {
    ...options,
    db: options.database.db,
    now: options.now ?? options.clock,
    queuedAt: options.now ?? Date.now,
    log: options.log ?? console,
  };
}
