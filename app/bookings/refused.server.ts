/** A refusal inside a transaction: rolls it back, then becomes the answer. */
import type { Departure } from "../departures/model.ts";
import { getDeparture } from "../departures/store.server.ts";

export type ConfirmProblem = "other-excursion" | "past-departure";

/**
 * `problem` names a refusal the owner's workspace words itself: the departure is of another
 * excursion, or over (`error` says the same in English, for the command line).
 */
export class Refused extends Error {
  readonly problem?: ConfirmProblem;
  constructor(message: string, problem?: ConfirmProblem) {
    super(message);
    this.problem = problem;
  }
}

/** Why the seats of a departure could not be taken: its dates changed since the email was written, or too few are left. */
export async function seatsRefusal(db: Parameters<typeof getDeparture>[0], read: Departure, seats: number): Promise<Refused> {
  const now = await getDeparture(db, read.id);
  if (!now) return new Refused(`No departure #${read.id}`);
  if (now.startDate !== read.startDate || now.endDate !== read.endDate || now.offer !== read.offer)
    return new Refused("The departure changed meanwhile: look at it again");
  return new Refused(
    `Departure #${read.id} has ${Math.max(0, now.seatsTotal - now.seatsTaken)} seat(s) left (${now.status}): not enough for ${seats}`,
  );
}

/** A refusal as the service answers it. */
export function refusalOf(error: Refused): { ok: false; error: string; problem?: ConfirmProblem } {
  return { ok: false, error: error.message, ...(error.problem ? { problem: error.problem } : {}) };
}
