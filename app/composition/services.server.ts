/**
 * Everything the site's server-side features share, created once per process by `createSite`:
 * the database (migrated on start), the event bus, the forms' key and the features' services.
 * Loaders and actions reach them through React Router's context (`servicesContext`), never as
 * module globals.
 */
import path from "node:path";
import { randomBytes } from "node:crypto";
import { databaseConfig, describeDatabase, openDatabase, type Database, type DatabaseConfig } from "../../db/database.ts";
import { settingOrCreate } from "../../db/settings.ts";
import { createWorkspace, type Workspace } from "../workspace/workspace.server.ts";
import { createBackupService, type BackupService } from "../backup/service.server.ts";
import { backupSettings } from "../backup/settings.server.ts";
import { createAnalyticsService, type AnalyticsService } from "../analytics/service.server.ts";
import { BUSINESS_TOPIC, createBusinessService, type BusinessService } from "../business/service.server.ts";
import { excursionByAddress, liveExcursions } from "../catalogue/model.ts";
import { courseIds } from "../departures/model.ts";
import { cataloguePlaces } from "../catalogue/places.ts";
import { CATALOGUE_TOPIC, createCatalogueService, type CatalogueService } from "../catalogue/service.server.ts";
import { COMMENTS_TOPIC } from "../comments/live.server.ts";
import { createCommentsService, type CommentsService } from "../comments/service.server.ts";
import { createContactService, type ContactService } from "../contact/service.server.ts";
import * as contactStore from "../contact/store.server.ts";
import { confirmationAddresses } from "../forms/confirmation-addresses.server.ts";
import { createPhotosService, PHOTOS_TOPIC, type PhotosService } from "../photos/service.server.ts";
import { createDeparturesService, DEPARTURES_TOPIC, type DeparturesService } from "../departures/service.server.ts";
import { createBookingsService, type BookingsService } from "../bookings/service.server.ts";
import * as bookingsStore from "../bookings/store.server.ts";
import { createGuideListService, type GuideListService } from "../bookings/guide-list/service.server.ts";
import { createPaymentsService } from "../payments/service.server.ts";
import { createBookingMoneyService, type BookingMoneyService } from "../bookings/money.server.ts";
import { createBookingPageService, forgetPurgedIn, type BookingPageService } from "../bookings/page/service.server.ts";
import { createRemindersService, type RemindersService } from "../bookings/reminders/service.server.ts";
import { createReviewsService, REVIEWS_TOPIC, type ReviewsService } from "../bookings/reviews/service.server.ts";
import type { MailSettings } from "../mail/compose.server.ts";
import { createOutbox, type Outbox } from "../mail/outbox.server.ts";
import { fileTransport, smtpTransport } from "../mail/transport.server.ts";
import { createFormSigner, type FormSigner } from "../forms/signing.server.ts";
import { createChangeTracker, type ChangeTracker } from "../runtime/changes.server.ts";
import { clockFrom, type Clock } from "../runtime/clock.server.ts";
import type { Env } from "../runtime/env.server.ts";
import type { Services } from "../site/context.ts";
import { createEventBus, type EventBus } from "../runtime/events.server.ts";

/**
 * Every service, as the composition root builds them: the services' interface of the request's
 * context (app/site/context.ts) is this one, so loaders, actions and the workspace's guard reach
 * them typed without importing the composition root (decision 0080).
 */
declare module "../site/context.ts" {
  interface Services extends AllServices {}
}
export type { Services };

type AllServices = {
  env: Env;
  /** Where the data and the emails go, for the server's first lines of log. */
  description: string;
  database: Database;
  events: EventBus;
  /** What pages show from the database moved (the page cache keys on it). */
  changes: ChangeTracker;
  /** The forms' time tokens and visitors' address hashes. */
  signer: FormSigner;
  comments: CommentsService;
  /** The contact form. */
  contact: ContactService;
  /** The site's one mail outbox: every email (contact, booking requests) goes through it (the worker is started by the server once it listens). */
  outbox: Outbox;
  /** Requests to book: the excursion pages' form, and the owner's list and states. */
  bookings: BookingsService;
  /** What was paid against bookings, what is due, and the bookings with money due (decision 0063). */
  payments: BookingMoneyService;
  /** The guides' lists of departures, and the check-ins at the meeting point (issue 30). */
  guideList: GuideListService;
  /** The traveller's booking page: private links, participants' forms, requests to cancel, and the deletion of personal data (its timer started by the server once it listens). */
  bookingPage: BookingPageService;
  /** Reminders two days before a departure and the day after, once each (its timer started by the server once it listens). */
  reminders: RemindersService;
  /** Travellers' reviews: left through their private link, shown or hidden by the owner, shown on the excursion pages. */
  reviews: ReviewsService;
  /** The business's clock (TEST_CLOCK in tests): departures pass by it. */
  clock: Clock;
  /** Dated departures of the excursions, courses and services. */
  departures: DeparturesService;
  /** Page views for the owner's report (our own collector). */
  analytics: AnalyticsService;
  /** The business's details (name, channels, links, hours), as the owner set them. */
  business: BusinessService;
  /** The owner's catalogue: excursions, prices, rental, team, the home's and payment texts, policies. */
  catalogue: CatalogueService;
  /** The owner's photos, in place of the drawings. */
  photos: PhotosService;
  /** What every email is sent with, read when it is composed (the business's details may change). */
  mailSettings(): Promise<MailSettings>;
  /** Snapshots of the database: on demand, on a schedule (started by the server once it listens), and their state. */
  backups: BackupService;
  /** The owner's workspace: passkeys, sessions, members, the history of changes (app/workspace/). */
  workspace: Workspace;
  /** Stops streams and the outbox, closes connections (on shutdown). */
  close(): Promise<void>;
};

/** The setting the forms' key is kept in when FORMS_SECRET is not set (named when only comments had one). */
const FORMS_SECRET_SETTING = "comments.secret";

/** The forms' key: FORMS_SECRET, or one generated once and kept in the database (shared by all instances). */
async function formsSecret(database: Database, configured: string | undefined): Promise<string> {
  return configured ?? (await settingOrCreate(database.db, FORMS_SECRET_SETTING, () => randomBytes(32).toString("base64url")));
}

/** What every email is sent with, read as the business's details are when it is composed: its name and address unless the environment names others (MAIL_FROM, ADMIN_EMAIL). */
function mailSettingsFrom(env: Env, business: BusinessService): () => Promise<MailSettings> {
  return async () => {
    const details = await business.current();
    return {
      from: {
        name: env.MAIL_FROM?.name || details.name,
        address: env.MAIL_FROM?.address ?? (details.email || `no-reply@${new URL(env.PUBLIC_URL).hostname}`),
      },
      adminEmail: env.ADMIN_EMAIL ?? details.email,
      publicUrl: env.PUBLIC_URL,
      business: {
        name: details.name,
        whatsapp: details.whatsapp,
        payment: {
          paypal: details.paymentTransfer,
          mercadoPago: details.paymentLocal,
          bankHolder: details.bankHolder,
          bankAccount: details.bankAccount,
          bankCuit: details.bankCuit,
        },
      },
    };
  };
}

/**
 * The departures, and how they tell the reminders that one moved or was cancelled: the reminders'
 * service needs the bookings, made after the departures, so it is told once it exists.
 */
function createDepartures({
  database,
  changes,
  clock,
  catalogue,
}: {
  database: Database;
  changes: ChangeTracker;
  clock: Clock;
  catalogue: CatalogueService;
}) {
  let departureChanged: RemindersService["departureChanged"] | undefined;
  let seatsToRestore: RemindersService["seatsToRestore"] | undefined;
  const departures = createDeparturesService({
    database,
    changed: async (before, after, told) => departureChanged?.(before, after, told),
    seatsToRestore: async (id) => (await seatsToRestore?.(id)) ?? 0,
    changes,
    now: clock,
    offers: async () => [...liveExcursions(await catalogue.published()).map((entry) => entry.key), ...courseIds],
  });
  const tellReminders = (reminders: RemindersService) => {
    departureChanged = reminders.departureChanged;
    seatsToRestore = reminders.seatsToRestore;
  };
  return { departures, tellReminders };
}

/** The database's snapshots; those taken before a purge forget what it deleted, BACKUP_FORGET_DAYS after it (decision 0104). */
function createBackups(env: Env, database: Database, config: DatabaseConfig, bookingPage: BookingPageService): BackupService {
  return createBackupService({
    database,
    config,
    settings: backupSettings(env),
    publicUrl: env.PUBLIC_URL,
    forgotten: async () =>
      (await bookingPage.purged()).map(({ reference, at }) => ({ at, forget: (file) => forgetPurgedIn(file, reference, at) })),
  });
}

/** A client is held to a few different addresses over both forms that confirm (contact and booking). */
function confirmedAddresses(env: Env, database: Database) {
  return confirmationAddresses(
    [
      (clientHash, since) => contactStore.confirmedAddressesSince(database.db, clientHash, since),
      (clientHash, since) => bookingsStore.confirmedAddressesSince(database.db, clientHash, since),
    ],
    env.CONFIRMATION_ADDRESS_LIMIT,
  );
}

/** What holds a stream, a timer or a connection open, stopped on shutdown. */
type Running = {
  backups: BackupService;
  bookingPage: BookingPageService;
  comments: CommentsService;
  changes: ChangeTracker;
  outbox: Outbox;
  transport: { close(): void };
  bus: EventBus;
  database: Database;
};

/** Stops everything, each after what depends on it. */
async function closeInOrder({ backups, bookingPage, comments, changes, outbox, transport, bus, database }: Running): Promise<void> {
  // A snapshot being taken finishes before its database closes.
  await backups.stop();
  bookingPage.stop();
  comments.close();
  changes.close();
  // After the email being delivered right now, if any, is recorded.
  await outbox.stop();
  transport.close();
  await bus.close();
  await database.close();
}

/** What the booking services are built on, made before them. */
type BookingGround = {
  env: Env;
  database: Database;
  events: EventBus;
  clock: Clock;
  catalogue: CatalogueService;
  departures: DeparturesService;
  outbox: Outbox;
  mail: () => Promise<MailSettings>;
  signer: FormSigner;
  addresses: ReturnType<typeof confirmedAddresses>;
  business: BusinessService;
};

/** The services of a booking's life: the request, its money, its page, the guide's list and the reminders. */
function createBookingServices({
  env,
  database,
  events,
  clock,
  catalogue,
  departures,
  outbox,
  mail,
  signer,
  addresses,
  business,
}: BookingGround) {
  const bookings = createBookingsService({
    database,
    departures,
    outbox,
    mail,
    signer,
    bus: events,
    confirmationAddresses: addresses,
    catalogue: () => catalogue.published(),
    // The confirmation email carries the booking page's link (the page's service is made just below).
    bookingPageLink: (request, departure) => bookingPage.linkOf(request, departure, { ahead: true }),
    // Real time for its forms' tokens (signed like every form's) and records; its dates are the departures' (the business clock).
    settings: { rateLimit: env.BOOKING_RATE_LIMIT, minFillMs: env.FORM_MIN_FILL_MS },
  });
  const payments = createBookingMoneyService({
    database,
    payments: createPaymentsService({
      database,
      today: departures.today,
      cashDiscountPercent: async () => (await business.moneySettings()).cashDiscountPercent,
    }),
    catalogue: () => catalogue.published(),
    today: departures.today,
  });
  const bookingPage = createBookingPageService({
    database,
    bookings,
    publicUrl: env.PUBLIC_URL,
    catalogue: () => catalogue.published(),
    outbox,
    mail,
    clock,
    settings: { participantDataDays: env.PARTICIPANT_DATA_DAYS, rateLimit: env.BOOKING_PAGE_RATE_LIMIT },
  });
  const guideList = createGuideListService({
    database,
    payments,
    bookings,
    participants: bookingPage,
    catalogue: () => catalogue.published(),
    clock,
  });
  const reminders = createRemindersService({
    database,
    catalogue: () => catalogue.published(),
    mailSettings: mail,
    bookingPage,
    payments,
    clock,
    queued: () => outbox.poke(),
    seatsMoved: (id) => departures.announce(id),
    // A restored copy queues no reminder until the owner releases its outbox (decision 0105).
    held: async () => (await outbox.held()) !== undefined,
  });
  return { bookings, payments, bookingPage, guideList, reminders };
}

export async function createServices(env: Env): Promise<Services> {
  const config = databaseConfig({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA });
  const database = await openDatabase(config);
  let events: EventBus | undefined;
  try {
    events = await createEventBus(database);
    const changes = createChangeTracker({
      bus: events,
      database,
      topics: [COMMENTS_TOPIC, DEPARTURES_TOPIC, BUSINESS_TOPIC, PHOTOS_TOPIC, CATALOGUE_TOPIC, REVIEWS_TOPIC],
    });
    const clock = clockFrom(env.TEST_CLOCK);
    const catalogue = await createCatalogueService({ database, changes });
    const { departures, tellReminders } = createDepartures({ database, changes, clock, catalogue });
    // The rate of the day is set, and goes stale, by the business's clock.
    const business = createBusinessService({ database, changes, now: clock });
    const photos = createPhotosService({ database, changes, addedPlaces: async () => cataloguePlaces(await catalogue.published()) });
    const secret = await formsSecret(database, env.FORMS_SECRET);
    const signer = createFormSigner(secret);
    const comments = await createCommentsService({
      database,
      bus: events,
      changes,
      signer,
      settings: { rateLimit: env.COMMENT_RATE_LIMIT, minFillMs: env.FORM_MIN_FILL_MS },
    });
    const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(path.resolve(env.DATA_DIR, "mail"));
    const mail = mailSettingsFrom(env, business);
    const outbox = createOutbox({ db: database.db, transport });
    const addresses = confirmedAddresses(env, database);
    const contact = await createContactService({
      database,
      catalogue: () => catalogue.published(),
      signer,
      mail,
      outbox,
      confirmationAddresses: addresses,
      settings: { rateLimit: env.CONTACT_RATE_LIMIT, minFillMs: env.FORM_MIN_FILL_MS },
    });
    const { bookings, payments, bookingPage, guideList, reminders } = createBookingServices({
      env,
      database,
      events,
      clock,
      catalogue,
      departures,
      outbox,
      mail,
      signer,
      addresses,
      business,
    });
    const workspace = await createWorkspace({ database, publicUrl: env.PUBLIC_URL, siteName: (await business.current()).name, signer });
    const bus = events;
    tellReminders(reminders);
    const backups = createBackups(env, database, config, bookingPage);
    return {
      env,
      description: `Database: ${describeDatabase(config)}; events: ${events.kind}; emails: ${transport.description}`,
      database,
      events: bus,
      changes,
      signer,
      comments,
      contact,
      outbox,
      bookings,
      payments,
      guideList,
      bookingPage,
      reminders,
      reviews: createReviewsService({ database, changes, clock }),
      clock,
      departures,
      analytics: createAnalyticsService(database, {
        limitPerMinute: env.PAGE_VIEW_RATE_LIMIT,
        excursionAt: async (address) => excursionByAddress(await catalogue.published(), address)?.key,
      }),
      business,
      catalogue,
      photos,
      mailSettings: mail,
      workspace,
      backups,
      close: () => closeInOrder({ backups, bookingPage, comments, changes, outbox, transport, bus, database }),
    };
  } catch (error) {
    await events?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
