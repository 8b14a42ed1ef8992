/**
 * The Request to book form's schema: the browser checks a submit with it, the action checks every
 * post again with the very same rules (app/forms/schema.ts). The departures it may name, their
 * seats left and today's date (in Bariloche) come from the page: one schema per page rendering.
 */
import { EMAIL_PATTERN } from "../forms/email.ts";
import { choice, choices, defineForm, integer, isoDate, line, text, type FormErrors, type FormValues, type Rule } from "../forms/schema.ts";
import { languages } from "../i18n/languages.ts";

import { bookingLimits, experienceLevels, type BookingFieldName } from "./fields.ts";

/** A phone or WhatsApp number: digits, spaces and the usual punctuation, an optional leading +. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,30}$/;

const headerSafe = { lineBreak: "line_break", encodedWord: "encoded_word" } as const;

/** What the form knows of the page it is on. */
export type BookingContext = {
  /** The departures a request can name, with their seats left. */
  departures: readonly { id: string; seatsLeft: number }[];
  /** `YYYY-MM-DD` in Bariloche: preferred dates cannot be before it. */
  today: string;
  /** The rental items the excursion offers (their keys, app/catalogue/total.ts): the only gear that can be asked for. */
  gear: readonly string[];
};

/** Each field's rule (the fields are app/bookings/fields.ts's, in its order). */
function bookingRules(ids: readonly string[], gear: readonly string[]) {
  return {
    departure: choice(ids, { invalid: "departure_unknown" }),
    // The codes after `|` are the checks across fields (below).
    date_from: isoDate<"date_invalid" | "dates_required" | "date_past">({ invalid: "date_invalid" }),
    date_to: isoDate<"date_invalid" | "date_past" | "dates_order">({ invalid: "date_invalid" }),
    group_size: integer<"group_required" | "group_invalid" | "group_over_seats">({
      min: 1,
      max: bookingLimits.groupSize,
      required: "group_required",
      invalid: "group_invalid",
    }),
    experience: choice(experienceLevels, { required: "experience_required", invalid: "experience_required" }),
    gear: choices(gear, { invalid: "gear_unknown" }),
    group_lang: choice(languages, { required: "language_required", invalid: "language_required" }),
    user_name: line({ required: "name_required", max: bookingLimits.user_name, tooLong: "name_too_long", ...headerSafe }),
    user_email: line({
      required: "email_required",
      max: bookingLimits.user_email,
      tooLong: "email_too_long",
      ...headerSafe,
      format: { pattern: EMAIL_PATTERN, error: "email_invalid" },
    }),
    phone: line({
      max: bookingLimits.phone,
      tooLong: "phone_invalid",
      lineBreak: "phone_invalid",
      format: { pattern: PHONE_PATTERN, error: "phone_invalid" },
    }),
    message: text({ max: bookingLimits.message, tooLong: "message_too_long" }),
  } satisfies Record<BookingFieldName, Rule<unknown, string>>;
}
type Rules = ReturnType<typeof bookingRules>;

/**
 * The rules, and the checks across fields in the same pass (`allAtOnce`): "choose a departure or
 * give dates" comes with the name and email missing, not after they are fixed. A field refused on
 * its own is absent from `values`, and checks that need it wait for it.
 */
export function bookingFormFor(context: BookingContext) {
  return defineForm(
    bookingRules(
      context.departures.map((departure) => departure.id),
      context.gear,
    ),
    (values: Partial<FormValues<Rules>>) => {
      const errors: FormErrors<Rules> = {};
      // An unknown departure says what to do already; dates are not asked for on top of it.
      if (!("departure" in values)) return errors;
      const chosen = context.departures.find((departure) => departure.id === values.departure);
      if (chosen) {
        if (values.group_size !== undefined && values.group_size > chosen.seatsLeft) errors.group_size = "group_over_seats";
        return errors;
      }
      if (values.date_from === "") errors.date_from = "dates_required";
      else if (values.date_from !== undefined && values.date_from < context.today) errors.date_from = "date_past";
      if (values.date_to) {
        if (values.date_to < context.today) errors.date_to = "date_past";
        else if (values.date_from && values.date_to < values.date_from) errors.date_to = "dates_order";
      }
      return errors;
    },
    { allAtOnce: true },
  );
}

type BookingForm = ReturnType<typeof bookingFormFor>;
type BookingField = keyof Rules & string;
export type BookingValues = FormValues<Rules>;
type BookingErrors = FormErrors<Rules>;
export type BookingErrorCode = NonNullable<BookingErrors[BookingField]>;
