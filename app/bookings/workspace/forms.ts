/** The request screen's form, one schema shared by the screen and its action (app/forms/schema.ts). */
import { bookingStatuses, PERSONAL_LINE_MAX, type BookingStatus } from "../model.ts";
import { choice, defineForm, text } from "../../forms/schema.ts";
import { idText, REPLY_MAX } from "../../workspace/schemas.ts";

/** The request screen's forms: reply by email, change its state, confirm it onto a departure. */
const requestActions = ["reply", "state", "confirm"] as const;
export const requestForm = defineForm(
  {
    intent: choice(requestActions, { required: "intent_invalid", invalid: "intent_invalid" }),
    message: text<"message_required" | "message_too_long">({ max: REPLY_MAX, tooLong: "message_too_long" }),
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
