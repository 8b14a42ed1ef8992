/** The booking page as its link shows it: the trip, the meeting, the gear, the money (the booker's), the participants and the conditions. */
import type { ExcursionEntry } from "../../catalogue/model.ts";
import { excursionById } from "../../catalogue/model.ts";
import { formatAmount } from "../../catalogue/price.ts";
import { bookingPrice, KIT, totalLines } from "../../catalogue/total.ts";
import { rentalItemName } from "../../content/rental/index.ts";
import { departureDates } from "../../departures/model.ts";
import { fill } from "../../i18n/fill.ts";
import { bookingTexts } from "../i18n/index.ts";
import { bookingPageTexts } from "../i18n/page/index.ts";
import { conditionsOf, conditionsShownSince } from "./conditions.server.ts";
import { type BookingPageDeps, urlOf } from "./deps.server.ts";
import { forwardedLink } from "./links.server.ts";
import type { BookingPageView, Opened, ParticipantView, Scope } from "./model.ts";
import { otherLanguage, textOf } from "./owner-text.ts";
import * as pages from "./store.server.ts";
import { DAY_MS, retentionEnd, tripStarted } from "./trip.server.ts";

/** One participant as the page shows them: its values only to whoever typed them. */
function participantView(row: pages.ParticipantRow | undefined, slot: number, scope: Scope): ParticipantView {
  if (!row) return { slot, filled: false, name: "", conditionsAt: null, filledBy: null, values: null, personalDeleted: false };
  const mine = scope.kind === "participant" || row.filled_by === "booker";
  return {
    slot,
    filled: row.conditions_at !== null,
    name: row.full_name,
    conditionsAt: row.conditions_at,
    filledBy: row.filled_by,
    personalDeleted: row.personal_deleted_at !== null,
    values: mine
      ? {
          full_name: row.full_name,
          document: row.document ?? "",
          nationality: row.nationality,
          birth_date: row.birth_date ?? "",
          emergency_name: row.emergency_name ?? "",
          emergency_phone: row.emergency_phone ?? "",
          health: row.health ?? "",
          experience: row.experience,
          shoe_size: row.shoe_size,
          harness_size: row.harness_size,
        }
      : null,
  };
}

export async function bookingPageView(deps: BookingPageDeps, opened: Extract<Opened, { kind: "open" }>): Promise<BookingPageView> {
  const { request, departure, scope, lang, token } = opened;
  const catalogue = await deps.catalogue();
  const texts = bookingPageTexts[lang];
  const excursion: ExcursionEntry | undefined = excursionById(catalogue, request.offer);
  const year = Number(deps.today().slice(0, 4));
  const dateSource = departure ?? { startDate: request.dateFrom, endDate: request.dateTo };
  const dates = departureDates(dateSource, lang, year);
  const days =
    dateSource.startDate && dateSource.endDate
      ? Math.round((Date.parse(dateSource.endDate) - Date.parse(dateSource.startDate)) / DAY_MS) + 1
      : 1;
  const total = bookingPrice(catalogue, { offer: request.offer, people: request.groupSize, days, gear: request.gear });
  const gearName = (id: string) =>
    id === KIT
      ? fill(bookingTexts[lang].fields.gear.kit, { count: catalogue.home.data.kitPrice?.people ?? 2 }, lang)
      : rentalItemName(catalogue, id, lang);
  const place = textOf(excursion, lang, "meetingPlace");
  const rows = await pages.participantsOf(deps.db, request.id);
  const bySlot = new Map(rows.map((row) => [row.slot, row]));
  const slots = scope.kind === "booker" ? Array.from({ length: request.groupSize }, (_, index) => index + 1) : [scope.slot];
  const participants = slots.map((slot) => participantView(bySlot.get(slot), slot, scope));
  const participantLinks: Record<number, string> = {};
  if (scope.kind === "booker") {
    for (const participant of participants) {
      if (participant.filled) continue;
      participantLinks[participant.slot] = await forwardedLink(deps, request, token, participant.slot);
    }
  }
  const cancellation = await pages.cancellationOf(deps.db, request.id);
  const conditions = conditionsOf(catalogue, lang, excursion);
  return {
    lang,
    reference: request.reference,
    state: request.status === "done" ? "done" : cancellation?.status === "asked" ? "cancelRequested" : "confirmed",
    excursion: textOf(excursion, lang, "name") || request.offer,
    dates: dates.kind === "tbc" ? texts.datesTbc : dates.text,
    meeting:
      excursion && (place || excursion.data.meeting.time)
        ? {
            place,
            time: excursion.data.meeting.time,
            mapUrl: excursion.data.meeting.mapUrl,
            ...(place && otherLanguage(excursion, lang, "meetingPlace") ? { placeIn: otherLanguage(excursion, lang, "meetingPlace") } : {}),
          }
        : null,
    ...(otherLanguage(excursion, lang, "bring") ? { bringIn: otherLanguage(excursion, lang, "bring") } : {}),
    bring: textOf(excursion, lang, "bring")
      .split("\n")
      .map((line) => line.replace(/^[-*•]\s*/, "").trim())
      .filter(Boolean),
    rented: request.gear.map(gearName),
    groupSize: request.groupSize,
    // The group's money is the booker's: a participant's page shows none.
    total: total && scope.kind === "booker" ? formatAmount(total.amount, total.currency, lang) : null,
    totalLines:
      total?.gear.length && scope.kind === "booker"
        ? totalLines(total, lang, { excursion: textOf(excursion, lang, "name") || request.offer, gear: gearName })
        : [],
    scope,
    participants,
    participantLinks,
    ownLink: opened.role === "own" ? urlOf(deps, request, token) : null,
    conditions,
    conditionsSince: await conditionsShownSince(deps, conditions),
    cancellation: cancellation ? { status: cancellation.status, askedAt: cancellation.asked_at, answer: cancellation.answer } : null,
    days: deps.settings.participantDataDays,
    started: tripStarted(deps, request, departure),
    until: retentionEnd(deps, request, departure),
  };
}
