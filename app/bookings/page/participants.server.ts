/** A participant's form, saved with the conditions accepted. */
import { excursionById } from "../../catalogue/model.ts";
import type { Lang } from "../../i18n/languages.ts";
import { conditionsOf } from "./conditions.server.ts";
import { type BookingPageDeps, urlOf } from "./deps.server.ts";
import { newLink } from "./links.server.ts";
import type { SaveResult } from "./model.ts";
import { openedBy } from "./opened.server.ts";
import { checkParticipant, type ParticipantField } from "./participant.ts";
import * as pages from "./store.server.ts";
import { tripStarted } from "./trip.server.ts";

/**
 * One participant's form, saved with the conditions accepted (their exact text kept by its hash)
 * in one transaction. A participant corrects their own form through their link as often as they
 * need until the departure starts; the booker never overwrites it. Once the departure has
 * started, a filled form is no longer corrected (the guide's list is what counts on the day).
 */
export async function saveParticipant(
  deps: BookingPageDeps,
  input: {
    token: string;
    slot: number;
    form: Partial<Record<ParticipantField, string>>;
    conditionsHash: string;
    visitorHash: string;
    /** The language the page was shown in (its conditions were those of that language). */
    lang?: Lang;
  },
): Promise<SaveResult> {
  const { db } = deps;
  const opened = await openedBy(deps, input.token, input.lang);
  if (opened.kind === "handedOver") return { ok: false, kind: "refused", errors: {}, formError: "handed_over" };
  if (opened.kind !== "open") return { ok: false, kind: "unknown" };
  const { request, scope, departure } = opened;
  // Through the link the booker forwarded: the participant's first save, which gives them their own link.
  const forwarded = opened.role === "forwarded";
  const slot = scope.kind === "participant" ? scope.slot : input.slot;
  if (!Number.isInteger(slot) || slot < 1 || slot > request.groupSize) return { ok: false, kind: "unknown" };
  if (!deps.allowPost(input.visitorHash)) return { ok: false, kind: "refused", errors: {}, formError: "rate_limited" };
  const checked = checkParticipant(input.form, deps.today());
  if (!checked.ok) return { ok: false, kind: "refused", errors: checked.errors };
  const catalogue = await deps.catalogue();
  const conditions = conditionsOf(catalogue, opened.lang, excursionById(catalogue, request.offer));
  // The text changed since the page was shown: the page shows the new one, to accept again.
  if (conditions.hash !== input.conditionsHash) return { ok: false, kind: "refused", errors: {}, formError: "form_expired" };
  const existing = await pages.participantState(db, request.id, slot);
  // A participant's own form, saved by them, is theirs: the booker sees it filled, and cannot overwrite it.
  if (scope.kind === "booker" && existing?.filled_by === "participant")
    return { ok: false, kind: "refused", errors: {}, formError: "closed" };
  // From the departure's start the guide's list is what counts: a form is neither corrected nor filled.
  if (tripStarted(deps, request, departure))
    return { ok: false, kind: "refused", errors: {}, formError: existing?.conditions_at != null ? "corrections_closed" : "forms_closed" };
  const time = deps.now();
  const { values } = checked;
  try {
    const saved = await db.transaction().execute(async (trx) => {
      await pages.keepConditions(trx, { hash: conditions.hash, lang: opened.lang, text: conditions.text, shownAt: time });
      const row: pages.ParticipantValues = {
        full_name: values.fullName,
        nationality: values.nationality,
        experience: values.experience,
        shoe_size: values.shoeSize,
        harness_size: values.harnessSize,
        document: values.document,
        birth_date: values.birthDate,
        emergency_name: values.emergencyName,
        emergency_phone: values.emergencyPhone,
        health: values.health,
        personal_deleted_at: null,
        conditions_hash: conditions.hash,
        conditions_name: values.fullName,
        conditions_at: time,
        filled_by: scope.kind,
        updated_at: time,
      };
      // Neither the booker's post nor one through the forwarded link replaces a form its participant
      // saved, even one saved a moment ago: only the participant's own link does.
      if (!(await pages.writeParticipant(trx, request.id, slot, row, { keepParticipants: opened.role !== "own" })))
        return { saved: false as const };
      // Their first save: a link of their own, made in the same transaction (both, or neither).
      return { saved: true as const, ownToken: forwarded ? await newLink(deps, trx, request.id, slot, "own") : undefined };
    });
    if (!saved.saved) return { ok: false, kind: "refused", errors: {}, formError: forwarded ? "handed_over" : "closed" };
    if (saved.ownToken) return { ok: true, slot, own: true, ownLink: urlOf(deps, request, saved.ownToken) };
  } catch (error) {
    // Never the values: they are personal.
    deps.log.error(`Booking ${request.reference}: a participant could not be saved (${(error as Error).name})`);
    return { ok: false, kind: "refused", errors: {}, formError: "save_failed" };
  }
  return { ok: true, slot, own: scope.kind === "participant" };
}
