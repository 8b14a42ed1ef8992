import { site } from "../config/site.ts";
import { useContext } from "react";
import { data, redirect, UNSAFE_FrameworkContext, useLocation } from "react-router";
import type { Route } from "./+types/booking-page";
import { bookingPageTexts, type BookingPageTexts } from "../bookings/i18n/page/index.ts";
import {
  CANCEL_REASON_MAX,
  harnessSizes,
  PAGE_BODY_MAX_BYTES,
  participantFields,
  participantLimits,
  type ParticipantField,
} from "../bookings/page/participant.ts";
import { lengthHint } from "../forms/length.ts";
import { readFormBody } from "../forms/body.server.ts";
import type { BookingPageView, ParticipantView, PageFormError } from "../bookings/page/service.server.ts";
import { moneyText } from "../payments/words.ts";
import { payView } from "../bookings/page/pay.ts";
import { fill } from "../i18n/fill.ts";
import { isLang, type Lang } from "../i18n/languages.ts";
import { servicesOf, visitorContext } from "../site/context.ts";
import { businessDayStart } from "../runtime/clock.server.ts";
import { getEnv } from "../runtime/env.server.ts";
import { COPY_KEEP_FOR_HEADER, keepCopyScript, OFFLINE_COPY_PARAM } from "../offline/booking-copy.ts";
import "../bookings/booking-form.css";
import "../bookings/page/booking-page.css";

/**
 * The traveller's booking page (`/es/booking/<token>`): private, in the request's language, plain
 * forms that work without JavaScript, none of the app's scripts (nothing counted, nothing of its
 * data in the page; app/composition/site.server.ts marks it `private, no-store` and `noindex`). Its one
 * inline script asks the service worker to keep its offline copy (`?offline-copy`): the same
 * booking rendered without anyone's personal data and without the forms, kept on the device until
 * the trip's retention ends (app/offline/booking-copy.ts). A wrong or expired token is the
 * site's plain 404; a cancelled booking's link says so.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const url = new URL(request.url);
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  // In the address's language: the link's is the request's, the language selector changes it (same booking).
  const opened = await services.bookingPage.open(params.token, params.lang);
  if (opened.kind === "unknown") throw data(null, { status: 404 });
  if (opened.kind === "cancelled") {
    const texts = bookingPageTexts[opened.lang];
    // What was paid stays said on the booker's page (decision 0111): the money is theirs to ask about.
    const sum = opened.booker ? await services.payments.paid(opened.requestId) : null;
    const paid = sum ? moneyText(sum.cents, sum.currency, opened.lang) : null;
    return data(
      {
        kind: "cancelled" as const,
        lang: opened.lang,
        paid: paid ? [texts.paid, paid] : null,
        title: opened.dates ? texts.departureCancelledTitle : texts.cancelledTitle,
        text: opened.dates
          ? fill(texts.departureCancelled, { reference: opened.reference, dates: opened.dates })
          : fill(texts.cancelled, { reference: opened.reference }),
      },
      { status: 410 },
    );
  }
  if (opened.kind === "handedOver") {
    // The link the booker forwarded, after its participant saved: their name and "form done", nothing more.
    const texts = bookingPageTexts[opened.lang];
    return {
      kind: "handedOver" as const,
      lang: opened.lang,
      title: fill(texts.participantTitle, { number: opened.slot }),
      name: opened.name,
      done: opened.conditionsAt
        ? fill(texts.participantDone, { date: dateText(opened.lang, opened.conditionsAt) })
        : texts.participantMissing,
    };
  }
  const view = await services.bookingPage.view(opened);
  // The total in force (set by hand, else the catalogue's), paid and due (app/bookings/payments/): the booker's only.
  const money = opened.scope.kind === "booker" ? await services.payments.get(opened.request.id) : undefined;
  if (money?.total) {
    view.total = moneyText(money.total.cents, money.total.currency, opened.lang);
    // A total the owner set by hand is not the catalogue's parts added up.
    if (money.total.source === "hand") view.totalLines = [];
    view.paid = moneyText(money.money.paidCents, money.total.currency, opened.lang);
    view.due = money.money.dueCents === null ? null : moneyText(money.money.dueCents, money.total.currency, opened.lang);
    // How to pay, as the confirmation email says it: on the booker's page only (decision 0110).
    if (opened.scope.kind === "booker")
      view.pay = payView(money.money, money.total.currency, (await services.mailSettings()).business.payment, opened.lang);
  }
  const title = fill(bookingPageTexts[opened.lang].title, { reference: view.reference });
  if (url.searchParams.has(OFFLINE_COPY_PARAM)) {
    // Kept until the trip's retention ends, by the business's clock; without the trip's dates, not kept.
    const now = services.clock();
    const keepFor = view.until ? Math.floor((businessDayStart(view.until) - now) / 1000) : 0;
    const copy = { kind: "copy" as const, view: withoutPersonalData(view), keptAt: now, title };
    return data(copy, { headers: keepFor > 0 ? { [COPY_KEEP_FOR_HEADER]: String(keepFor) } : {} });
  }
  const saved = Number(url.searchParams.get("saved")) || null;
  // The participant's first save, through the link they were forwarded, brought them to their own.
  const firstOwn = saved !== null && url.searchParams.has("new") && view.ownLink !== null;
  return { kind: "open" as const, view, saved, firstOwn, title, script: keepCopyScript(new URL(getEnv().PUBLIC_URL).origin) };
}

/**
 * What the offline copy shows of a booking: its facts and each participant's name and whether
 * their form is filled and the conditions accepted; never what they typed, never a link.
 */
function withoutPersonalData(view: BookingPageView): BookingPageView {
  return {
    ...view,
    participants: view.participants.map((participant) => ({ ...participant, values: null })),
    participantLinks: {},
    ownLink: null,
    cancellation: view.cancellation ? { ...view.cancellation, answer: "" } : null,
  };
}

type ActionAnswer =
  | {
      kind: "participant";
      slot: number;
      errors: Partial<Record<ParticipantField, string>>;
      formError: string | null;
      values: Record<string, string>;
    }
  | { kind: "cancel"; formError: string; reason: string }
  /** More than a booking page's form can send: refused unread, so nothing of it comes back. */
  | { kind: "too-large"; formError: string };

export async function action({ params, request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const visitorHash = services.signer.visitorHash(context.get(visitorContext).address);
  const lang: Lang = isLang(params.lang) ? params.lang : "en";
  const texts = bookingPageTexts[lang];
  // The link first, then the body within its limit: a post to a link that opens nothing is not read.
  if ((await services.bookingPage.open(params.token)).kind === "unknown") throw data(null, { status: 404 });
  const body = await readFormBody(request, { maxBytes: PAGE_BODY_MAX_BYTES });
  if ("problem" in body && body.problem === "too-large")
    return data<ActionAnswer>({ kind: "too-large", formError: texts.errors.too_large }, { status: 413 });
  const form = "form" in body ? body.form : new FormData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 5000) : "";
  };
  const formErrorText = (code: PageFormError | undefined) => (code ? texts.errors[code] : null);
  if (field("intent") === "cancel") {
    const result = await services.bookingPage.askCancel({ token: params.token, reason: field("reason"), visitorHash });
    if (!result.ok && result.kind === "unknown") throw data(null, { status: 404 });
    if (!result.ok)
      return data<ActionAnswer>(
        { kind: "cancel", formError: formErrorText(result.formError)!, reason: field("reason") },
        { status: result.formError === "rate_limited" ? 429 : 400 },
      );
    throw redirect(`/${lang}/booking/${params.token}#cancel`, 303);
  }
  const values = Object.fromEntries(participantFields.map((name) => [name, field(name)])) as Record<ParticipantField, string>;
  const slot = Number(field("slot"));
  const result = await services.bookingPage.saveParticipant({
    token: params.token,
    slot,
    form: values,
    conditionsHash: field("conditions"),
    visitorHash,
    lang,
  });
  if (!result.ok && result.kind === "unknown") throw data(null, { status: 404 });
  if (!result.ok) {
    const errors = Object.fromEntries(Object.entries(result.errors).map(([name, code]) => [name, texts.errors[code]]));
    return data<ActionAnswer>(
      { kind: "participant", slot, errors, formError: formErrorText(result.formError), values },
      { status: result.formError === "rate_limited" ? 429 : result.formError === "handed_over" ? 403 : 400 },
    );
  }
  // A participant's first save: on to their own link, which the page then says is theirs to keep.
  // Their own link, in the language they saved in.
  if (result.ownLink)
    throw redirect(
      `${new URL(result.ownLink).pathname.replace(/^\/[a-z]{2}\//, `/${lang}/`)}?saved=${result.slot}&new#participant-${result.slot}`,
      303,
    );
  throw redirect(`/${lang}/booking/${params.token}?saved=${result.slot}#participant-${result.slot}`, 303);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  // The loader's (the offline copy says how long it may be kept), then the action's, if any.
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders ?? []) headers.set(name, value);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
}

/** Rendered without the app's scripts: the page needs none, and none should read it (its own inline one aside). */
export const handle = { scripts: false };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        ...(loaderData.kind !== "open" && loaderData.kind !== "copy"
          ? []
          : [
              {
                name: "description",
                content: fill(bookingPageTexts[loaderData.view.lang].description, { reference: loaderData.view.reference }),
              },
            ]),
        { name: "robots", content: "noindex, nofollow" },
        { name: "referrer", content: "no-referrer" },
      ]
    : [{ name: "robots", content: "noindex, nofollow" }];

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  // Before any early return (a hook runs on every render, in the same order). The forms post to the
  // page's address alone: neither the last save's message (`?saved=`) nor its place
  // (`#participant-n`) comes back with a form's problems, where the first to correct takes the focus
  // (a browser does not autofocus in a page opened at a fragment).
  const action = useLocation().pathname;
  if (loaderData.kind === "cancelled")
    return (
      <section className="page booking-page" aria-labelledby="booking-title">
        <h1 id="booking-title">{loaderData.title}</h1>
        <p>{loaderData.text}</p>
        {loaderData.paid ? (
          <dl className="booking-page__facts">
            <div>
              <dt>{loaderData.paid[0]}</dt>
              <dd>{loaderData.paid[1]}</dd>
            </div>
          </dl>
        ) : null}
      </section>
    );
  if (loaderData.kind === "copy") return <OfflineCopy view={loaderData.view} title={loaderData.title} keptAt={loaderData.keptAt} />;
  const answer = actionData as ActionAnswer | undefined;
  if (loaderData.kind === "handedOver") {
    const texts = bookingPageTexts[loaderData.lang];
    return (
      <section className="page booking-page" aria-labelledby="booking-title" lang={loaderData.lang} data-handed-over>
        <h1 id="booking-title">
          {loaderData.title} · {loaderData.name}
        </h1>
        {answer?.kind === "participant" && answer.formError ? (
          <p role="alert" className="booking-message booking-message--error">
            {answer.formError}
          </p>
        ) : null}
        <p data-participant-state>{loaderData.done}</p>
        <p>{texts.handedOver}</p>
      </section>
    );
  }
  const { view } = loaderData;
  const texts = bookingPageTexts[view.lang];
  return (
    <section className="page booking-page" aria-labelledby="booking-title" lang={view.lang}>
      <KeepCopyScript code={loaderData.script} />
      <h1 id="booking-title">{loaderData.title}</h1>
      {answer?.kind === "too-large" ? (
        <p role="alert" className="booking-message booking-message--error" tabIndex={-1} autoFocus>
          {answer.formError}
        </p>
      ) : null}
      <Summary view={view} texts={texts} />
      <Conditions view={view} texts={texts} />
      <h2 id="participants">{texts.participantsTitle}</h2>
      {view.scope.kind === "booker" ? <p>{texts.participantsHint}</p> : null}
      {view.participants.map((participant) => (
        <Participant
          key={participant.slot}
          participant={participant}
          view={view}
          texts={texts}
          answer={answer?.kind === "participant" && answer.slot === participant.slot ? answer : undefined}
          action={action}
          saved={loaderData.saved === participant.slot}
          firstOwn={loaderData.firstOwn}
        />
      ))}
      {view.scope.kind === "booker" ? (
        <Cancel view={view} texts={texts} answer={answer?.kind === "cancel" ? answer : undefined} action={action} />
      ) : null}
      <Privacy view={view} texts={texts} />
    </section>
  );
}

function Privacy({ view, texts }: { view: BookingPageView; texts: BookingPageTexts }) {
  return (
    <>
      <h2 id="privacy">{texts.privacyTitle}</h2>
      <p>{fill(texts.privacy, { days: view.days })}</p>
      <p>{view.until ? fill(texts.privacyOffline, { until: dayText(view.lang, view.until) }) : texts.privacyOfflineNoDate}</p>
    </>
  );
}

/**
 * The page's own inline script (it asks the service worker to keep the offline copy), written with
 * the rendering's mark so that the page's policy approves it by its hash (app/security/own-scripts.ts).
 */
function KeepCopyScript({ code }: { code: string }) {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}

/**
 * The copy a phone keeps to read without a connection: the booking's facts and the participants'
 * names and states, no forms (they need the network), nobody's personal data, no script.
 */
function OfflineCopy({ view, title, keptAt }: { view: BookingPageView; title: string; keptAt: number }) {
  const texts = bookingPageTexts[view.lang];
  return (
    <section className="page booking-page" aria-labelledby="booking-title" lang={view.lang} data-offline-copy>
      <h1 id="booking-title">{title}</h1>
      <p className="booking-form__hint" role="note">
        {fill(texts.copyNote, { date: dateText(view.lang, keptAt), until: view.until ? dayText(view.lang, view.until) : "" })}
      </p>
      <Summary view={view} texts={texts} />
      <h2 id="participants">{texts.participantsTitle}</h2>
      <p>{texts.copyNeedsConnection}</p>
      <ul className="booking-page__names">
        {view.participants.map((participant) => (
          <li key={participant.slot} id={`participant-${participant.slot}`} data-filled={participant.filled}>
            {fill(texts.participantTitle, { number: participant.slot })}
            {participant.name ? ` · ${participant.name}` : ""}
            {": "}
            {participant.filled && participant.conditionsAt
              ? fill(texts.participantDone, { date: dateText(view.lang, participant.conditionsAt) })
              : texts.participantMissing}
          </li>
        ))}
      </ul>
      <Conditions view={view} texts={texts} />
      <Privacy view={view} texts={texts} />
    </section>
  );
}

/** A moment's day in words, with its year ("3 December 2026"), by the business's calendar. */
const sinceText = (lang: Lang, time: number) => new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: site.timeZone }).format(time);

const dateText = (lang: Lang, time: number) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone: site.timeZone }).format(time);

/** A business day (`YYYY-MM-DD`) in words. */
const dayText = (lang: Lang, day: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(`${day}T12:00:00Z`));

/**
 * "{place}, at {time}": the place as the owner wrote it, with its own `lang` and the line that says
 * so when it is in another language than the page's (decision 0120).
 */
function MeetingAt({ meeting, template }: { meeting: NonNullable<BookingPageView["meeting"]>; template: string }) {
  const [before = "", after = ""] = template.split("{place}");
  return (
    <>
      {fill(before, { time: meeting.time })}
      <span lang={meeting.placeIn?.lang}>{meeting.place}</span>
      {fill(after, { time: meeting.time })}
      {meeting.placeIn ? <span className="booking-page__only-in"> ({meeting.placeIn.note})</span> : null}
    </>
  );
}

function Summary({ view, texts }: { view: BookingPageView; texts: BookingPageTexts }) {
  const facts: [string, React.ReactNode][] = [
    [texts.state, texts.states[view.state]],
    [texts.excursion, view.excursion],
    [texts.dates, view.dates],
    [texts.group, fill(texts.people, { count: view.groupSize }, view.lang)],
  ];
  // The group's money is the booker's: a participant's page shows none.
  if (view.scope.kind === "booker") facts.push(...view.totalLines, [texts.total, view.total ?? texts.noTotal]);
  if (view.pay?.deposit) facts.push([texts.deposit, view.pay.deposit]);
  if (view.paid) facts.push([texts.paid, view.paid]);
  if (view.due) facts.push([texts.due, view.due]);
  if (view.meeting)
    facts.push([
      texts.meeting,
      <>
        {view.meeting.place ? <MeetingAt meeting={view.meeting} template={texts.meetingAt} /> : view.meeting.time}
        {view.meeting.mapUrl ? (
          <>
            {" · "}
            <a href={view.meeting.mapUrl} target="_blank" rel="noopener noreferrer">
              {texts.meetingMap}
            </a>
          </>
        ) : null}
      </>,
    ]);
  return (
    <>
      <dl className="booking-page__facts" data-state={view.state}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {view.pay?.how ? <HowToPay how={view.pay.how} /> : null}
      {view.bring.length ? (
        <>
          <h2>{texts.bring}</h2>
          <ul lang={view.bringIn?.lang}>
            {view.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {view.bringIn ? <p className="booking-page__only-in">{view.bringIn.note}</p> : null}
        </>
      ) : null}
      {view.rented.length ? (
        <>
          <h3>{texts.rented}</h3>
          <ul>
            {view.rented.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The links and bank details to pay what is to pay now, as the confirmation email gives them. */
function HowToPay({ how }: { how: NonNullable<NonNullable<BookingPageView["pay"]>["how"]> }) {
  return (
    <section className="booking-page__pay" aria-labelledby="pay-title" id="pay">
      <h2 id="pay-title">{how.title}</h2>
      {how.amount ? <p>{how.amount}</p> : null}
      {how.links.length ? (
        <ul>
          {how.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {how.bank.length ? (
        <>
          <h3>{how.bankTitle}</h3>
          <dl className="booking-page__facts">
            {how.bank.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}

function Conditions({ view, texts }: { view: BookingPageView; texts: BookingPageTexts }) {
  const { conditions } = view;
  return (
    <section className="booking-page__conditions" aria-labelledby="conditions-title" id="conditions">
      <h2 id="conditions-title">{texts.conditionsTitle}</h2>
      <p className="booking-form__hint">{fill(texts.conditionsSince, { date: sinceText(view.lang, view.conditionsSince) })}</p>
      {conditions.sections.length ? null : <p>{texts.conditionsNone}</p>}
      {conditions.sections.map((section) => (
        <div key={section.title}>
          <h3>{section.title}</h3>
          <p className="booking-page__text">{section.text}</p>
        </div>
      ))}
      <h3>{texts.risksTitle}</h3>
      <p className="booking-page__text">{conditions.risks}</p>
    </section>
  );
}

function Participant({
  participant,
  view,
  texts,
  answer,
  saved,
  firstOwn,
  action,
}: {
  saved: boolean;
  firstOwn: boolean;
  action: string;
  participant: ParticipantView;
  view: BookingPageView;
  texts: BookingPageTexts;
  answer?: Extract<ActionAnswer, { kind: "participant" }>;
}) {
  const { slot } = participant;
  const id = (name: string) => `p${slot}-${name}`;
  const values = answer?.values ?? participant.values ?? {};
  const errors = answer?.errors ?? {};
  const title = fill(texts.participantTitle, { number: slot });
  // Forms are filled and corrected until the departure starts, then closed, filled or not.
  const closed = view.started;
  const editable = (participant.values !== null || !participant.filled) && !closed;
  const link = view.participantLinks[slot];
  // Sent back with problems (a page loaded again, without any script): the first field to correct
  // takes the focus, and reads out its message; a problem of the whole form, its message.
  const firstInvalid = participantFields.find((name) => errors[name]);
  // A long text's field says its limit (described by it, after its error when there is one).
  const limited = (name: ParticipantField) => name === "health" || name === "experience";
  const invalid = (name: ParticipantField) => {
    const describedBy = [errors[name] ? id(`${name}-error`) : "", limited(name) ? id(`${name}-limit`) : ""].filter(Boolean).join(" ");
    return {
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(errors[name] ? { "aria-invalid": true as const, autoFocus: name === firstInvalid || undefined } : {}),
    };
  };
  const limit = (name: "health" | "experience") => (
    <p id={id(`${name}-limit`)} className="booking-form__hint">
      {lengthHint(view.lang, participantLimits[name])}
    </p>
  );
  const fieldError = (name: ParticipantField) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className="booking-form__error">
        {errors[name]}
      </p>
    ) : null;
  const input = (name: ParticipantField, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="booking-form__field">
      <label htmlFor={id(name)}>{texts.fields[name as keyof typeof texts.fields]}</label>
      <input id={id(name)} type="text" name={name} defaultValue={values[name] ?? ""} {...invalid(name)} {...props} />
      {fieldError(name)}
    </div>
  );
  return (
    <section
      id={`participant-${slot}`}
      className="booking-page__participant"
      aria-labelledby={id("title")}
      data-filled={participant.filled}
    >
      <h3 id={id("title")}>
        {title}
        {participant.name ? ` · ${participant.name}` : ""}
      </h3>
      {saved ? (
        <p role="status" className="booking-message booking-message--success">
          {view.scope.kind === "booker" ? fill(texts.saved, { number: slot }) : firstOwn ? texts.savedOwnFirst : texts.savedOwn}
        </p>
      ) : null}
      {view.ownLink ? (
        <div className="booking-form__field">
          <label htmlFor={id("my-link")}>{texts.myLinkLabel}</label>
          <input id={id("my-link")} type="text" readOnly value={view.ownLink} data-own-link={slot} />
          <p className="booking-form__hint">{texts.myLinkHint}</p>
        </div>
      ) : null}
      {closed && participant.values !== null ? <p className="booking-form__hint">{texts.errors.corrections_closed}</p> : null}
      {closed && !participant.filled ? <p className="booking-form__hint">{texts.errors.forms_closed}</p> : null}
      <p className="booking-form__hint" data-participant-state>
        {participant.filled && participant.conditionsAt
          ? fill(texts.participantDone, { date: dateText(view.lang, participant.conditionsAt) })
          : texts.participantMissing}
      </p>
      {link ? (
        <div className="booking-form__field">
          <label htmlFor={id("link")}>{texts.ownLinkLabel}</label>
          <input id={id("link")} type="text" readOnly value={link} data-participant-link={slot} />
          <p className="booking-form__hint">{texts.ownLinkHint}</p>
        </div>
      ) : null}
      {editable ? (
        <form method="post" action={action} className="booking-form" noValidate>
          <input type="hidden" name="intent" value="participant" />
          <input type="hidden" name="slot" value={slot} />
          <input type="hidden" name="conditions" value={view.conditions.hash} />
          {answer?.formError ? (
            <p role="alert" className="booking-message booking-message--error" tabIndex={-1} autoFocus={!firstInvalid || undefined}>
              {answer.formError}
            </p>
          ) : Object.keys(errors).length ? (
            <p role="alert" className="booking-message booking-message--error">
              {texts.problemsIntro}
            </p>
          ) : null}
          {/* No maxlength on the one-line fields: one over its limit is never cut, the server's message names the limit. */}
          {input("full_name", { autoComplete: "name", required: true })}
          {input("document", { autoComplete: "off", required: true })}
          {input("nationality", { autoComplete: "country-name", required: true })}
          {input("birth_date", { type: "date", autoComplete: "bday", required: true })}
          {input("emergency_name", { autoComplete: "off", required: true })}
          {input("emergency_phone", { type: "tel", autoComplete: "off", required: true })}
          <div className="booking-form__field">
            <label htmlFor={id("health")}>{texts.fields.health}</label>
            <textarea
              id={id("health")}
              name="health"
              rows={3}
              maxLength={participantLimits.health}
              defaultValue={values.health ?? ""}
              {...invalid("health")}
            />
            {limit("health")}
            {fieldError("health")}
          </div>
          <div className="booking-form__field">
            <label htmlFor={id("experience")}>{texts.fields.experience}</label>
            <textarea
              id={id("experience")}
              name="experience"
              rows={2}
              maxLength={participantLimits.experience}
              defaultValue={values.experience ?? ""}
              {...invalid("experience")}
            />
            {limit("experience")}
            {fieldError("experience")}
          </div>
          {input("shoe_size", { inputMode: "decimal" })}
          <div className="booking-form__field">
            <label htmlFor={id("harness_size")}>{texts.fields.harness_size}</label>
            <select id={id("harness_size")} name="harness_size" defaultValue={values.harness_size ?? ""} {...invalid("harness_size")}>
              <option value="">{texts.fields.harnessNone}</option>
              {harnessSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            {fieldError("harness_size")}
          </div>
          <label className="bf-choice" htmlFor={id("accept")}>
            {/* Still ticked after a refusal (what was typed is kept), unless the conditions changed meanwhile: those are accepted anew. */}
            <input
              id={id("accept")}
              type="checkbox"
              name="accept"
              value="yes"
              defaultChecked={answer?.values.accept === "yes" && answer.formError !== texts.errors.form_expired}
              {...invalid("accept")}
            />
            <span>
              {texts.fields.accept} (
              <a href="#conditions">{fill(texts.acceptSince, { date: sinceText(view.lang, view.conditionsSince) })}</a>)
            </span>
          </label>
          {fieldError("accept")}
          <button type="submit" className="button">
            {texts.save}
          </button>
        </form>
      ) : null}
    </section>
  );
}

function Cancel({
  view,
  texts,
  answer,
  action,
}: {
  view: BookingPageView;
  texts: BookingPageTexts;
  action: string;
  answer?: Extract<ActionAnswer, { kind: "cancel" }>;
}) {
  const { cancellation } = view;
  return (
    <section id="cancel" className="booking-page__cancel" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{texts.cancelTitle}</h2>
      {cancellation?.status === "asked" ? (
        <p role="status">{fill(texts.cancelAsked, { date: dateText(view.lang, cancellation.askedAt) })}</p>
      ) : (
        <>
          {cancellation?.status === "refused" ? <p role="status">{fill(texts.cancelRefused, { answer: cancellation.answer })}</p> : null}
          {/* "The policy above" only when the business wrote one. */}
          <p>{view.conditions.sections.some((section) => section.field === "cancellation") ? texts.cancelPolicy : texts.cancelNoPolicy}</p>
          <form method="post" action={action} className="booking-form" noValidate>
            <input type="hidden" name="intent" value="cancel" />
            <div className="booking-form__field">
              <label htmlFor="cancel-reason">{texts.cancelReason}</label>
              <textarea
                id="cancel-reason"
                name="reason"
                rows={3}
                maxLength={CANCEL_REASON_MAX}
                defaultValue={answer?.reason ?? ""}
                aria-invalid={answer ? true : undefined}
                aria-describedby={answer ? "cancel-reason-error cancel-reason-limit" : "cancel-reason-limit"}
                autoFocus={answer ? true : undefined}
              />
              <p id="cancel-reason-limit" className="booking-form__hint">
                {lengthHint(view.lang, CANCEL_REASON_MAX)}
              </p>
              {answer ? (
                <p id="cancel-reason-error" className="booking-form__error">
                  {answer.formError}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button">
              {texts.cancelSend}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
