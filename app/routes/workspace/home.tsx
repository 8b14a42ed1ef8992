import type { Route } from "./+types/home";
import { BackupState } from "../../backup/workspace/BackupState.tsx";
import { businessTexts } from "../../business/i18n/index.ts";
import { missingTrustFacts, trustFactPath, trustLaunchLines } from "../../catalogue/launch.ts";
import { isSampleMember } from "../../catalogue/sample.server.ts";
import { fieldId } from "../../catalogue/workspace/catalogue-view.ts";
import { seatsLeft } from "../../departures/model.ts";
import { nextDay } from "../../runtime/time-zone.ts";
import { ActionForm, answerAnchor, useAnswer } from "../../workspace/ActionForm.tsx";
import { receive, requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { mailbox } from "../../workspace/mail.server.ts";
import { areaPath } from "../../workspace/paths.ts";
import { allowed } from "../../workspace/roles.ts";
import { releaseMailForm } from "../../workspace/schemas.ts";
import { fill, formatTime, pluralForm, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";
import { pageOf } from "../../workspace/pages.ts";
import { Pager } from "../../workspace/Pager.tsx";

type Waiting =
  | "unanswered"
  | "cancelAsked"
  | "unreadComments"
  | "pendingReviews"
  | "unhandledMessages"
  | "openDepartures"
  | "moneyDue"
  | "waitingEmails"
  | "failedEmails";
type Count = { key: Waiting; count: number; to: string };

/** How far ahead Home looks for departures that still have seats (business days from today). */
const DEPARTURE_DAYS = 14;
/** Comments older than this are not counted as unread, even by a member who never opened Comments. */
const COMMENT_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

/**
 * What needs the member, whatever they opened before: requests nobody answered, travellers asking
 * to cancel, comments they have not read (posted since they last opened Comments), reviews to show
 * or hide, messages to handle, departures of the next days with free seats, emails stuck in the
 * outbox. Each through its feature's service.
 */
export async function loader(args: Route.LoaderArgs) {
  const { member, services, workspace } = await requireMember(args, "home");
  const counts: Count[] = [];
  if (allowed(member.role, "requests")) {
    counts.push({ key: "unanswered", count: await services.bookings.countUnanswered(), to: `${areaPath("requests")}?state=new` });
    // Requests to cancel sent from the booking page, not answered yet (app/bookings/page/): the one request, or the list of them.
    const cancels = await services.bookingPage.cancelsWaiting();
    counts.push({
      key: "cancelAsked",
      count: cancels.length,
      to: cancels.length === 1 ? `${areaPath("requests")}/${cancels[0]}` : `${areaPath("requests")}?cancel=asked`,
    });
  }
  if (allowed(member.role, "comments")) {
    const since = Math.max(member.seenAt, workspace.now() - COMMENT_DAYS * DAY);
    counts.push({ key: "unreadComments", count: await services.comments.countSince(since), to: areaPath("comments") });
    // Travellers' reviews are moderated on the comments' screen (app/bookings/reviews/, decision 0065).
    counts.push({ key: "pendingReviews", count: await services.reviews.countPending(), to: `${areaPath("comments")}#ws-reviews-title` });
  }
  if (allowed(member.role, "messages")) {
    counts.push({ key: "unhandledMessages", count: await services.contact.countUnhandled(), to: areaPath("messages") });
  }
  if (allowed(member.role, "departures")) {
    const today = services.departures.today();
    let last = today;
    for (let day = 0; day < DEPARTURE_DAYS; day++) last = nextDay(last);
    const open = (await services.departures.upcoming()).filter(
      (departure) => departure.startDate !== null && departure.startDate < last && seatsLeft(departure) > 0,
    );
    counts.push({ key: "openDepartures", count: open.length, to: areaPath("departures") });
  }
  if (allowed(member.role, "payments")) {
    // Confirmed bookings not paid in full before they leave (app/bookings/payments/, decision 0063).
    counts.push({ key: "moneyDue", count: (await services.payments.due()).length, to: areaPath("payments") });
  }
  if (allowed(member.role, "messages")) {
    const emails = await mailbox(services).counts();
    counts.push(
      { key: "waitingEmails", count: emails.waiting, to: areaPath("messages") },
      { key: "failedEmails", count: emails.failed, to: areaPath("messages") },
    );
  }
  // The owner's first screen says what is still to set before launch (app/business/).
  const labels = businessTexts[textsOf(args.context).lang === "es" ? "es" : "en"].labels;
  const missing = allowed(member.role, "business")
    ? (await services.business.missing()).map((field) => ({ name: field, label: labels[field] }))
    : [];
  // And the facts that build a traveller's trust still unset, in words (app/catalogue/launch.ts).
  const texts = textsOf(args.context);
  const trust = allowed(member.role, "business")
    ? await services.catalogue
        .published()
        .then((catalogue) =>
          trustLaunchLines(catalogue, missingTrustFacts(catalogue), texts.home.trust, workspaceLang(args.context), texts.dateTime),
        )
    : [];
  // The team members still the install's invented ones, each until the owner replaces them (decision 0122).
  const samples = allowed(member.role, "business")
    ? await services.catalogue
        .published()
        .then((catalogue) =>
          catalogue.team
            .filter(isSampleMember)
            .map((entry) => ({ key: entry.key, text: fill(texts.home.sample.line, { name: entry.data.name }) })),
        )
    : [];
  // The owner's: when the last snapshot of everything was taken (app/backup/).
  const backup = allowed(member.role, "business") ? await services.backups.status() : null;
  // A restored copy sends nothing until the owner releases it (app/mail/hold.server.ts, decision 0105): said first, to the owner.
  const hold = allowed(member.role, "business") ? await services.outbox.held() : undefined;
  const mailHeld = hold ? { snapshotTakenAt: hold.snapshotTakenAt, waiting: (await mailbox(services).counts()).waiting } : null;
  // One line per entry still missing a fact: a page of them at a time (`?trust=2`), however large the catalogue.
  return {
    counts,
    days: DEPARTURE_DAYS,
    missing,
    trust: pageOf(trust, args.request.url, "trust"),
    samples,
    backup,
    mailHeld,
    guard: workspace.guard(),
    title: texts.home.title,
  };
}

/** Releases a restored copy's held emails, asked once (decision 0041): the owner's. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "business");
  const received = await receive(args, workspace.actionPolicy, releaseMailForm);
  if (!received.ok) return received.answer;
  if (await workspace.alreadyDone(received.formKey)) return received.done();
  const words = textsOf(args.context).mailHold;
  if (!(await services.outbox.held())) return received.done({ note: words.released });
  if (!received.confirmed)
    return received.ask({ question: words.askQuestion, lines: words.askLines, yes: words.askYes, fields: { intent: "release-mail" } });
  if (await services.outbox.release()) {
    await workspace.record({
      actor: member,
      action: "mail.released",
      subject: "outbox",
      before: null,
      after: null,
      formKey: received.formKey,
    });
    // The reminders held meanwhile are looked at now, not at the timer's next turn.
    void services.reminders.run().catch(() => {});
  }
  return received.done({ note: words.released });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { texts, lang } = useWorkspace();
  const shown = loaderData.counts.filter((count) => count.count > 0);
  // Once released, the notice is gone: its answer is said where it was.
  const released = useAnswer("release-mail");
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{texts.home.title}</h1>
      {loaderData.mailHeld ? (
        <MailHeld held={loaderData.mailHeld} guard={loaderData.guard} />
      ) : released?.ok ? (
        <p id={answerAnchor("release-mail")} role="status" className="ws-note">
          {released.note ?? texts.mailHold.released}
        </p>
      ) : null}
      <p>{texts.home.intro}</p>
      {shown.length ? (
        <ul className="ws-counts">
          {shown.map((count) => (
            <li key={count.key}>
              <a href={count.to} className="ws-count">
                <Counted
                  text={fill(pluralForm(texts.home[count.key], count.count, lang), { days: String(loaderData.days) })}
                  count={count.count}
                  name={count.key}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ws-muted" data-nothing-waits>
          {texts.home.nothingWaits}
        </p>
      )}
      {loaderData.missing.length || loaderData.trust.total || loaderData.samples.length ? <h2>{texts.home.launch}</h2> : null}
      {loaderData.missing.length ? (
        <ul className="ws-missing" data-missing>
          {loaderData.missing.map((field) => (
            <li key={field.name}>
              <a href={`${areaPath("business")}#business-${field.name}`}>{field.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {loaderData.trust.total ? (
        <>
          <h3 id="ws-trust-title">{texts.home.trust.title}</h3>
          <p className="ws-muted">{texts.home.trust.intro}</p>
          <ul className="ws-missing ws-trust" data-trust-missing>
            {loaderData.trust.items.map((line) => (
              <li key={`${line.kind}:${line.key}`}>
                {/* The entry's editor, in Spanish (the owner's), at the first fact still to set. */}
                <a
                  href={`${areaPath("catalogue")}/${line.kind}/${encodeURIComponent(line.key)}?lang=es#${fieldId(trustFactPath(line.kind, line.facts[0]!, "es"))}`}
                >
                  {line.text}
                </a>
              </li>
            ))}
          </ul>
          <Pager list={loaderData.trust} label={texts.home.trust.title} anchor="#ws-trust-title" />
        </>
      ) : null}
      {loaderData.samples.length ? (
        <>
          <h3>{texts.home.sample.title}</h3>
          <p className="ws-muted">{texts.home.sample.intro}</p>
          <ul className="ws-missing" data-sample-content>
            {loaderData.samples.map((sample) => (
              <li key={sample.key}>
                <a href={`${areaPath("catalogue")}/team/${encodeURIComponent(sample.key)}?lang=es`}>{sample.text}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {loaderData.backup ? <BackupState status={loaderData.backup} /> : null}
    </section>
  );
}

/** The owner's notice on a restored copy: nothing is sent until released, and the button that releases it. */
function MailHeld({
  held,
  guard,
}: {
  held: { snapshotTakenAt: number; waiting: number };
  guard: Parameters<typeof ActionForm>[0]["guard"];
}) {
  const { texts, timeZone, lang } = useWorkspace();
  const words = texts.mailHold;
  return (
    <section className="ws-card" aria-labelledby="ws-mail-held-title" data-mail-held>
      <h2 id="ws-mail-held-title">{words.title}</h2>
      <p>{words.text}</p>
      {held.snapshotTakenAt ? <p>{fill(words.taken, { when: formatTime(texts.dateTime, timeZone, held.snapshotTakenAt) })}</p> : null}
      <p>{fill(words.waiting, { count: held.waiting }, lang)}</p>
      <p>{words.when}</p>
      <ActionForm guard={guard} id="release-mail" fields={{ intent: "release-mail" }} button={words.release} done={words.released} />
    </section>
  );
}

/** A count's text with its number in bold: "<strong>3</strong> new comments". */
function Counted({ text, count, name }: { text: string; count: number; name: string }) {
  const [before = "", after = ""] = text.split("{count}");
  return (
    <>
      {before}
      <strong data-count={name}>{count}</strong>
      {after}
    </>
  );
}
