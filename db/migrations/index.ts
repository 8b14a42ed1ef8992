/**
 * Every migration of the shared database, in order. Append new ones at the end (their names sort
 * after the last); never edit or reorder one that has shipped.
 */
import { comments } from "./0001-comments.ts";
import { contact } from "./0002-contact.ts";
import { analytics } from "./0003-analytics.ts";
import { departures } from "./0004-departures.ts";
import { bookingRequests } from "./0005-booking-requests.ts";
import { workspace } from "./0006-workspace.ts";
import { businessDetails } from "./0007-business-details.ts";
import { photos } from "./0008-photos.ts";
import { backups } from "./0009-backups.ts";
import { contactHandling } from "./0010-contact-handling.ts";
import { catalogue } from "./0011-catalogue.ts";
import { payments } from "./0013-payments.ts";
import { bookingPage } from "./0014-booking-page.ts";
import { checkIns } from "./0015-check-ins.ts";
import { remindersReviews } from "./0016-reminders-reviews.ts";
import { departureCancelled } from "./0019-departure-cancelled.ts";
import { bookingConfirmedAt } from "./0020-booking-confirmed-at.ts";
import { randomBookingLinks } from "./0022-random-booking-links.ts";
import { rentableGear } from "./0032-rentable-gear.ts";
import { excursionEndTime } from "./0033-excursion-end-time.ts";
import { pesoPayments } from "./0034-peso-payments.ts";
import type { Migration } from "./types.ts";

export const migrations: Migration[] = [
  comments,
  contact,
  analytics,
  departures,
  bookingRequests,
  workspace,
  businessDetails,
  photos,
  backups,
  contactHandling,
  catalogue,
  payments,
  bookingPage,
  checkIns,
  remindersReviews,
  departureCancelled,
  bookingConfirmedAt,
  randomBookingLinks,
  rentableGear,
  excursionEndTime,
  pesoPayments,
];
export type { Engine, Migration } from "./types.ts";
