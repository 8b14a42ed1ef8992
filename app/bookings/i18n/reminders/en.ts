/**
 * The reminders' words in the five languages of the public site (English the shape, every other
 * language `satisfies` it): two days before the departure, the day after, and a departure cancelled,
 * moved or on again. `{…}` are filled in (see app/i18n/fill.ts).
 */
export const en = {
  before: {
    subject: "{excursion}: in two days – {site}",
    greeting: "Hello {name},",
    lead: "Your booking: {excursion}, {dates}. Here is what you need for the day.",
    /** Sent the day before instead (the server was down two days before, or the booking was confirmed since). */
    tomorrowSubject: "{excursion}: tomorrow – {site}",
    tomorrowLead: "Your booking: {excursion}, tomorrow, {dates}. Here is what you need for the day.",
    meetingTitle: "Where and when we meet",
    place: "Place",
    time: "Time",
    map: "Map",
    meetingLater: "We will write to you with the meeting point and time.",
    bringTitle: "What to bring",
    weatherTitle: "If the weather is bad",
    missingTitle: "Still missing",
    missingForms: "Participants' forms not filled in yet: {count}",
    missingConditions: "Participants who have not accepted the conditions yet: {count}",
    dueTitle: "Payment",
    due: "Still to pay: {amount}",
    page: "Your booking page (participants' forms, conditions, your details): {link}",
    reply: "Any questions? Just reply to this email.",
  },
  after: {
    subject: "Thank you for climbing with us – {site}",
    greeting: "Hello {name},",
    lead: "Thank you for the day with {site}: {excursion}. We hope you enjoyed it.",
    review: "Would you tell other travellers how it went? Leave a review (a rating and a few words): {link}",
    reply: "Photos to share, questions, plans for another trip: just reply to this email.",
  },
  cancelled: {
    subject: "Departure cancelled: {excursion}, {dates} – {site}",
    lead: "We are sorry: we had to cancel the departure of your booking ({excursion}, {dates}).",
    next: "What happens next: we will offer you another date.",
    paid: "Paid so far for this booking: {amount}",
    paidPolicy: "Our cancellation policy, below, sets it out.",
    paidTitle: "What happens to what you paid",
    calendar: "The attached calendar file takes the trip off your calendar.",
  },
  moved: {
    subject: "{excursion}: new dates – {site}",
    lead: "Your booking has new dates. {excursion}: was {before}, now {dates}.",
    next: "What happens next: nothing to do if the new dates suit you; if they do not, reply to this email and we will offer you another date or tell you what happens to what you paid.",
  },
  restored: {
    subject: "Departure on again: {excursion}, {dates} – {site}",
    lead: "Good news: the departure we had cancelled is on again ({excursion}, {dates}).",
    next: "What happens next: nothing to do, your booking stands as it was (participants' forms, conditions, payments). If you have made other plans in the meantime, reply to this email.",
  },
  policyTitle: "Our cancellation policy",
  signature: "See you in the mountains,",
};

export type RemindersTexts = typeof en;
