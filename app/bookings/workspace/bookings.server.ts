/**
 * The workspace's requests and departures: names of what is offered, a reply to a visitor in the
 * thread of their confirmation email (through the site's one outbox), and the live list's stream.
 */
import { bookingTexts } from "../i18n/index.ts";
import { BOOKINGS_TOPIC, type BookingEvent } from "../service.server.ts";
import type { BookingRequest } from "../store.server.ts";
import type { Catalogue } from "../../catalogue/model.ts";
import { excursionName } from "../../content/excursions/index.ts";
import { rentalItemName } from "../../content/rental/index.ts";
import { courseName } from "../../content/home/index.ts";
import { datesText } from "../../departures/view.ts";
import { departureDates, isCourseOffer, isOfferId, type Departure } from "../../departures/model.ts";
import { fill } from "../../i18n/fill.ts";
import { isLang, type Lang } from "../../i18n/languages.ts";
import { replyEmail } from "../../mail/compose.server.ts";
import type { Services } from "../../site/context.ts";
import type { WorkspaceLang } from "../../workspace/i18n/index.ts";

/** What is offered (an excursion, a course, a service), by its name in the workspace's language. */
export function offerName(catalogue: Catalogue, offer: string, lang: WorkspaceLang): string {
  if (!isOfferId(offer)) return offer;
  return isCourseOffer(offer) ? courseName(catalogue, offer, lang) : excursionName(catalogue, offer, lang);
}

/** A departure's dates as one line, in the workspace's language. */
export function departureText(departure: Pick<Departure, "startDate" | "endDate">, lang: WorkspaceLang, today: string): string {
  return datesText(departureDates(departure, lang, Number(today.slice(0, 4))), lang);
}

/** The subject of a reply to a request: its confirmation's, with "Re:", in the visitor's language. */
export function replySubject(request: Pick<BookingRequest, "lang" | "reference">, site: string): string {
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  return `Re: ${fill(bookingTexts[lang].mail.subject, { reference: request.reference, site })}`;
}

/**
 * Queues a reply to a request's visitor, from the business, in the thread of the confirmation email
 * they received (In-Reply-To and References name it; the subject is its subject with "Re:").
 * Returns the email's id in the outbox; refused without the business's email (the reply would leave
 * from a no-reply address, with nowhere for the visitor's answer to go).
 */
export async function queueReply(
  services: Services,
  request: BookingRequest,
  text: string,
): Promise<{ ok: true; id: number; threaded: boolean } | { ok: false; problem: "no-business-email" }> {
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  const settings = await services.mailSettings();
  if (!settings.adminEmail) return { ok: false, problem: "no-business-email" };
  const confirmation = await services.outbox.firstMessageIdAbout(request.id, "booking-confirmation");
  const email = await replyEmail(settings, {
    kind: "booking-reply",
    lang,
    to: { name: request.name, address: request.email },
    subject: replySubject(request, settings.business.name),
    text,
    inReplyTo: confirmation,
    date: services.clock(),
  });
  const id = await services.outbox.queue({ booking_id: request.id, contact_id: null }, email);
  return { ok: true, id, threaded: confirmation !== undefined };
}

export type RequestRow = {
  id: number;
  reference: string;
  createdAt: number;
  offer: string;
  offerName: string;
  name: string;
  groupSize: number;
  status: BookingRequest["status"];
  /** When the trip is: its departure's dates, else the dates asked for ("" when none). */
  trip: string;
};

export function requestRow(
  catalogue: Catalogue,
  request: BookingRequest,
  lang: WorkspaceLang,
  departure: Pick<Departure, "startDate" | "endDate"> | undefined,
  today: string,
): RequestRow {
  const dates = departure ?? (request.dateFrom ? { startDate: request.dateFrom, endDate: request.dateTo } : undefined);
  return {
    trip: dates?.startDate ? departureText(dates, lang, today) : "",
    id: request.id,
    reference: request.reference,
    createdAt: request.createdAt,
    offer: request.offer,
    offerName: offerName(catalogue, request.offer, lang),
    name: request.name,
    groupSize: request.groupSize,
    status: request.status,
  };
}

/**
 * Server-Sent Events: every request stored or changed from now on (on any instance: the event bus),
 * as the list's rows. The list adds new ones without a reload. `stillAllowed` is asked before each
 * row is sent and at each keep-alive: once the session has ended (signed out, everywhere too; the
 * member removed) or no longer reaches requests, the stream ends without sending it.
 */
export function requestEvents(
  services: Services,
  lang: WorkspaceLang,
  signal: AbortSignal,
  stillAllowed: () => Promise<boolean>,
): Response {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      // Rows and keep-alives go out in order, each after the session was checked again.
      let queue = Promise.resolve();
      const send = (next: () => Promise<string | undefined>) => {
        queue = queue
          .then(async () => {
            if (!open) return;
            if (!(await stillAllowed())) return cleanup();
            const text = await next();
            if (text) write(text);
          })
          .catch((error) => {
            // Not known to be allowed: the stream ends (the browser reconnects and is checked anew).
            console.error("Could not send a request to the workspace:", error);
            cleanup();
          });
      };
      const off = services.events.subscribe(BOOKINGS_TOPIC, (message) => {
        const event = message as BookingEvent;
        if (typeof event?.id !== "number") return;
        send(async () => {
          const request = await services.bookings.get(event.id);
          const catalogue = await services.catalogue.published();
          return (
            request &&
            `event: ${event.type === "created" ? "request" : "changed"}\ndata: ${JSON.stringify(requestRow(catalogue, request, lang, undefined, services.departures.today()))}\n\n`
          );
        });
      });
      const heartbeat = setInterval(() => send(async () => ": keep-alive\n\n"), 25_000);
      heartbeat.unref?.();
      cleanup = () => {
        if (!open) return;
        open = false;
        off();
        clearInterval(heartbeat);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      signal.addEventListener("abort", () => cleanup(), { once: true });
      write("retry: 3000\n\n");
    },
    cancel: () => cleanup(),
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store, no-transform", "X-Accel-Buffering": "no" },
  });
}

/** What a visitor said of the excursion's prerequisite, as the request form asked it. */
export function experienceLabel(level: string, lang: WorkspaceLang): string {
  const words = bookingTexts[lang].fields.experience;
  return level === "meets" || level === "partly" || level === "none" ? words[level] : level;
}

/** A rental item, by its name on the rental page (the full kit for two as the request form says it). */
export function gearLabel(catalogue: Catalogue, id: string, lang: WorkspaceLang): string {
  if (id === "kit") return fill(bookingTexts[lang].fields.gear.kit, { count: 2 }, lang);
  return rentalItemName(catalogue, id, lang);
}
