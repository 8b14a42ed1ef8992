/** The departures screen's form, one schema shared by the screen and its action (app/forms/schema.ts). */
import { departureStatuses, type DepartureStatus } from "../model.ts";
import { choice, defineForm, isoDate, line } from "../../forms/schema.ts";
import { idText } from "../../workspace/schemas.ts";

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
  },
  (values) => {
    if (values.intent === "add" && !values.offer) return { offer: "offer_invalid" };
    if (values.intent === "add" && !values.seats) return { seats: "seats_invalid" };
    if (values.intent !== "add" && !values.id) return { id: "id_required" };
    return {};
  },
);
