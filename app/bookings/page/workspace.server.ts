/**
 * The booking page on the workspace's request screen: the link to send (shown to copy: no email
 * sends it yet), the participants who filled in their form (names and the conditions' version,
 * never their personal data), and the traveller's request to cancel, answered here.
 */
import { site } from "../../config/site.ts";
import { choice, defineForm, text } from "../../forms/schema.ts";
import { receive, workspaceLang, type Allowed, type Args } from "../../workspace/guard.server.ts";
import { fill } from "../../i18n/fill.ts";
import { bookingPageWorkspaceTexts } from "../i18n/workspace/index.ts";
import { CANCEL_ANSWER_MAX } from "../model.ts";
import type { Services } from "../../site/context.ts";

const bookingPageIntents = ["page-link", "page-link-send", "cancel-accept", "cancel-refuse"] as const;
const bookingPageForm = defineForm(
  {
    intent: choice(bookingPageIntents, { required: "intent_invalid", invalid: "intent_invalid" }),
    answer: text<"answer-required" | "answer_too_long">({ max: CANCEL_ANSWER_MAX, tooLong: "answer_too_long" }),
  },
  (values) => (values.intent === "cancel-refuse" && !values.answer ? { answer: "answer-required" } : {}),
);

const dateTime = (lang: string, time: number) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: site.timeZone }).format(time);

/** What the request screen shows of the booking page. */
export async function bookingPagePanel(args: Args, services: Services, requestId: number) {
  const lang = workspaceLang(args.context);
  const texts = bookingPageWorkspaceTexts[lang];
  const { cancellation, participants } = await services.bookingPage.summary(requestId);
  const groupSize = (await services.bookings.get(requestId))?.groupSize ?? 0;
  const filled = participants.filter((participant) => participant.conditions_at !== null).length;
  return {
    hint: fill(texts.hint, { days: services.env.PARTICIPANT_DATA_DAYS }),
    /** How many of the group have not filled in their form yet (none when all have). */
    missing: filled > 0 && groupSize > filled ? fill(texts.participantsMissing, { count: groupSize - filled, total: groupSize }, lang) : "",
    participants: participants
      .filter((participant) => participant.conditions_at !== null)
      .map((participant) => ({
        slot: participant.slot,
        text:
          fill(texts.participantFilled, {
            name: participant.full_name,
            date: dateTime(lang, participant.conditions_at!),
          }) + (participant.personal_deleted_at ? ` · ${texts.participantDeleted}` : ""),
      })),
    cancellation: cancellation
      ? {
          status: cancellation.status,
          text:
            cancellation.status === "asked"
              ? fill(texts.cancelAsked, { date: dateTime(lang, cancellation.asked_at), reason: cancellation.reason })
              : cancellation.status === "accepted"
                ? fill(texts.cancelAccepted, { date: dateTime(lang, cancellation.answered_at ?? cancellation.asked_at) })
                : fill(texts.cancelRefused, {
                    date: dateTime(lang, cancellation.answered_at ?? cancellation.asked_at),
                    answer: cancellation.answer,
                  }),
          reason: cancellation.reason,
        }
      : null,
  };
}

export type BookingPagePanelData = Awaited<ReturnType<typeof bookingPagePanel>>;

/**
 * The request screen's action for the booking page's forms, or undefined when the post is another
 * form's (the screen's own action takes it then).
 */
export async function bookingPageAction(args: Args, allowed: Allowed, requestId: number, reference: string) {
  const peek = await args.request
    .clone()
    .formData()
    .catch(() => undefined);
  const intent = peek?.get("intent");
  if (typeof intent !== "string" || !(bookingPageIntents as readonly string[]).includes(intent)) return undefined;
  const { member, services, workspace } = allowed;
  const received = await receive(args, workspace.actionPolicy, bookingPageForm);
  if (!received.ok) return received.answer;
  const { values, formKey } = received;
  const subject = `request ${reference}`;
  if (values.intent === "page-link") {
    const link = await services.bookingPage.linkFor(requestId);
    if (!link) return received.refuse("no-link", 409);
    await workspace.record({ actor: member, action: "request.page-link", subject, before: null, after: null, formKey });
    return received.done({ link });
  }
  if (await workspace.alreadyDone(formKey)) return received.done();
  const texts = bookingPageWorkspaceTexts[workspaceLang(args.context)];
  if (values.intent === "page-link-send") {
    // It tells the traveller something: asked once (decision 0041).
    const request = await services.bookings.get(requestId);
    if (!request) return received.refuse("no-link", 409);
    if (!received.confirmed)
      return received.ask({
        question: fill(texts.askSend, { email: request.email }),
        lines: [],
        yes: texts.askSendYes,
        fields: { intent: "page-link-send" },
      });
    const sent = await services.bookingPage.sendLink(requestId);
    if (!sent.ok) return received.refuse("no-link", 409);
    services.outbox.poke();
    await workspace.record({ actor: member, action: "request.page-link", subject, before: null, after: { emailedTo: sent.to }, formKey });
    return received.done({ note: fill(texts.sent, { email: sent.to }) });
  }
  const accept = values.intent === "cancel-accept";
  // Accepting frees the booking's seats and closes the traveller's page: asked once (decision 0041).
  if (accept && !received.confirmed) {
    const request = await services.bookings.get(requestId);
    if (!request) return received.refuse("not-asked", 409);
    const lang = workspaceLang(args.context);
    return received.ask({
      question: fill(texts.askAccept, { name: request.name, reference }),
      lines: [
        ...(request.seatsHeld > 0 ? [fill(texts.askAcceptSeats, { count: request.seatsHeld }, lang)] : []),
        texts.askAcceptTold,
        texts.askAcceptUndo,
      ],
      yes: texts.askAcceptYes,
      fields: { intent: "cancel-accept" },
    });
  }
  const answered = await services.bookingPage.answerCancel(requestId, { accept, line: values.answer, by: member.email });
  if (!answered.ok) return received.refuse(answered.error, 409);
  await workspace.record({
    actor: member,
    action: "request.cancel-answered",
    subject,
    before: { cancellation: "asked" },
    after: { cancellation: accept ? "accepted" : "refused", answer: values.answer || undefined },
    formKey,
  });
  return received.done({ note: texts.done[accept ? "accepted" : "refused"] });
}
