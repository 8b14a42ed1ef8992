/**
 * The workspace's forms, one schema each, shared by the screen that renders the form and the
 * action that receives it (app/forms/schema.ts). Error codes are keys of the workspace dictionary.
 */
import { EMAIL_PATTERN } from "../forms/email.ts";
import { bookingStatuses, PERSONAL_LINE_MAX, type BookingStatus } from "../bookings/model.ts";
import { departureStatuses, type DepartureStatus } from "../departures/model.ts";
import { choice, defineForm, integer, isoDate, line, text } from "../forms/schema.ts";
import { roles, type Role } from "./roles.ts";

const id = () => integer({ min: 1, max: 999_999, required: "id_required", invalid: "id_invalid" });

/** A passkey's answer (JSON from the browser) and, for a new one, its name. */
export const signInForm = defineForm({
  credential: text({ required: "invalid", max: 16_000, tooLong: "invalid" }),
});

export const registerForm = defineForm({
  credential: text({ required: "invalid", max: 16_000, tooLong: "invalid" }),
  label: line({ max: 60, tooLong: "label_too_long" }),
});

export const commentActions = ["hide", "show", "remove-photo", "show-review", "hide-review"] as const;
export const moderateForm = defineForm({
  intent: choice(commentActions, { required: "intent_invalid", invalid: "intent_invalid" }),
  id: id(),
});

export const sendAgainForm = defineForm({ id: id() });

const email = () =>
  line<"email_required" | "email_too_long" | "email_invalid">({
    max: 254,
    tooLong: "email_too_long",
    lineBreak: "email_invalid",
    format: { pattern: EMAIL_PATTERN, error: "email_invalid" },
  });
const idText = () =>
  line<"id_required" | "id_invalid">({ max: 6, tooLong: "id_invalid", format: { pattern: /^[1-9]\d{0,5}$/, error: "id_invalid" } });

/** The Team screen's forms: invite someone (email and role), change a role, remove a member or a passkey. */
export const teamActions = ["invite", "role", "remove-member", "remove-passkey"] as const;
export const teamForm = defineForm(
  {
    intent: choice(teamActions, { required: "intent_invalid", invalid: "intent_invalid" }),
    email: email(),
    role: choice<Role, "role_invalid" | "role_required">(roles, { invalid: "role_invalid" }),
    member: idText(),
    passkey: line<"id_required" | "id_invalid">({ max: 200, tooLong: "id_invalid" }),
  },
  (values) => {
    if (values.intent === "invite") {
      if (!values.email) return { email: "email_required" };
      if (!values.role) return { role: "role_required" };
    }
    if (values.intent === "role" && !values.role) return { role: "role_required" };
    if ((values.intent === "role" || values.intent === "remove-member") && !values.member) return { member: "id_required" };
    if (values.intent === "remove-passkey" && !values.passkey) return { passkey: "id_required" };
    return {};
  },
);

/** The request screen's forms: reply by email, change its state, confirm it onto a departure. */
export const requestActions = ["reply", "state", "confirm"] as const;
export const requestForm = defineForm(
  {
    intent: choice(requestActions, { required: "intent_invalid", invalid: "intent_invalid" }),
    message: text<"message_required" | "message_too_long">({ max: 5000, tooLong: "message_too_long" }),
    status: choice<BookingStatus, "status_invalid">(bookingStatuses, { invalid: "status_invalid" }),
    departure: idText(),
    /** The owner's personal line in the confirmation email. */
    note: text<"note_too_long">({ max: PERSONAL_LINE_MAX, tooLong: "note_too_long" }),
  },
  (values) => {
    if (values.intent === "reply" && !values.message) return { message: "message_required" };
    if (values.intent === "state" && !values.status) return { status: "status_invalid" };
    if (values.intent === "confirm" && !values.departure) return { departure: "id_required" };
    return {};
  },
);

/** A contact message's page: reply by email, mark it done, take "done" back. */
export const messageActions = ["reply", "done", "reopen"] as const;
export const messageForm = defineForm(
  {
    intent: choice(messageActions, { required: "intent_invalid", invalid: "intent_invalid" }),
    message: text<"message_required" | "message_too_long">({ max: 5000, tooLong: "message_too_long" }),
  },
  (values) => (values.intent === "reply" && !values.message ? { message: "message_required" } : {}),
);

/** The departures screen's forms: add one, change one, cancel one. */
export const departureActions = ["add", "change", "cancel", "restore"] as const;
export const departureForm = defineForm(
  {
    intent: choice(departureActions, { required: "intent_invalid", invalid: "intent_invalid" }),
    id: idText(),
    // Shaped like an offer here; which offers exist is the catalogue's (the departures service asks it).
    offer: line<"offer_invalid">({
      max: 80,
      tooLong: "offer_invalid",
      format: { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, error: "offer_invalid" },
    }),
    start: isoDate({ invalid: "date_invalid" }),
    end: isoDate({ invalid: "date_invalid" }),
    seats: line<"seats_invalid">({ max: 3, tooLong: "seats_invalid", format: { pattern: /^[1-9]\d{0,2}$/, error: "seats_invalid" } }),
    status: choice<DepartureStatus, "status_invalid">(departureStatuses, { invalid: "status_invalid" }),
  },
  (values) => {
    if (values.intent === "add" && !values.offer) return { offer: "offer_invalid" };
    if (values.intent === "add" && !values.seats) return { seats: "seats_invalid" };
    if (values.intent !== "add" && !values.id) return { id: "id_required" };
    return {};
  },
);

export const accountActions = ["remove-passkey", "end-session", "sign-out", "sign-out-everywhere"] as const;
export const accountForm = defineForm({
  intent: choice(accountActions, { required: "intent_invalid", invalid: "intent_invalid" }),
  passkey: line({ max: 200, tooLong: "id_invalid" }),
  session: idText(),
});
