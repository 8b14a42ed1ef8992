/**
 * The participants' personal data kept only `participantDataDays` after the trip's last day: the
 * purge runs on a timer on every instance; its conditional update makes one of them do it, and the
 * history says so once.
 */
import * as audit from "../../workspace/audit.server.ts";
import type { BookingPageDeps } from "./deps.server.ts";
import * as pages from "./store.server.ts";
import { addDays, tripLastDay } from "./trip.server.ts";

/** The purge of the personal data that is due, and its hourly timer. */
export function personalDataPurge(deps: BookingPageDeps) {
  const { db, settings, log, today, now } = deps;
  /**
   * Empties the personal fields of every participant whose trip ended `participantDataDays` ago,
   * one request at a time, each with its line in the workspace's history (counts, never the data).
   */
  let pendingForget = false;
  async function purge(): Promise<number> {
    const rows = await pages.participantsWithPersonalData(db);
    const due = new Map<number, string>();
    for (const row of rows) {
      // The page's own rule (`retentionEnd`): the departure's last day, the request's, or the bound after its confirmation.
      const last = tripLastDay(
        { dateFrom: row.date_from, dateTo: row.date_to, confirmedAt: row.confirmed_at },
        row.departure !== null ? { startDate: row.start_date, endDate: row.end_date } : null,
      );
      if (last !== null && today() >= addDays(last, settings.participantDataDays)) due.set(row.request_id, row.reference);
    }
    let emptied = 0;
    for (const [requestId, reference] of due) {
      const time = now();
      const count = await db.transaction().execute(async (trx) => {
        const count = await pages.emptyPersonalFields(trx, requestId, time);
        if (count > 0)
          await audit.record(
            trx,
            {
              actor: { id: null, email: "server" },
              action: "participants.purged",
              subject: `request ${reference}`,
              before: null,
              after: { participants: count, days: settings.participantDataDays },
            },
            time,
          );
        return count;
      });
      emptied += count;
    }
    if (emptied) {
      log.log(`Booking pages: personal data of ${emptied} participant(s) deleted after ${settings.participantDataDays} days`);
      // Out of the database's log too, not only its tables (decision 0104); tried again next time otherwise.
      pendingForget = !(await deps.database.forgetDeleted());
    } else if (pendingForget && (await deps.database.forgetDeleted())) pendingForget = false;
    return emptied;
  }

  /** The requests whose participants' personal data the purge deleted, and when (what snapshots taken before must forget). */
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    purge,
    /** Deletes what is due now, then every hour (the server calls it once it listens). */
    start(everyMs = 60 * 60_000) {
      if (timer) return;
      const run = () => purge().catch((error) => log.error("Booking pages: the personal data could not be deleted:", error));
      void run();
      timer = setInterval(run, everyMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
