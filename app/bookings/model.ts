/**
 * What the excursion page, the booking action and the browser share: the request's states, the
 * action's answer, and the page's data for the form.
 */
import type { FormProblem } from "../forms/receive.server.ts";
import type { DatesInParts } from "../components/DepartureDates.tsx";
import type { DepartureView } from "../departures/view.ts";
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/languages.ts";
import type { BookingTexts } from "./i18n/en.ts";
import { bookingLimits, type BookingFieldName } from "./fields.ts";
import type { BookingErrorCode } from "./schema.ts";

/**
 * new → answered → confirmed or declined → done; a confirmed request whose departure the owner
 * cancelled is "cancelled" (it holds no seat), and confirmed again when the owner restores the
 * departure (app/bookings/reminders/service.server.ts), never by hand.
 */
export const bookingStatuses = ["new", "answered", "confirmed", "declined", "cancelled", "done"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The states a request can move to from each state. */
export const nextStatuses: Record<BookingStatus, readonly BookingStatus[]> = {
  new: ["answered", "confirmed", "declined"],
  answered: ["confirmed", "declined"],
  confirmed: ["declined", "done"],
  declined: ["done"],
  cancelled: ["done"],
  done: [],
};

/** The owner's personal line in the email that confirms a booking: plain text, at most this many characters. */
export const PERSONAL_LINE_MAX = 300;

/** The most characters the line to a traveller whose request to cancel is refused takes (the form says it). */
export const CANCEL_ANSWER_MAX = 500;

/** The query string the form posts to (`?book`): the excursion page's action tells it from a comment by it. */
export const BOOKING_ACTION_PARAM = "book";

/** The query a link to the form carries to arrive with a departure chosen (`?departure=12#request`, app/bookings/preselect.ts). */
export const DEPARTURE_PARAM = "departure";
/** The form on the excursion page: what the page's call to action and the home cards jump to. */
export const REQUEST_ANCHOR = "request";

export type BookingFormError = FormProblem;

/** Values as typed (text), to put back in the form after a refusal. */
export type BookingTyped = Record<string, string | string[]>;

export type BookingActionData =
  | {
      kind: "booking";
      ok: true;
      /** The short reference the visitor quotes; unique per stored request. */
      reference: string;
      /** The request in a few lines, for the chat button. */
      summary: string;
      /** "Request received! Your reference is …", and the chat button's label, in the page's language. */
      message: string;
      whatsapp: string;
      kept?: true;
    }
  | {
      kind: "booking";
      ok: false;
      /** Each field's error, in the page's language (the server checks every field at once). */
      errors: Partial<Record<BookingFieldName, string>>;
      /** A problem with the post as a whole, in the page's language. */
      formError: string | null;
      /** The post never reached the server (the page's own answer, offline). */
      network?: true;
      values: BookingTyped;
    };

export function isBookingResult(value: unknown): value is BookingActionData {
  return typeof value === "object" && value !== null && (value as BookingActionData).kind === "booking";
}

/** The page's texts for the form (errors come with the action's answer; the emails' stay on the server). */
type BookingFormTexts = Omit<
  BookingTexts,
  "mail" | "summary" | "errors" | "formErrors" | "kept" | "success" | "whatsapp" | "fields" | "sending"
> & {
  fields: Omit<BookingTexts["fields"], "gear"> & { gear: { label: string } };
  network: string;
};

/** What the excursion page's loader hands the form. */
export type BookingSection = {
  texts: BookingFormTexts;
  /** The list's title, and what it says when there is no dated departure (only then). */
  departureTexts: { title: string; none?: string };
  /** Next dated departures of this excursion (cancelled ones too, marked), as the page shows them. */
  departures: (Omit<DepartureView, "dates"> & { dates: DatesInParts; bookable: boolean })[];
  /** The departure the form starts with: the one asked for, else the nearest with a seat left; "" for other dates (app/bookings/preselect.ts). */
  chosen: string;
  /** `YYYY-MM-DD` in Bariloche (the earliest preferred date). */
  today: string;
  /** The rental items the excursion offers, in the catalogue's order, with their names in the page's language. */
  gear: { key: string; name: string }[];
};

const limitOf: Partial<Record<BookingErrorCode, number>> = {
  name_too_long: bookingLimits.user_name,
  email_too_long: bookingLimits.user_email,
  phone_invalid: bookingLimits.phone,
  message_too_long: bookingLimits.message,
  group_invalid: bookingLimits.groupSize,
};

/** A field error's text; `seats`: the chosen departure's seats left (for `group_over_seats`). */
export function bookingErrorText(texts: Pick<BookingTexts, "errors">, code: BookingErrorCode, lang: Lang, seats = 0): string {
  return fill(texts.errors[code], { count: code === "group_over_seats" ? seats : (limitOf[code] ?? 0) }, lang);
}
