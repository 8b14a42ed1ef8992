import { data } from "react-router";
import type { Route } from "./+types/payment";
import { parseAmount } from "../../payments/money.ts";
import { PAYMENT_NOTE_MAX, paymentForm } from "../../payments/form.ts";
import { lengthHint } from "../../forms/length.ts";
import { dayText, moneyText } from "../../payments/words.ts";
import { answerAnchor, AskOnce, useAnswer, WorkspaceGuard, type AskData } from "../../workspace/ActionForm.tsx";
import * as audit from "../../workspace/audit.server.ts";
import { receive, requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { moneyView, paymentEntry } from "./payments.server.ts";
import { areaPath, plainId } from "../../workspace/paths.ts";
import { allowed } from "../../workspace/roles.ts";
import { fill, formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/**
 * A booking's money: its total, deposit, paid, due and state; its payments; the owner's forms
 * (decision 0063). Whoever reads its request reads it (a guide too); only who reaches Payments (an
 * owner) changes it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace, member } = await requireMember(args, "requests");
  const texts = textsOf(args.context);
  const lang = workspaceLang(args.context);
  const id = plainId(args.params.id);
  const item = id !== undefined ? await services.payments.get(id) : undefined;
  if (!item) throw new Response(null, { status: 404 });
  const catalogue = await services.catalogue.published();
  const today = services.departures.today();
  const view = moneyView(item, texts, lang, catalogue, today);
  const t = texts.payments;
  return {
    view,
    payments: item.payments.map((payment) => ({
      id: payment.id,
      amount: moneyText(payment.cents, payment.currency, lang),
      method: t.methods[payment.method],
      paidOn: dayText(payment.paidOn, texts.dateTime),
      note: payment.note,
      recordedBy: payment.recordedBy,
      removed: payment.removedAt === null ? null : { by: payment.removedBy ?? "", at: payment.removedAt },
    })),
    open: item.open,
    canRecord: allowed(member.role, "payments") && item.open,
    readOnly: !allowed(member.role, "payments"),
    today,
    /** What refusals name: the total's currency, what is due, what was paid. */
    amounts: {
      currency: view.currency ?? "",
      due: view.due,
      paid: view.paid,
    },
    guard: workspace.guard(),
    title: `${item.booking.reference} · ${t.title}`,
  };
}

type Refusal = { ok: false; form: string; error: string; field?: string; ask?: AskData; values?: Record<string, string> };

/** Record a payment, take one back (asked once: it changes money), set the total by hand: an owner's, each with its history entry in the same transaction. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "requests");
  if (!allowed(member.role, "payments")) throw data({ error: "forbidden" }, { status: 403 });
  const bookingId = plainId(args.params.id);
  if (bookingId === undefined) throw new Response(null, { status: 404 });
  const received = await receive(args, workspace.actionPolicy, paymentForm);
  if (!received.ok) return received.answer;
  const { intent, amount, currency, method, paid_on, note, payment } = received.values;
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done();
  const texts = textsOf(args.context);
  const lang = workspaceLang(args.context);
  const t = texts.payments;
  const form = intent === "remove" ? `remove-${payment}` : intent!;
  const typed = { amount, currency: currency ?? "", method: method ?? "", paid_on, note };
  const refuse = (error: string, field?: string) =>
    data<Refusal>(
      { ok: false, form, error, ...(field ? { field } : {}), values: typed },
      { status: error === "unknown_booking" ? 404 : 400 },
    );
  const within = (change: Parameters<typeof paymentEntry>[0], trx: Parameters<typeof audit.record>[0]) =>
    audit.record(trx, paymentEntry(change, member, formKey), workspace.now());

  if (intent === "remove") {
    const id = Number(payment);
    const current = await services.payments.get(bookingId);
    if (!current) return refuse("unknown_booking");
    const target = current.payments.find((candidate) => candidate.id === id);
    if (!target) return refuse("unknown_payment");
    if (target.removedAt !== null) return refuse("already_removed");
    // Asked once (decision 0041): it frees nothing and tells nobody, but it changes what is due.
    if (!received.confirmed) {
      return received.ask({
        question: fill(t.askRemove, {
          amount: moneyText(target.cents, target.currency, lang),
          method: t.methods[target.method],
          day: dayText(target.paidOn, texts.dateTime),
        }),
        lines: [t.askRemoveLine],
        yes: t.askRemoveYes,
        fields: { intent: "remove", payment: String(id) },
      });
    }
    const result = await services.payments.remove(member, bookingId, id, (trx, change) => within(change, trx));
    if (!result.ok) return refuse(result.problem);
    return received.done({ note: t.removed });
  }

  const cents = parseAmount(amount);
  if (cents === null) return refuse("amount_invalid", "amount");
  if (intent === "total") {
    const result = await services.payments.setTotal(member, bookingId, { cents, currency: currency! }, (trx, change) =>
      within(change, trx),
    );
    if (!result.ok) return refuse(result.problem, result.problem.startsWith("currency") ? "currency" : "amount");
    return received.done({ note: t.totalSaved });
  }
  const result = await services.payments.record(
    member,
    bookingId,
    { cents, currency: currency!, method: method!, paidOn: paid_on, note },
    (trx, change) => within(change, trx),
  );
  if (!result.ok) {
    const field = result.problem.startsWith("date")
      ? "paid_on"
      : result.problem.startsWith("currency")
        ? "currency"
        : result.problem === "method_invalid"
          ? "method"
          : "amount";
    return refuse(result.problem, field);
  }
  return received.done({ note: t.recorded });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

type LoaderData = Route.ComponentProps["loaderData"];

/** The answer to one of this page's forms, in words (a refusal names the currency, or what is due). */
function useMessage(id: string, loaderData: LoaderData) {
  const { texts } = useWorkspace();
  const answer = useAnswer(id) as (Refusal | { ok: true; form: string; note?: string }) | undefined;
  if (!answer) return { answer, text: "" };
  if (answer.ok) return { answer, text: answer.note ?? "" };
  if (answer.ask) return { answer, text: "" };
  const own = (texts.payments.errors as Record<string, string>)[answer.error];
  const text = own ? fill(own, loaderData.amounts) : ((texts.errors as Record<string, string>)[answer.error] ?? texts.errors.unexpected);
  return { answer, text };
}

function RecordForm({ loaderData }: { loaderData: LoaderData }) {
  const { texts, lang } = useWorkspace();
  const t = texts.payments;
  const { answer, text } = useMessage("record", loaderData);
  const refused = answer && !answer.ok ? answer : undefined;
  const values = refused?.values;
  const invalid = (field: string) => (refused?.field === field ? true : undefined);
  const describedBy = (field: string, hint?: string) =>
    [hint, refused?.field === field ? "ws-record-status" : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <form
      method="post"
      className="ws-card ws-form ws-money-form"
      aria-labelledby="ws-record-title"
      data-form="record"
      action="#ws-record-status"
    >
      <h2 id="ws-record-title">{t.recordTitle}</h2>
      <p className="ws-muted">{t.recordHint}</p>
      <WorkspaceGuard guard={loaderData.guard} id="record" />
      <input type="hidden" name="intent" value="record" />
      <div className="ws-field">
        <label htmlFor="ws-record-amount">{t.amount}</label>
        <input
          id="ws-record-amount"
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={values?.amount ?? ""}
          aria-invalid={invalid("amount")}
          aria-describedby={describedBy("amount", "ws-record-amount-hint")}
        />
        <p id="ws-record-amount-hint" className="ws-muted">
          {t.amountHint}
        </p>
      </div>
      <div className="ws-field">
        <label htmlFor="ws-record-currency">{t.currency}</label>
        <select
          id="ws-record-currency"
          name="currency"
          defaultValue={values?.currency || loaderData.view.currency || "USD"}
          aria-invalid={invalid("currency")}
          aria-describedby={describedBy("currency")}
        >
          <option value="USD">USD</option>
          <option value="ARS">ARS</option>
        </select>
      </div>
      <div className="ws-field">
        <label htmlFor="ws-record-method">{t.method}</label>
        <select id="ws-record-method" name="method" defaultValue={values?.method || "transfer"}>
          {(Object.keys(t.methods) as (keyof typeof t.methods)[]).map((method) => (
            <option key={method} value={method}>
              {t.methods[method]}
            </option>
          ))}
        </select>
      </div>
      <div className="ws-field">
        <label htmlFor="ws-record-paid-on">{t.paidOn}</label>
        <input
          id="ws-record-paid-on"
          name="paid_on"
          type="date"
          required
          max={loaderData.today}
          defaultValue={values?.paid_on || loaderData.today}
          aria-invalid={invalid("paid_on")}
          aria-describedby={describedBy("paid_on", "ws-record-paid-on-hint")}
        />
        <p id="ws-record-paid-on-hint" className="ws-muted">
          {t.paidOnHint}
        </p>
      </div>
      <div className="ws-field">
        <label htmlFor="ws-record-note">{t.note}</label>
        <textarea
          id="ws-record-note"
          name="note"
          rows={2}
          maxLength={PAYMENT_NOTE_MAX}
          defaultValue={values?.note ?? ""}
          aria-describedby="ws-record-note-limit"
        />
        <p id="ws-record-note-limit" className="ws-muted">
          {lengthHint(lang, PAYMENT_NOTE_MAX)}
        </p>
      </div>
      <button type="submit" className="ws-button ws-primary">
        {t.record}
      </button>
      <p id="ws-record-status" role="status" className={refused ? "ws-error" : "ws-note"}>
        {text}
      </p>
    </form>
  );
}

function TotalForm({ loaderData }: { loaderData: LoaderData }) {
  const { texts } = useWorkspace();
  const t = texts.payments;
  const { answer, text } = useMessage("total", loaderData);
  const refused = answer && !answer.ok ? answer : undefined;
  const unknown = loaderData.view.state === "totalUnknown";
  return (
    <details className="ws-card ws-money-form" open={unknown || loaderData.view.from || answer !== undefined || undefined}>
      <summary>{t.totalTitle}</summary>
      <form method="post" className="ws-form" data-form="total" action="#ws-total-status">
        <p className="ws-muted">{t.totalHint}</p>
        <WorkspaceGuard guard={loaderData.guard} id="total" />
        <input type="hidden" name="intent" value="total" />
        <div className="ws-field">
          <label htmlFor="ws-total-amount">{t.total}</label>
          <input
            id="ws-total-amount"
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={refused?.values?.amount ?? ""}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "ws-total-status" : "ws-total-hint"}
          />
          <p id="ws-total-hint" className="ws-muted">
            {t.amountHint}
          </p>
        </div>
        <div className="ws-field">
          <label htmlFor="ws-total-currency">{t.currency}</label>
          <select id="ws-total-currency" name="currency" defaultValue={refused?.values?.currency || loaderData.view.currency || "USD"}>
            <option value="USD">USD</option>
            <option value="ARS">ARS</option>
          </select>
        </div>
        <button type="submit" className="ws-button">
          {t.setTotal}
        </button>
        <p id="ws-total-status" role="status" className={refused ? "ws-error" : "ws-note"}>
          {text}
        </p>
      </form>
    </details>
  );
}

function PaymentItem({ payment, loaderData }: { payment: LoaderData["payments"][number]; loaderData: LoaderData }) {
  const { texts, timeZone } = useWorkspace();
  const t = texts.payments;
  const id = `remove-${payment.id}`;
  const { answer, text } = useMessage(id, loaderData);
  const ask = answer && !answer.ok ? answer.ask : undefined;
  return (
    <li className="ws-card" data-payment={payment.id} data-removed={payment.removed ? "yes" : undefined}>
      <p className="ws-meta">
        {payment.removed ? <span className="ws-badge ws-badge-quiet">{t.takenBackBadge}</span> : null}{" "}
        {payment.removed ? <s>{payment.amount}</s> : <strong>{payment.amount}</strong>} · {payment.method} · {payment.paidOn}
      </p>
      {payment.note ? <p className="ws-text">{payment.note}</p> : null}
      <p className="ws-muted">{fill(t.recordedBy, { who: payment.recordedBy })}</p>
      {payment.removed ? (
        <p className="ws-muted">
          {fill(t.takenBack, { who: payment.removed.by, when: formatTime(texts.dateTime, timeZone, payment.removed.at) })}
        </p>
      ) : null}
      {loaderData.canRecord && !payment.removed ? (
        <>
          <form method="post" className="ws-action" action={`#${answerAnchor(id)}`}>
            <WorkspaceGuard guard={loaderData.guard} id={id} />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="payment" value={payment.id} />
            <button type="submit" className="ws-button ws-danger" aria-label={`${t.remove}: ${payment.amount} · ${payment.paidOn}`}>
              {t.remove}
            </button>
            <span id={ask ? undefined : answerAnchor(id)} role="status" className={answer && !answer.ok && !ask ? "ws-error" : "ws-note"}>
              {text}
            </span>
          </form>
          {ask ? <AskOnce guard={loaderData.guard} id={id} ask={ask} danger /> : null}
        </>
      ) : answer?.ok ? (
        <p id={answerAnchor(id)} role="status" className="ws-note">
          {text}
        </p>
      ) : null}
    </li>
  );
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { texts, lang } = useWorkspace();
  const t = texts.payments;
  const { view } = loaderData;
  // After the last payment the form goes away: its answer stays on the page until the next one.
  const recordAnswered = useAnswer("record") !== undefined;
  const facts: [string, string, string][] = [
    [t.excursion, view.offerName, "excursion"],
    [t.traveller, view.name, "traveller"],
    [t.departure, view.departure, "departure"],
    [t.group, fill(texts.requests.people, { count: view.groupSize }, lang), "group"],
    [t.total, view.total, "total"],
    [t.deposit, view.deposit, "deposit"],
    [t.paid, view.paid, "paid"],
    [t.due, view.due, "due"],
  ];
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <p>
        {loaderData.readOnly ? (
          <a href={`/admin/requests/${view.id}`}>← {view.reference}</a>
        ) : (
          <a href={areaPath("payments")}>← {t.back}</a>
        )}
      </p>
      <h1 id="ws-title">
        {view.reference}{" "}
        <span className={`ws-badge ws-money-${view.state}`} data-money-state={view.state}>
          {t.states[view.state]}
        </span>
      </h1>
      <p>
        <a href={`/admin/requests/${view.id}`}>
          {texts.payments.booking}: {view.reference}
        </a>
      </p>
      <dl className="ws-facts ws-card">
        {facts.map(([label, value, name]) => (
          <div key={name} className="ws-fact">
            <dt>{label}</dt>
            <dd data-fact={name}>{value}</dd>
          </div>
        ))}
      </dl>
      {view.from ? <p className="ws-muted">{t.totalFromHint}</p> : null}
      {loaderData.readOnly ? <p className="ws-muted">{t.readOnly}</p> : !loaderData.open ? <p className="ws-muted">{t.closed}</p> : null}
      {loaderData.canRecord && view.state !== "totalUnknown" && (view.state !== "paidInFull" || recordAnswered) ? (
        <RecordForm loaderData={loaderData} />
      ) : null}
      <h2>{t.listTitle}</h2>
      {loaderData.payments.length === 0 ? <p className="ws-muted">{t.none}</p> : null}
      <ol className="ws-list">
        {loaderData.payments.map((payment) => (
          <PaymentItem key={payment.id} payment={payment} loaderData={loaderData} />
        ))}
      </ol>
      {loaderData.canRecord ? <TotalForm loaderData={loaderData} /> : null}
    </section>
  );
}
