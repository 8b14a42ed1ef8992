/**
 * The email that tells a traveller their booking is confirmed, in the language they wrote in:
 * the excursion and its dates, where and when the group meets, what to bring (with the rental gear
 * they asked for), the group's total from the catalogue's prices, the deposit and how to pay it,
 * the policies the owner wrote, the owner's personal line, and the departure as a calendar file.
 * Only what the owner set is said: a text not written, a link not set, a price that cannot be
 * computed is left out or said to come later, never made up.
 *
 * Nothing the traveller typed goes in but their name (no message, no phone): a booking's email
 * is written from the business's own data.
 */
import { onlyInNote, shownText } from "../catalogue/shown-text.ts";
import { excursionById, type Catalogue, type Currency, type ExcursionEntry } from "../catalogue/model.ts";
import { parsePlainText, visibleText } from "../catalogue/plain-text.ts";
import { formatAmount } from "../catalogue/price.ts";
import { bookingPrice, KIT, totalLines, type BookingPrice } from "../catalogue/total.ts";
import { courseName } from "../content/home/index.ts";
import { excursionName } from "../content/excursions/index.ts";
import { rentalItemName } from "../content/rental/index.ts";
import { departuresTexts } from "../departures/i18n/index.ts";
import { departureDates, isCourseOffer, isOfferId, type Departure } from "../departures/model.ts";
import { fill } from "../i18n/fill.ts";
import { isLang, labelColon, type Lang } from "../i18n/languages.ts";
import { travellerEmail, type MailSection, type MailSettings, type PaymentDetails, type TravellerEmail } from "../mail/compose.server.ts";
import { BUSINESS_TIME_ZONE } from "../runtime/clock.server.ts";
import { bookingTexts } from "./i18n/index.ts";
import { departureCalendar } from "./ics.ts";
import { howToPay } from "./payment-link.ts";
import { PERSONAL_LINE_MAX } from "./model.ts";
import type { BookingRequest } from "./store.server.ts";

/** The kind of the email in the outbox (one per confirmation). */
export const CONFIRMED_KIND = "booking-confirmed";

/** The personal line as it is kept and sent: spaces and line breaks made single spaces, trimmed, cut to the limit. */
export function personalLine(text: string | undefined): string {
  return [...(text ?? "").replace(/\s+/g, " ").trim()].slice(0, PERSONAL_LINE_MAX).join("");
}

export type ConfirmedEmailInput = {
  request: Pick<BookingRequest, "reference" | "lang" | "offer" | "groupSize" | "gear" | "name" | "email">;
  departure: Pick<Departure, "startDate" | "endDate">;
  catalogue: Catalogue;
  settings: MailSettings;
  /** The owner's personal line ("" for none). */
  personal: string;
  /**
   * The slot of the traveller's private booking page: the link, once that page exists (another
   * step builds it); until then undefined, and the email has no such line.
   */
  bookingPageLink?: string;
  /** When it is written (epoch milliseconds), and how many confirmations of this booking went before (the calendar's SEQUENCE). */
  date: number;
  sequence: number;
};

/** The language of the request's page (the one they wrote in), English for one the site no longer has. */
export function travellerLang(lang: string): Lang {
  return isLang(lang) ? lang : "en";
}

/** The offer's name: an excursion's from the catalogue, a course's from the site's texts. */
function offerName(catalogue: Catalogue, offer: string, lang: Lang): string {
  if (isOfferId(offer) && isCourseOffer(offer)) return courseName(catalogue, offer, lang);
  return excursionName(catalogue, offer, lang);
}

const daysOf = (departure: Pick<Departure, "startDate" | "endDate">) =>
  departure.startDate && departure.endDate
    ? Math.round((Date.parse(`${departure.endDate}T00:00:00Z`) - Date.parse(`${departure.startDate}T00:00:00Z`)) / 86_400_000) + 1
    : 1;

/** The money part: the total (the gear in it, app/catalogue/total.ts), the deposit, and what the deposit's amount is (null when it cannot be said). */
function moneyOf(
  entry: ExcursionEntry | undefined,
  total: BookingPrice | null,
): { total: BookingPrice | null; deposit: { amount: number | null; percent?: number } | null; currency: Currency | null } {
  if (!entry) return { total: null, deposit: null, currency: null };
  const { pricing, deposit } = entry.data;
  if (!deposit) return { total, deposit: null, currency: pricing.currency };
  if (deposit.kind === "amount")
    return { total, deposit: { amount: deposit.amount > 0 ? deposit.amount : null }, currency: pricing.currency };
  // A share of a "from" total is a share of its lowest: said as such, the owner confirms the rest.
  const amount = total ? Math.round(total.amount * deposit.percent) / 100 : null;
  return { total, deposit: { amount, percent: deposit.percent }, currency: pricing.currency };
}

/** How to pay: the links (with the amount where the provider takes one) and the bank details, each only when set. */
function paymentSections(
  t: (typeof bookingTexts)[Lang]["mail"]["confirmed"],
  payment: PaymentDetails | undefined,
  amount: number | null,
  currency: Currency,
  lang: Lang,
): MailSection[] {
  const ways = howToPay(payment, amount, currency);
  if (!ways) return [];
  const rows: [string, string][] = [];
  if (ways.bank) {
    if (ways.bank.holder) rows.push([t.bankHolder, ways.bank.holder]);
    rows.push([t.bankAccount, ways.bank.account]);
    if (ways.bank.cuit) rows.push([t.bankCuit, ways.bank.cuit]);
  }
  const sections: MailSection[] = [
    {
      title: t.payTitle,
      lines: ways.sayAmount && amount !== null ? [fill(t.payAmount, { amount: formatAmount(amount, currency, lang) })] : [],
      links: ways.links.map((link) => ({
        label: link.withAmount ? fill(t.payLinkAmount, { provider: link.provider }) : link.provider,
        href: link.href,
      })),
    },
  ];
  if (rows.length) sections.push({ title: t.bankTitle, rows });
  return sections;
}

/**
 * The booking's calendar event: its UID the booking's reference, so that a later file (new dates, a
 * cancellation: a higher SEQUENCE) updates the same event in the traveller's calendar.
 */
export function bookingCalendar(input: {
  request: Pick<BookingRequest, "reference" | "lang" | "offer">;
  departure: Pick<Departure, "startDate" | "endDate">;
  catalogue: Catalogue;
  settings: MailSettings;
  description: string;
  /** The booking's private page: the event's link (without one, the event has none: the map is the email's). */
  link?: string;
  stamp: number;
  sequence: number;
  cancelled?: boolean;
}): string | undefined {
  const { request, departure, catalogue, settings } = input;
  if (departure.startDate === null) return undefined;
  const lang = travellerLang(request.lang);
  const entry = excursionById(catalogue, request.offer);
  return departureCalendar({
    uid: `${request.reference}@${new URL(settings.publicUrl).hostname}`,
    firstDay: departure.startDate,
    lastDay: departure.endDate ?? departure.startDate,
    time: entry?.data.meeting.time ?? "",
    endTime: entry?.data.meeting.endTime ?? "",
    timeZone: BUSINESS_TIME_ZONE,
    summary: `${offerName(catalogue, request.offer, lang)} – ${settings.business.name}`,
    location: entry ? (shownText(entry, "meetingPlace", lang)?.text ?? "") : "",
    description: input.description,
    url: input.link ?? "",
    stamp: input.stamp,
    sequence: input.sequence,
    cancelled: input.cancelled,
  });
}

/** The confirmation email, composed: its raw text for the outbox, and its subject and text for the owner's preview. */
export async function composeConfirmedEmail(input: ConfirmedEmailInput): Promise<TravellerEmail> {
  const { request, departure, catalogue, settings } = input;
  const lang = travellerLang(request.lang);
  const words = bookingTexts[lang];
  const t = words.mail.confirmed;
  const site = settings.business.name;
  const entry = excursionById(catalogue, request.offer);
  const excursion = offerName(catalogue, request.offer, lang);
  // The year always: the email is kept, and read again months later.
  const dated = departureDates(departure, lang, 0);
  const dates = dated.kind === "tbc" ? departuresTexts[lang].tbc : dated.text;
  const people = fill(words.summary.people, { count: request.groupSize }, lang);
  const colon = labelColon(lang);
  const sections: MailSection[] = [];

  // Where and when the group meets.
  // A text the owner wrote in another language only is given as written, and said so (decision 0120).
  const shownPlace = entry ? shownText(entry, "meetingPlace", lang) : undefined;
  const place = shownPlace?.text ?? "";
  const placeNote = onlyInNote(shownPlace, lang);
  const time = entry?.data.meeting.time ?? "";
  const mapUrl = entry?.data.meeting.mapUrl ?? "";
  const meetingRows: [string, string][] = [
    ...(place ? ([[t.place, placeNote ? `${place} — ${placeNote}` : place]] as [string, string][]) : []),
    ...(time ? ([[t.time, time]] as [string, string][]) : []),
  ];
  sections.push({
    title: t.meetingTitle,
    lines: place || time ? [] : [t.meetingLater],
    rows: meetingRows,
    links: mapUrl ? [{ label: t.map, href: mapUrl }] : [],
  });

  // What to bring: the excursion's list, and the rental gear they asked for.
  const shownBring = entry ? shownText(entry, "bring", lang) : undefined;
  const bring = shownBring?.text ?? "";
  const bringNote = onlyInNote(shownBring, lang);
  const bringLines = bring
    ? [
        ...visibleText(parsePlainText(bring, "list"))
          .split("\n")
          .map((line) => `• ${line}`),
        ...(bringNote ? [bringNote] : []),
      ]
    : [];
  const gearName = (id: string) =>
    id === KIT
      ? fill(words.fields.gear.kit, { count: catalogue.home.data.kitPrice?.people ?? 2 }, lang)
      : rentalItemName(catalogue, id, lang);
  const gear = request.gear.map(gearName);
  if (bringLines.length || gear.length)
    sections.push({ title: t.bringTitle, lines: [...bringLines, ...(gear.length ? [fill(t.rental, { gear: gear.join(", ") })] : [])] });

  // The price: the group's total, the deposit, how to pay it.
  const price = bookingPrice(catalogue, { offer: request.offer, people: request.groupSize, days: daysOf(departure), gear: request.gear });
  const money = moneyOf(entry, price);
  const currency = money.currency;
  const amountText = (amount: number) => formatAmount(amount, currency ?? "USD", lang);
  // With gear asked for, each part of the total on a line of its own ("label: value"), then the total.
  const parts = price?.gear.length
    ? totalLines(price, lang, { excursion, gear: gearName }).map(([label, value]) => `${label}${colon} ${value}`)
    : [];
  const priceLines = [
    ...parts,
    money.total ? fill(money.total.from ? t.totalFrom : t.total, { amount: amountText(money.total.amount) }) : t.totalUnknown,
  ];
  if (money.deposit) {
    const { amount, percent } = money.deposit;
    if (percent === undefined) {
      if (amount !== null) priceLines.push(fill(t.depositAmount, { amount: amountText(amount) }));
    } else
      priceLines.push(
        amount !== null
          ? fill(t.depositShare, { percent: String(percent), amount: amountText(amount) })
          : fill(t.depositShareUnknown, { percent: String(percent) }),
      );
  }
  sections.push({ title: t.priceTitle, lines: priceLines });
  if (money.deposit && currency && (money.deposit.amount !== null || money.deposit.percent !== undefined))
    sections.push(...paymentSections(t, settings.business.payment, money.deposit.amount, currency, lang));

  // The policies the owner wrote, each only when set.
  const policies = catalogue.policies;
  const policyLines = (["cancellation", "weather", "insurance", "registration"] as const).flatMap((field) => {
    const shown = shownText(policies, field, lang);
    if (!shown) return [];
    const note = onlyInNote(shown, lang);
    return [`${t.policies[field]}${colon} ${visibleText(parsePlainText(shown.text, "text"))}${note ? ` — ${note}` : ""}`];
  });
  if (policyLines.length) sections.push({ title: t.policiesTitle, lines: policyLines });

  const calendar =
    departure.startDate !== null
      ? bookingCalendar({
          request,
          departure,
          catalogue,
          settings,
          description: [
            fill(t.lead, { reference: request.reference, excursion, dates, people }),
            ...(place || time ? [`${t.meetingTitle}${colon} ${[place, time].filter(Boolean).join(", ")}`] : []),
          ].join("\n"),
          link: input.bookingPageLink,
          stamp: input.date,
          sequence: input.sequence,
        })
      : undefined;

  const personal = personalLine(input.personal);
  return travellerEmail(settings, {
    kind: CONFIRMED_KIND,
    lang,
    to: { name: request.name, address: request.email },
    subject: fill(t.subject, { excursion, dates, reference: request.reference, site }),
    greeting: fill(t.greeting, { name: request.name }),
    paragraphs: [
      { text: fill(t.lead, { reference: request.reference, excursion, dates, people }), strong: true },
      ...(input.bookingPageLink ? [{ text: fill(t.bookingPage, { link: input.bookingPageLink }) }] : []),
    ],
    personal: personal ? { lead: fill(t.personal, { site }), text: personal } : undefined,
    sections,
    closing: [...(calendar ? [t.calendar] : []), t.reply],
    signature: words.mail.signature,
    attachments: calendar
      ? [{ filename: `${request.reference}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }]
      : [],
    date: input.date,
  });
}
