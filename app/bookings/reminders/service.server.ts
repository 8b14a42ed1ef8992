/**
 * Reminders through the outbox, once each: two days before the departure (or the day before, when
 * the server was down the day it was due, or the booking was confirmed since: its words then say
 * "tomorrow") and the day after it ends (up to three days after, for
 * the same reason), by the business's clock. Each email is queued in the same transaction as its
 * row in `booking_reminders` (unique per booking and kind): of two instances running the job, or
 * a job run again after a restart, one inserts the row and queues the email, the other does nothing.
 */
import type { Departure } from "../../departures/model.ts";
import { departureChanged, seatsToRestore } from "./departure-changed.server.ts";
import { type RemindersOptions, remindersDeps } from "./deps.server.ts";
import { queueDueReminders } from "./run.server.ts";
import { sentFor } from "./store.server.ts";

export function createRemindersService(options: RemindersOptions) {
  const deps = remindersDeps(options);
  const { db, log } = deps;
  const run = () => queueDueReminders(deps);

  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    run,
    departureChanged: (before: Departure, after: Departure, told?: { line?: string }) => departureChanged(deps, before, after, told),
    seatsToRestore: (departureId: number) => seatsToRestore(deps, departureId),
    /** The reminders sent for a booking (its history). */
    sentFor: (requestId: number) => sentFor(db, requestId),
    /** Runs now, then every `everyMs` (the server calls it once it listens). */
    start(everyMs = 10 * 60_000) {
      if (timer) return;
      const go = async () => {
        try {
          if (await options.held?.()) return;
          await run();
        } catch (error) {
          log.error("Reminders: could not be queued:", error);
        }
      };
      void go();
      timer = setInterval(go, everyMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
