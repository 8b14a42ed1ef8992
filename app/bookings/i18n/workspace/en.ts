import type { PluralForms } from "../../../i18n/plural.ts";

/**
 * The bookings' words in the workspace, in the business's two languages (English the shape, the
 * Spanish `satisfies` it): the booking page's part of the request screen.
 */
export const en = {
  title: "Traveller's booking page",
  hint: "A private link: the traveller opens their booking, fills in each participant's details and accepts the conditions. It stops working {days} days after the departure.",
  showLink: "Show the link to copy",
  sendLink: "Send the link by email",
  askSend: "Send the link to the booking page to {email}?",
  askSendYes: "Yes, send it",
  sent: "Link queued for {email}.",
  linkLabel: "Link to the booking page (copy it and send it)",
  linkNone: "A link exists only for a confirmed request whose trip is not long over.",
  participants: "Participants",
  participantFilled: "{name}: conditions accepted on {date}",
  participantDeleted: "personal data deleted",
  participantNone: "No participant has filled in the form yet.",
  participantsMissing: {
    one: "{count} of the {total} has not filled in the form yet.",
    other: "{count} of the {total} have not filled in the form yet.",
  } as PluralForms,
  cancelTitle: "Request to cancel",
  cancelAsked: "Asked on {date}: {reason}",
  cancelAccepted: "Cancellation accepted on {date}: the booking was cancelled and its seats freed.",
  cancelRefused: "Cancellation refused on {date}: {answer}",
  accept: "Cancel the booking, as asked (frees its seats)",
  askAccept: "Accept {name}'s request to cancel {reference}?",
  askAcceptSeats: {
    one: "The booking is cancelled and its {count} seat goes back to the departure.",
    other: "The booking is cancelled and its {count} seats go back to the departure.",
  } as PluralForms,
  askAcceptTold: "No email is sent: the traveller's booking page then says the booking was cancelled.",
  askAcceptUndo: "To undo it, under “Status” set the request back to “Confirmed” (the traveller gets the confirmation email again).",
  askAcceptYes: "Yes, accept the cancellation",
  refuse: "Keep the booking (do not cancel it)",
  refuseLine: "Why not (the traveller reads it on their page)",
  errors: {
    "answer-required": "Write a line for the traveller.",
    answer_too_long: "The line for the traveller is too long (500 characters at most).",
    "not-asked": "There is no request to cancel waiting for an answer.",
    "state-refused": "The booking could not be cancelled: look at it again.",
    "no-link": "This request has no booking page: it is not confirmed, or its trip is long over.",
    unexpected: "Something went wrong. Try again.",
  } as Record<string, string>,
  done: { accepted: "Cancellation accepted.", refused: "Cancellation refused." },
  /** The email that tells the business a traveller asks to cancel (the workspace's language: the business reads it in Spanish). */
  cancelMail: {
    subject: "Request to cancel {reference}: {excursion} · {dates}",
    lead: "{name} asks to cancel booking {reference} from their booking page. Accept or refuse it from the request in the workspace, under your cancellation policy; replying to this email writes to the traveller.",
    booking: "Booking",
    excursion: "Excursion",
    dates: "Dates",
    people: "People",
    asked: "Asked",
    reason: "Reason",
    open: "Open {reference} in the workspace",
  },
};

export type BookingPageWorkspaceTexts = typeof en;
