/**
 * A request from the Request to book form, stored durably with its two emails in the site's one
 * outbox before the visitor is told; the same form posted again is stored once.
 */
import { randomInt } from "node:crypto";
import { getDeparture } from "../departures/store.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { mailSettingsOf } from "../mail/compose.server.ts";
import { countEmailsSince } from "../mail/store.server.ts";
import type { ExcursionId } from "../site/pages.ts";
import type { BookingsDeps } from "./deps.server.ts";
import { announce } from "./events.server.ts";
import { composeBookingEmails, summaryText } from "./mail.server.ts";
import type { BookingValues } from "./schema.ts";
import * as store from "./store.server.ts";

type BookingSubmission = {
  offer: ExcursionId;
  values: BookingValues;
  lang: Lang;
  /** What the form is stored under: the same form posted again is stored once (app/forms/idempotency.server.ts). */
  key: string;
  visitor: string;
};

type BookingResult =
  | { ok: true; id: number; reference: string; summary: string; duplicate: boolean }
  | { ok: false; formError: "rate-limited" | "save-failed"; retryAfterSeconds?: number };

/** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `BV-${code}`;
}

export async function submit(deps: BookingsDeps, input: BookingSubmission): Promise<BookingResult> {
  const { db, settings, now, log, year } = deps;
  const { values } = input;
  const departureId = values.departure ? Number(values.departure) : null;
  const clientToken = input.key;
  let id: number;
  let reference: string;
  let summary: string;
  try {
    const earlier = await store.requestByClientToken(db, clientToken);
    if (earlier) {
      const departure = earlier.departureId ? ((await getDeparture(db, earlier.departureId)) ?? null) : null;
      return {
        ok: true,
        id: earlier.id,
        reference: earlier.reference,
        summary: summaryText({ ...earlier, departure }, input.lang, year(), await deps.catalogue()),
        duplicate: true,
      };
    }
    const clientHash = deps.signer.visitorHash(input.visitor);
    if ((await store.countRequestsSince(db, clientHash, now() - settings.rateLimit.windowMs)) >= settings.rateLimit.count) {
      return { ok: false, formError: "rate-limited", retryAfterSeconds: Math.ceil(settings.rateLimit.windowMs / 1000) };
    }
    const toAddress = await countEmailsSince(db, "booking-confirmation", now() - deps.recipientLimit.windowMs, values.user_email);
    const toNewAddress = await deps.addresses.mayConfirmTo({ clientHash, address: values.user_email, now: now() });
    const confirmation = toAddress >= deps.recipientLimit.count || !toNewAddress ? "suppressed" : "queued";
    const departure = departureId ? ((await getDeparture(db, departureId)) ?? null) : null;
    const createdAt = now();
    const request: store.NewBookingRequest = {
      reference: newReference(),
      createdAt,
      lang: input.lang,
      offer: input.offer,
      departureId: departure ? departure.id : null,
      dateFrom: departure ? null : values.date_from || null,
      dateTo: departure ? null : values.date_to || null,
      groupSize: values.group_size,
      experience: values.experience ?? "",
      gear: values.gear,
      groupLang: values.group_lang ?? input.lang,
      name: values.user_name,
      email: values.user_email,
      phone: values.phone,
      message: values.message,
      confirmation,
      clientHash,
      clientToken,
    };
    for (let attempt = 1; ; attempt++) {
      const words = { ...request, departure };
      const settings = await mailSettingsOf(deps.mail);
      const catalogue = await deps.catalogue();
      const emailsFor = (id: number) =>
        composeBookingEmails(words, input.lang, settings, {
          id,
          year: year(),
          confirmationSuppressed: confirmation === "suppressed",
          catalogue,
        });
      try {
        id = await store.insertRequest(db, request, emailsFor);
        reference = request.reference;
        summary = summaryText(words, input.lang, year(), catalogue);
        break;
      } catch (error) {
        // The same form stored meanwhile by a concurrent post?
        const concurrent = await store.requestByClientToken(db, clientToken).catch(() => undefined);
        if (concurrent)
          return {
            ok: true,
            id: concurrent.id,
            reference: concurrent.reference,
            summary: summaryText({ ...concurrent, departure }, input.lang, year(), await deps.catalogue()),
            duplicate: true,
          };
        // Else a reference drawn twice (one in a billion): draw again.
        if (attempt >= 3) throw error;
        request.reference = newReference();
      }
    }
    if (confirmation === "suppressed")
      log.warn(`Booking request ${reference}: no confirmation emailed, the address or the client is over its limit.`);
  } catch (error) {
    log.error("Could not store a booking request:", error);
    return { ok: false, formError: "save-failed" };
  }
  deps.outbox.poke();
  const stored = await store.getRequest(db, id).catch(() => undefined);
  if (stored) await announce(deps, stored, "created");
  return { ok: true, id, reference, summary, duplicate: false };
}
