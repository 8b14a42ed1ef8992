/**
 * The Request to book form over HTTP: the excursion page's loader and action call these. The same
 * action answers a plain form post (the page renders again with the outcome) and the page's script.
 */
import { data, type RouterContextProvider } from "react-router";
import { getExcursionContent } from "../content/excursions/index.ts";
import { getRentalContent } from "../content/rental/index.ts";
import { fill } from "../i18n/fill.ts";
import { departureView } from "../departures/view.ts";
import { isBookable, type Departure } from "../departures/model.ts";
import { receiveForm, refusalStatus } from "../forms/receive.server.ts";
import { languageNames, languages, type Lang } from "../i18n/languages.ts";
import { departuresTexts } from "../departures/i18n/index.ts";
import { servicesOf, visitorContext } from "../site/context.ts";
import type { ExcursionId } from "../site/pages.ts";
import { bookingTexts } from "./i18n/index.ts";
import type { BookingActionData, BookingFormError, BookingSection, BookingTyped } from "./model.ts";
import { bookingFormFor, gearIds, type BookingContext } from "./schema.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the form knows of the departures: those a request can name now, with their seats left. */
export function bookingContext(departures: Departure[], today: string): BookingContext {
  return {
    departures: departures.filter((departure) => isBookable(departure, today)).map((departure) => ({ id: String(departure.id), seatsLeft: departure.seatsTotal - departure.seatsTaken })),
    today,
  };
}

/** For the excursion page's loader: the form's texts, hidden fields and the excursion's next departures. */
export async function bookingSection(context: Readonly<RouterContextProvider>, excursion: ExcursionId, lang: Lang): Promise<BookingSection> {
  const services = servicesOf(context);
  const today = services ? services.departures.today() : "";
  const departures = services ? await services.departures.upcoming({ offer: excursion, withCancelled: true }) : [];
  const { mail: _mail, summary: _summary, ...texts } = bookingTexts[lang];
  const rental = getRentalContent(lang);
  return {
    texts,
    departureTexts: { title: departuresTexts[lang].title, none: departuresTexts[lang].none },
    guard: services ? services.bookings.guard() : { timeToken: "", formKey: "" },
    departures: departures
      .filter((departure) => departure.startDate !== null)
      .map((departure) => ({ ...departureView(departure, lang, today), bookable: isBookable(departure, today) })),
    today,
    prerequisite: getExcursionContent(excursion, lang).excursion.experience,
    lang,
    gear: gearIds.map((id) => ({ id, name: id === "kit" ? fill(texts.fields.gear.kit, { people: 2 }) : (rental.items.find((item) => item.id === id)?.title ?? id) })),
    languages: languages.map((id) => ({ id, name: languageNames[id] })),
  };
}

/** What was typed, to give back (text fields, and the boxes ticked). */
function typedBooking(form: FormData): BookingTyped {
  const values: BookingTyped = {};
  for (const name of ["departure", "date_from", "date_to", "group_size", "experience", "group_lang", "user_name", "user_email", "phone", "message"]) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 12_000) : "";
  }
  values.gear = form.getAll("gear").filter((value): value is string => typeof value === "string").slice(0, gearIds.length);
  return values;
}

function refuse(formError: Exclude<BookingFormError, "network">, values: BookingTyped = {}, retryAfterSeconds?: number) {
  return data<BookingActionData>(
    { kind: "booking", ok: false, errors: {}, formError, values },
    { status: refusalStatus[formError], headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
  );
}

/** For the excursion page's action, on a post to `?book`: the toolkit's checks, the form's rules, then the request is stored. */
export async function bookingAction({ request, context }: Args, excursion: ExcursionId, lang: Lang) {
  const services = servicesOf(context);
  if (!services) return refuse("save-failed");
  const visitor = context.get(visitorContext).address;
  const received = await receiveForm(request, visitor, services.bookings.policy);
  const values = typedBooking(received.form);
  if (!received.ok) return refuse(received.refusal, values, received.retryAfterSeconds);
  // The rules of now: the departures bookable at this moment, today's date in Bariloche.
  const departures = await services.departures.upcoming({ offer: excursion }).catch(() => undefined);
  if (!departures) return refuse("save-failed", values);
  const form = bookingFormFor(bookingContext(departures, services.departures.today()));
  const validation = form.validate(received.form);
  if (!validation.ok) return data<BookingActionData>({ kind: "booking", ok: false, errors: validation.errors, formError: null, values }, { status: 400 });
  const result = await services.bookings.submit({ offer: excursion, values: validation.values, lang, form: received.form, visitor });
  if (!result.ok) return refuse(result.formError, values, result.retryAfterSeconds);
  return data<BookingActionData>({ kind: "booking", ok: true, reference: result.reference, summary: result.summary });
}
