/** The departures screen's form, one schema shared by the screen and its action (app/forms/schema.ts). */
import { departureStatuses, type DepartureStatus } from "../../departures/model.ts";
import { choice, defineForm, isoDate, line, text } from "../../forms/schema.ts";
import { idText } from "../../workspace/schemas.ts";

/** The owner's line in a cancelled departure's emails: at most this many characters. */
export const LINE_MAX = 500;

/** The departures screen's forms: add one, change one, cancel one. */
const departureActions = ["add", "change", "cancel", "restore"] as const;
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
    // Cancelled with money paid and no written policy: the owner's line on what happens to it (in the travellers' emails).
    line: text<"line_too_long">({ max: LINE_MAX, tooLong: "line_too_long" }),
  },
  (values) => {
    if (values.intent === "add" && !values.offer) return { offer: "offer_invalid" };
    if (values.intent === "add" && !values.seats) return { seats: "seats_invalid" };
    if (values.intent !== "add" && !values.id) return { id: "id_required" };
    return {};
  },
);
