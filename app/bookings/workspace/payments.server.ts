/**
 * The workspace's payments in words (decision 0063): a booking's total, deposit, paid, due and state
 * as the owner reads them, amounts written as the workspace's language writes money, and the
 * history's entries for what was recorded, taken back or set.
 */
import type { BookingMoney, BookingPaymentChange } from "../money.server.ts";
import type { Money } from "../../payments/money.ts";
import { moneyRecord, moneyText } from "../../payments/words.ts";
import type { Catalogue } from "../../catalogue/model.ts";
import type { AuditEntry } from "../../workspace/audit.server.ts";
import { departureText, offerName } from "./bookings.server.ts";
import type { WorkspaceLang, WorkspaceTexts } from "../../workspace/i18n/index.ts";
import { fill } from "../../workspace/workspace.ts";

export type MoneyView = {
  id: number;
  reference: string;
  name: string;
  offerName: string;
  departure: string;
  groupSize: number;
  total: string;
  /** The catalogue's price is the lowest ("from"). */
  from: boolean;
  deposit: string;
  paid: string;
  due: string;
  state: Money["state"];
  currency: "USD" | "ARS" | null;
};

export function moneyView(item: BookingMoney, texts: WorkspaceTexts, lang: WorkspaceLang, catalogue: Catalogue, today: string): MoneyView {
  const t = texts.payments;
  const { booking, money, total } = item;
  const currency = total?.currency ?? null;
  const amount = (cents: number) => (currency ? moneyText(cents, currency, lang) : String(cents / 100));
  const dates = item.departure ?? (booking.dateFrom ? { startDate: booking.dateFrom, endDate: booking.dateTo } : undefined);
  return {
    id: booking.id,
    reference: booking.reference,
    name: booking.name,
    offerName: offerName(catalogue, booking.offer, lang),
    departure: dates?.startDate ? departureText(dates, lang, today) : t.tbc,
    groupSize: booking.groupSize,
    total: !total
      ? t.totalUnknown
      : total.source === "hand"
        ? fill(t.totalHand, { amount: amount(total.cents) })
        : total.from
          ? fill(t.totalFrom, { amount: amount(total.cents) })
          : amount(total.cents),
    from: total?.source === "catalogue" && total.from,
    deposit: money.depositCents > 0 ? amount(money.depositCents) : t.depositNone,
    paid: currency ? amount(money.paidCents) : paidWithoutTotal(item, lang),
    due: money.dueCents === null ? texts.requests.none : amount(money.dueCents),
    state: money.state,
    currency,
  };
}

/** What was paid before a total is known: in the payments' own currency. */
function paidWithoutTotal(item: BookingMoney, lang: WorkspaceLang): string {
  const kept = item.payments.filter((payment) => payment.removedAt === null);
  const currency = kept[0]?.currency ?? "USD";
  return moneyText(
    kept.reduce((sum, payment) => sum + payment.cents, 0),
    currency,
    lang,
  );
}

/** The history's record of a booking's money: amounts as "USD 120.50", the state by its key (both in words on the History screen). */
function standing(money: Money, currency: "USD" | "ARS") {
  return {
    paid: moneyRecord(money.paidCents, currency),
    due: money.dueCents === null ? null : moneyRecord(money.dueCents, currency),
    standing: money.state,
  };
}

/** The history's entry for a change the payments service made, written in its transaction. */
export function paymentEntry(change: BookingPaymentChange, actor: { id: number; email: string }, formKey: string): AuditEntry {
  const subject = `request ${change.booking.reference}`;
  if (change.kind === "total") {
    return {
      actor,
      action: "payment.total",
      subject,
      before: { total: change.before ? moneyRecord(change.before.cents, change.before.currency) : null },
      after: { total: moneyRecord(change.after.cents, change.after.currency) },
      formKey,
    };
  }
  const { payment } = change;
  const detail = {
    amount: moneyRecord(payment.cents, payment.currency),
    method: payment.method,
    paidOn: payment.paidOn,
    note: payment.note,
  };
  if (change.kind === "recorded") {
    return {
      actor,
      action: "payment.recorded",
      subject,
      before: standing(change.before, payment.currency),
      after: { ...detail, ...standing(change.after, payment.currency) },
      formKey,
    };
  }
  return {
    actor,
    action: "payment.removed",
    subject,
    before: { ...detail, ...standing(change.before, payment.currency) },
    after: standing(change.after, payment.currency),
    formKey,
  };
}
