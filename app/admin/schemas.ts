/**
 * The workspace's forms, one schema each, shared by the screen that renders the form and the
 * action that receives it (app/forms/schema.ts). Error codes are keys of the workspace dictionary.
 */
import { EMAIL_PATTERN } from "../contact/schema.ts";
import { choice, defineForm, integer, line, text } from "../forms/schema.ts";
import { roles } from "./roles.ts";

const id = () => integer({ min: 1, max: 999_999, required: "id_required", invalid: "id_invalid" });

/** A passkey's answer (JSON from the browser) and, for a new one, its name. */
export const signInForm = defineForm({
  credential: text({ required: "invalid", max: 16_000, tooLong: "invalid" }),
});

export const registerForm = defineForm({
  credential: text({ required: "invalid", max: 16_000, tooLong: "invalid" }),
  label: line({ max: 60, tooLong: "label_too_long" }),
});

export const inviteForm = defineForm({
  email: line({ required: "email_required", max: 254, tooLong: "email_too_long", lineBreak: "email_invalid", format: { pattern: EMAIL_PATTERN, error: "email_invalid" } }),
  role: choice(roles, { required: "role_required", invalid: "role_invalid" }),
});

export const commentActions = ["hide", "show", "remove-photo"] as const;
export const moderateForm = defineForm({
  intent: choice(commentActions, { required: "intent_invalid", invalid: "intent_invalid" }),
  id: id(),
});

export const sendAgainForm = defineForm({ id: id() });

export const memberActions = ["role", "remove-member", "remove-passkey"] as const;
export const teamForm = defineForm({
  intent: choice(memberActions, { required: "intent_invalid", invalid: "intent_invalid" }),
  member: id(),
  role: choice(roles, { invalid: "role_invalid" }),
  passkey: line({ max: 200, tooLong: "id_invalid" }),
});

export const accountActions = ["remove-passkey", "sign-out", "sign-out-everywhere"] as const;
export const accountForm = defineForm({
  intent: choice(accountActions, { required: "intent_invalid", invalid: "intent_invalid" }),
  passkey: line({ max: 200, tooLong: "id_invalid" }),
});
