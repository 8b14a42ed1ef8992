/**
 * The Request to book form over HTTP: the excursion page's loader and action call these. The same
 * action answers a plain form post (the page renders again with the outcome) and the page's script.
 */
import type { ExcursionEntry } from "../catalogue/model.ts";
import { data, type RouterContextProvider } from "react-router";
import { rentalItemName } from "../content/rental/index.ts";
import { rentableFor } from "../catalogue/total.ts";
import { fill } from "../i18n/fill.ts";
import { departureView } from "../departures/view.ts";
import { isBookable, type Departure } from "../departures/model.ts";
import { receiveForm, refusalStatus } from "../forms/receive.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { departuresTexts } from "../departures/i18n/index.ts";
import { excursionStructuredData, pageStructuredData } from "../departures/structured-data.server.ts";
import { servicesOf, visitorContext } from "../site/context.ts";
import type { Services } from "../site/context.ts";
import type { ExcursionId } from "../site/pages.ts";
import { bookingTexts } from "./i18n/index.ts";
import { bookingErrorText, type BookingActionData, type BookingFormError, type BookingSection, type BookingTyped } from "./model.ts";
import { bookingFields } from "./fields.ts";
import { preselectedDeparture } from "./preselect.ts";
import { bookingFormFor, type BookingContext, type BookingErrorCode } from "./schema.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the form knows of the departures: those a request can name now, with their seats left. */
function bookingContext(departures: Departure[], today: string, gear: readonly string[]): BookingContext {
  return {
    gear,
    departures: departures
      .filter((departure) => isBookable(departure, today))
      .map((departure) => ({ id: String(departure.id), seatsLeft: departure.seatsTotal - departure.seatsTaken })),
    today,
  };
}

/**
 * For the excursion page's loader: the form's texts and the excursion's next departures. Its hidden
 * fields are the comment form's (one signed time and one-time key serve both forms of the page:
 * a post is told apart by what it says, app/forms/idempotency.server.ts).
 */
export async function bookingSection(
  context: Readonly<RouterContextProvider>,
  entry: ExcursionEntry,
  lang: Lang,
  /** The departure a link asked for (`?departure=`, app/bookings/preselect.ts), if any. */
  asked: string | null = null,
): Promise<BookingSection> {
  const services = servicesOf(context);
  const today = services.departures.today();
  const departures = await services.departures.upcoming({ offer: entry.key, withCancelled: true });
  const catalogue = await services.catalogue.published();
  // The excursion with its prices, and each dated departure as an Event, in the page's JSON-LD (the
  // document's head, not the page's data).
  (context as RouterContextProvider).set(pageStructuredData, excursionStructuredData(entry, lang, departures, services.env.PUBLIC_URL));
  const {
    mail: _mail,
    summary: _summary,
    errors: _errors,
    formErrors,
    kept: _kept,
    success: _success,
    whatsapp: _whatsapp,
    sending: _sending,
    ...words
  } = bookingTexts[lang];
  const texts = { ...words, fields: { ...words.fields, gear: { label: words.fields.gear.label } }, network: formErrors.network };
  return {
    texts,
    departureTexts: {
      title: departuresTexts[lang].title,
      ...(departures.some((departure) => departure.startDate !== null) ? {} : { none: departuresTexts[lang].none }),
    },
    departures: departures
      .filter((departure) => departure.startDate !== null)
      .map((departure) => {
        const { dates, ...view } = departureView(departure, lang, today);
        // The page writes the dates from their parts: the whole line stays here.
        return {
          ...view,
          dates: dates.kind === "dated" ? { kind: dates.kind, parts: dates.parts } : dates,
          bookable: isBookable(departure, today),
        };
      }),
    chosen: preselectedDeparture(departures, today, asked),
    today,
    gear: rentableFor(catalogue, entry.key).map((key) => ({ key, name: rentalItemName(catalogue, key, lang) })),
  };
}

/** What was typed, to give back (text fields, and the boxes ticked). */
function typedBooking(form: FormData): BookingTyped {
  const values: BookingTyped = {};
  for (const name of bookingFields) {
    if (name === "gear")
      values.gear = form
        .getAll(name)
        .filter((value): value is string => typeof value === "string")
        .slice(0, 100);
    else {
      const value = form.get(name);
      values[name] = typeof value === "string" ? value.slice(0, 12_000) : "";
    }
  }
  return values;
}

async function refuse(services: Services, lang: Lang, formError: BookingFormError, values: BookingTyped = {}, retryAfterSeconds?: number) {
  const texts = bookingTexts[lang].formErrors;
  // "Write to us on WhatsApp" only when the business has a number to write to.
  const noChat = formError === "rate-limited" && !(await services.business.current().catch(() => undefined))?.whatsapp;
  return data<BookingActionData>(
    { kind: "booking", ok: false, errors: {}, formError: noChat ? texts["rate-limited-no-chat"] : texts[formError], values },
    { status: refusalStatus[formError], headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
  );
}

/** For the excursion page's action, on a post to `?book`: the toolkit's checks, the form's rules, then the request is stored. */
export async function bookingAction({ request, context }: Args, excursion: ExcursionId, lang: Lang) {
  const services = servicesOf(context);
  const visitor = context.get(visitorContext).address;
  const received = await receiveForm(request, visitor, services.bookings.policy);
  const values = typedBooking(received.form);
  if (!received.ok) return refuse(services, lang, received.refusal, values, received.retryAfterSeconds);
  // The rules of now: the departures bookable at this moment, today's date in Bariloche.
  const departures = await services.departures.upcoming({ offer: excursion }).catch(() => undefined);
  if (!departures) return refuse(services, lang, "save-failed", values);
  const catalogue = await services.catalogue.published().catch(() => undefined);
  if (!catalogue) return refuse(services, lang, "save-failed", values);
  const rules = bookingContext(departures, services.departures.today(), rentableFor(catalogue, excursion));
  const validation = bookingFormFor(rules).validate(received.form);
  if (!validation.ok) {
    const chosen = rules.departures.find((departure) => departure.id === values.departure);
    const errors = Object.fromEntries(
      Object.entries(validation.errors).map(([field, code]) => [
        field,
        bookingErrorText(bookingTexts[lang], code as BookingErrorCode, lang, chosen?.seatsLeft),
      ]),
    );
    return data<BookingActionData>({ kind: "booking", ok: false, errors, formError: null, values }, { status: 400 });
  }
  const result = await services.bookings.submit({ offer: excursion, values: validation.values, lang, key: received.key, visitor });
  if (!result.ok) return refuse(services, lang, result.formError, values, result.retryAfterSeconds);
  const texts = bookingTexts[lang];
  return data<BookingActionData>({
    kind: "booking",
    ok: true,
    reference: result.reference,
    summary: result.summary,
    message: fill(texts.success, { reference: result.reference }),
    whatsapp: texts.whatsapp,
  });
}
