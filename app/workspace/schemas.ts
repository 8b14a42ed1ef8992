/**
 * The workspace's forms, one schema each, shared by the screen that renders the form and the
 * action that receives it (app/forms/schema.ts). Error codes are keys of the workspace dictionary.
 */
import { EMAIL_PATTERN } from "../forms/email.ts";
import { choice, defineForm, integer, line, text } from "../forms/schema.ts";
import { roles, type Role } from "./roles.ts";

const id = () => integer({ min: 1, max: 999_999, required: "id_required", invalid: "id_invalid", plainId: true });

/** A passkey's answer (JSON from the browser) and, for a new one, its name. */
export const signInForm = defineForm({
  credential: text({ required: "invalid", max: 16_000, tooLong: "invalid" }),
});

/** The most characters a passkey's name takes (the form says it). */
export const PASSKEY_LABEL_MAX = 60;

export const registerForm = defineForm({
  credential: text({ required: "invalid", max: 16_000, tooLong: "invalid" }),
  label: line({ max: PASSKEY_LABEL_MAX, tooLong: "label_too_long" }),
});

const commentActions = ["hide", "show", "remove-photo", "show-review", "hide-review"] as const;
export const moderateForm = defineForm({
  intent: choice(commentActions, { required: "intent_invalid", invalid: "intent_invalid" }),
  id: id(),
});

export const sendAgainForm = defineForm({ id: id() });

/** Home's button that releases a restored copy's held emails (decision 0105). */
export const releaseMailForm = defineForm({
  intent: choice(["release-mail"] as const, { required: "intent_invalid", invalid: "intent_invalid" }),
});

const email = () =>
  line<"email_required" | "email_too_long" | "email_invalid">({
    max: 254,
    tooLong: "email_too_long",
    lineBreak: "email_invalid",
    format: { pattern: EMAIL_PATTERN, error: "email_invalid" },
  });
/** A record's id as a form sends it (a hidden field): the feature's own forms use it too. */
export const idText = () =>
  line<"id_required" | "id_invalid">({ max: 6, tooLong: "id_invalid", format: { pattern: /^[1-9]\d{0,5}$/, error: "id_invalid" } });

/** The Team screen's forms: invite someone (email and role), change a role, remove a member or a passkey. */
const teamActions = ["invite", "role", "remove-member", "remove-passkey"] as const;
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

/** The most characters a reply by email takes (a message's page and a request's: the form says it). */
export const REPLY_MAX = 5000;

/** A contact message's page: reply by email, mark it done, take "done" back. */
const messageActions = ["reply", "done", "reopen"] as const;
export const messageForm = defineForm(
  {
    intent: choice(messageActions, { required: "intent_invalid", invalid: "intent_invalid" }),
    message: text<"message_required" | "message_too_long">({ max: REPLY_MAX, tooLong: "message_too_long" }),
  },
  (values) => (values.intent === "reply" && !values.message ? { message: "message_required" } : {}),
);

const accountActions = ["remove-passkey", "end-session", "sign-out", "sign-out-everywhere"] as const;
export const accountForm = defineForm({
  intent: choice(accountActions, { required: "intent_invalid", invalid: "intent_invalid" }),
  passkey: line({ max: 200, tooLong: "id_invalid" }),
  session: idText(),
});
