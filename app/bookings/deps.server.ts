/**
 * What every part of the bookings service reads: the database, the departures, the outbox and the
 * emails' settings, the catalogue, the clock, the limits and the event bus.
 */
import type { Catalogue } from "../catalogue/model.ts";
import type { Departure } from "../departures/model.ts";
import type { DeparturesService } from "../departures/service.server.ts";
import { type ConfirmationAddresses, confirmationAddresses } from "../forms/confirmation-addresses.server.ts";
import type { FormSigner } from "../forms/signing.server.ts";
import type { MailSettingsSource } from "../mail/compose.server.ts";
import type { Outbox } from "../mail/outbox.server.ts";
import type { EventBus } from "../runtime/events.server.ts";
import type { Database } from "./store.server.ts";
import * as store from "./store.server.ts";

type BookingSettings = {
  /** Requests one client may store per window (counted in the database: holds across instances). */
  rateLimit: { count: number; windowMs: number };
  minFillMs?: number;
  /** Confirmations one address may receive per window; beyond it, requests still reach the business. */
  recipientLimit?: { count: number; windowMs: number };
  /** Different addresses one client may have confirmations sent to per window, over every form (app/forms/confirmation-addresses.server.ts). */
  addressLimit?: { count: number; windowMs: number };
};

export const HOUR = 60 * 60_000;

export type BookingsOptions = {
  database: Database;
  departures: DeparturesService;
  outbox: Outbox;
  /** Fixed, or read for each request (the business's details may change while the site runs). */
  mail: MailSettingsSource;
  settings: BookingSettings;
  signer: FormSigner;
  bus?: EventBus;
  /** The addresses every form that confirms has written to (app/forms/confirmation-addresses.server.ts); without it, this form's own. */
  confirmationAddresses?: ConfirmationAddresses;
  /** The published catalogue (the excursions' and rental items' names its emails write). */
  catalogue: () => Promise<Catalogue>;
  /** The private link to a request's booking page, given ahead of its confirmation (app/bookings/page/): its confirmation email carries it. */
  bookingPageLink?: (request: store.BookingRequest, departure: Departure) => Promise<string | undefined>;
  now?: () => number;
  log?: Pick<Console, "log" | "warn" | "error">;
};

export type BookingsDeps = Omit<BookingsOptions, "now" | "log" | "confirmationAddresses"> & {
  db: Database["db"];
  now: () => number;
  log: Pick<Console, "log" | "warn" | "error">;
  /** Confirmations one address may receive per window. */
  recipientLimit: { count: number; windowMs: number };
  /** The addresses confirmations were sent to: on the site, every form that confirms counts together; on its own, this form counts its own. */
  addresses: ConfirmationAddresses;
  /** This year, by the business clock (the emails' dates leave it out). */
  year: () => number;
};

/** The service's options with their defaults. */
export function bookingsDeps(options: BookingsOptions): BookingsDeps {
  const { db } = options.database;
  const { settings } = options;
  return {
    ...options,
    db,
    now: options.now ?? Date.now,
    log: options.log ?? console,
    recipientLimit: settings.recipientLimit ?? { count: 3, windowMs: 24 * HOUR },
    addresses:
      options.confirmationAddresses ??
      confirmationAddresses([(clientHash, since) => store.confirmedAddressesSince(db, clientHash, since)], settings.addressLimit),
    year: () => Number(options.departures.today().slice(0, 4)),
  };
}
