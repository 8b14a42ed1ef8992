/**
 * The booking's payment screen's forms (app/bookings/workspace/payment.tsx): record a payment, take one
 * back, set the total by hand. One schema, shared by the screen and its action (app/forms/schema.ts);
 * the amount is read as typed (./money.ts `parseAmount`) by the action, which says why it is refused.
 */
import { choice, defineForm, isoDate, line, text } from "../forms/schema.ts";
import { currencies, paymentMethods } from "./money.ts";

const paymentActions = ["record", "remove", "total"] as const;

/** The most characters a payment's note takes (the form says it). */
export const PAYMENT_NOTE_MAX = 500;

export const paymentForm = defineForm(
  {
    intent: choice(paymentActions, { required: "intent_invalid", invalid: "intent_invalid" }),
    amount: line<"amount_invalid" | "amount_required">({ max: 30, tooLong: "amount_invalid", lineBreak: "amount_invalid" }),
    currency: choice(currencies, { invalid: "currency_invalid" }),
    method: choice(paymentMethods, { invalid: "method_invalid" }),
    paid_on: isoDate<"date_invalid" | "date_required">({ invalid: "date_invalid" }),
    note: text<"note_too_long">({ max: PAYMENT_NOTE_MAX, tooLong: "note_too_long" }),
    payment: line<"id_required" | "id_invalid">({
      max: 12,
      tooLong: "id_invalid",
      format: { pattern: /^[1-9]\d{0,11}$/, error: "id_invalid" },
    }),
  },
  (values) => {
    if (values.intent === "record" || values.intent === "total") {
      if (!values.amount) return { amount: "amount_required" };
      if (!values.currency) return { currency: "currency_invalid" };
    }
    if (values.intent === "record") {
      if (!values.method) return { method: "method_invalid" };
      if (!values.paid_on) return { paid_on: "date_required" };
    }
    if (values.intent === "remove" && !values.payment) return { payment: "id_required" };
    return {};
  },
);
