/**
 * An email address as every form takes it (the contact form, the request to book, the workspace's
 * invitations). Kept in the forms toolkit: each form's schema states its own fields with it.
 *
 * The spec's address rule: text, an at sign, text, a dot, text. "Text" is a run of characters
 * that are not spaces, at signs or address punctuation (`,;:<>()[]\"`): one plain address, never a
 * list or a display name, so nothing typed here can add recipients to an email.
 */
const addressText = String.raw`[^\s@,;:<>()[\]\\"]+`;
export const EMAIL_PATTERN = new RegExp(`^${addressText}@${addressText}\\.${addressText}$`, "u");
