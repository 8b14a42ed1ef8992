/**
 * A request moved through new → answered → confirmed or declined → done. Confirming onto a
 * departure takes its seats in the same transaction: a departure is never overbooked, even when two
 * instances confirm its last seat at the same moment.
 */
import { releaseSeats, takeSeatsOn } from "../departures/store.server.ts";
import { queueEmails } from "../mail/store.server.ts";
import * as audit from "../workspace/audit.server.ts";
import { personalLine } from "./confirmed-mail.server.ts";
import type { BookingsDeps } from "./deps.server.ts";
import { announce } from "./events.server.ts";
import { type BookingStatus, nextStatuses } from "./model.ts";
import { type ConfirmProblem, Refused, refusalOf, seatsRefusal } from "./refused.server.ts";
import { confirmationEmail, declinedEmail } from "./state-emails.server.ts";
import * as store from "./store.server.ts";

type StateChangeEmail = { to: string; subject: string };

type StateChange =
  | {
      ok: true;
      request: store.BookingRequest /** The confirmation emailed to the traveller, queued with the change. */;
      emailed?: StateChangeEmail;
    }
  | { ok: false; error: string; problem?: ConfirmProblem };

type StateChangeOptions = {
  departureId?: number;
  /** The owner's personal line in the confirmation email. */
  personal?: string;
  /** Who changes it, from the workspace: the history's line is written in the change's transaction (and the form's key kept with it). */
  history?: { actor: audit.Actor; formKey?: string };
  /** Declining a confirmed booking: what it paid, said in the email that tells the traveller. */
  paid?: { cents: number; currency: string } | null;
  /** The traveller asked for it (their request to cancel, accepted): their page says so, no email. */
  asked?: boolean;
};

/** The workspace's history line of a request's change of state. */
function stateHistory(
  before: store.BookingRequest,
  after: store.BookingRequest,
  by: NonNullable<StateChangeOptions["history"]>,
  emailed: StateChangeEmail | undefined,
  note: string | undefined,
): audit.AuditEntry {
  return {
    actor: by.actor,
    action: "request.state",
    subject: `request ${before.reference}`,
    before: { status: before.status, departure: before.departureId, seatsHeld: before.seatsHeld },
    after: {
      status: after.status,
      departure: after.departureId,
      seatsHeld: after.seatsHeld,
      // The email it sent, with the owner's personal line as it went.
      ...(emailed ? { email: { ...emailed, note } } : {}),
    },
    formKey: by.formKey,
  };
}

/**
 * Moves a request to `to`. Confirming onto a departure (the one it names, or `departureId`) takes
 * its seats in the same transaction, or refuses when too few are left; declining a confirmed
 * request gives its seats back.
 */
export async function changeState(
  deps: BookingsDeps,
  which: number | string | store.BookingRequest,
  to: BookingStatus,
  change: StateChangeOptions = {},
): Promise<StateChange> {
  // A request already read (the workspace's screen read it) is not read again: the move is conditional on its state.
  const current = typeof which === "object" ? which : await store.getRequest(deps.db, which);
  if (!current) return { ok: false, error: `No request ${String(which)}` };
  if (!nextStatuses[current.status].includes(to)) {
    return {
      ok: false,
      error: `A request ${current.status} cannot become ${to} (it can become: ${nextStatuses[current.status].join(", ") || "nothing"})`,
    };
  }
  const time = deps.now();
  const departureId = change.departureId ?? current.departureId ?? undefined;
  let seatsMoved: number | undefined;
  let emailed: { to: string; subject: string } | undefined;
  try {
    // Confirming onto a departure tells the traveller: the email is queued with the change, or neither happens.
    const planned =
      to === "confirmed" && departureId !== undefined
        ? await confirmationEmail(deps, current, departureId, personalLine(change.personal), time)
        : undefined;
    // What the request becomes: the move below is conditional on the state read, so this is what it is once it commits.
    const moved: store.BookingRequest = {
      ...current,
      status: to,
      updatedAt: time,
      departureCancelledAt: null,
      // The first confirmation is kept (store.moveRequest).
      confirmedAt: to === "confirmed" ? (current.confirmedAt ?? time) : current.confirmedAt,
    };
    // Declining a confirmed booking tells the traveller, once: queued with the move, or neither happens.
    const declined =
      current.status === "confirmed" && to === "declined" && !change.asked
        ? await declinedEmail(deps, current, change.paid ?? null, time)
        : undefined;
    await deps.db.transaction().execute(async (trx) => {
      if (planned) {
        // The departure read for the email (its excursion's, not over): its seats are taken only while its dates are still the email's.
        const { departure } = planned;
        if (
          !(await store.moveRequest(
            trx,
            current.id,
            [current.status],
            { status: "confirmed", departureId: departure.id, seatsHeld: current.groupSize },
            time,
          ))
        )
          throw new Refused("The request changed meanwhile: look at it again");
        if (!(await takeSeatsOn(trx, departure, current.groupSize, time))) throw await seatsRefusal(trx, departure, current.groupSize);
        Object.assign(moved, { departureId: departure.id, seatsHeld: current.groupSize });
        seatsMoved = departure.id;
        await queueEmails(trx, { contact_id: null, booking_id: current.id }, [planned.email], time);
        emailed = { to: planned.email.recipient, subject: planned.email.subject };
      } else if (current.seatsHeld > 0 && to === "declined") {
        if (!(await store.moveRequest(trx, current.id, [current.status], { status: to, seatsHeld: 0 }, time)))
          throw new Refused("The request changed meanwhile: look at it again");
        moved.seatsHeld = 0;
        if (current.departureId !== null) {
          await releaseSeats(trx, current.departureId, current.seatsHeld, time);
          seatsMoved = current.departureId;
        }
      } else if (to === "cancelled" || !(await store.moveRequest(trx, current.id, [current.status], { status: to }, time))) {
        // "cancelled" is the departure's doing (app/bookings/reminders/), never a move of its own.
        throw new Refused("The request changed meanwhile: look at it again");
      }
      if (declined) {
        await queueEmails(trx, { contact_id: null, booking_id: current.id }, [declined], time);
        emailed = { to: declined.recipient, subject: declined.subject };
      }
      // The history line is written with the change it describes: both, or neither.
      if (change.history) await audit.record(trx, stateHistory(current, moved, change.history, emailed, change.personal), time);
    });
    return finish(deps, moved, emailed, seatsMoved);
  } catch (error) {
    if (error instanceof Refused) return refusalOf(error);
    throw error;
  }
}

/** After a change committed: the outbox woken, the departure's and the request's screens told. */
async function finish(
  deps: BookingsDeps,
  request: store.BookingRequest,
  emailed: StateChangeEmail | undefined,
  seatsMoved: number | undefined,
): Promise<StateChange> {
  if (emailed) deps.outbox.poke();
  if (seatsMoved !== undefined) await deps.departures.announce(seatsMoved);
  await announce(deps, request, "changed");
  return { ok: true, request, ...(emailed ? { emailed } : {}) };
}
