/**
 * The Request to book form's fields, declared here once: the page renders them, the schema gives
 * each its rule (app/bookings/schema.ts: the type refuses a field missing or added there), the
 * action gives back what was typed in them. Kept apart from the rules so the page's script stays small.
 */
import { rentalItemIds } from "../catalogue/seed/rental-items.ts";

/** What the visitor says of the excursion's prerequisite. */
export const experienceLevels = ["meets", "partly", "none"] as const;
/** The 14 rental items, and the full kit for two. */
export const gearIds = [...rentalItemIds, "kit"] as const;
type GearId = (typeof gearIds)[number];

export const bookingLimits = { user_name: 100, user_email: 254, phone: 30, message: 3000, groupSize: 30 } as const;

/** The fields in the form's order (the first with an error gets the focus). */
export const bookingFields = [
  "departure",
  "date_from",
  "date_to",
  "group_size",
  "experience",
  "gear",
  "group_lang",
  "user_name",
  "user_email",
  "phone",
  "message",
] as const;
export type BookingFieldName = (typeof bookingFields)[number];
