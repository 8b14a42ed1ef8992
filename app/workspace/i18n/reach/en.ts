/**
 * The first words of the WhatsApp message the workspace writes to a traveller, in the traveller's
 * language (app/workspace/reach.server.ts): `{name}`, `{site}` and `{reference}` are filled there.
 */
export const en = {
  greeting: "Hello {name}, this is {site} about your request {reference}.",
};

export type ReachTexts = typeof en;
