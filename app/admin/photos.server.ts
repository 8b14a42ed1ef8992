/**
 * The photo manager's form: which place, and the photo's description in every language (the file is
 * read apart: schemas read text). The places are the catalogue's as much as the drawings' (a new
 * excursion's, a new guide's): the action checks the place against the screen's list.
 */
import { choice, defineForm, line } from "../forms/schema.ts";
import { ALT_MAX_LENGTH } from "../photos/places.ts";

const altRule = line<"alt_too_long">({ max: ALT_MAX_LENGTH, tooLong: "alt_too_long" });

export const photoForm = defineForm({
  intent: choice(["set", "remove"] as const, { required: "intent_invalid", invalid: "intent_invalid" }),
  place: line({ required: "place_invalid", max: 200, tooLong: "place_invalid" }),
  alt_es: altRule,
  alt_en: altRule,
  alt_fr: altRule,
  alt_pt: altRule,
  alt_it: altRule,
});
