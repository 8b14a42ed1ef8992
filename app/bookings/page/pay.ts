/**
 * What the booker's page says about paying (decision 0110): the deposit's amount, what is to pay
 * now (the deposit still missing, else what is due), and the payment links and bank details the
 * confirmation email gives, in the same words. Only the person who booked sees it: a participant's
 * page says nothing of the group's money.
 */
import type { Currency } from "../../catalogue/model.ts";
import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/languages.ts";
import type { Money } from "../../payments/money.ts";
import { moneyText } from "../../payments/words.ts";
import { bookingTexts } from "../i18n/index.ts";
import { bookingPageTexts } from "../i18n/page/index.ts";
import { howToPay, type PaymentWays } from "../payment-link.ts";

export type PayView = {
  /** The deposit asked for, in words; null when the booking asks none. */
  deposit: string | null;
  /** How to pay what is to pay now: its title, the amount line, the links, the bank's rows. Null when nothing is to pay or no way is set. */
  how: {
    title: string;
    amount: string | null;
    links: { label: string; href: string }[];
    bank: [string, string][];
    bankTitle: string;
  } | null;
};

export function payView(money: Money, currency: Currency, payment: PaymentWays | undefined, lang: Lang): PayView {
  const t = bookingTexts[lang].mail.confirmed;
  const deposit = money.depositCents > 0 ? moneyText(money.depositCents, currency, lang) : null;
  const depositMissing = money.state === "depositDue" ? money.depositCents - money.paidCents : 0;
  const nowCents = depositMissing > 0 ? depositMissing : (money.dueCents ?? 0);
  if (nowCents <= 0) return { deposit, how: null };
  const ways = howToPay(payment, nowCents / 100, currency);
  if (!ways) return { deposit, how: null };
  const bank: [string, string][] = [];
  if (ways.bank) {
    if (ways.bank.holder) bank.push([t.bankHolder, ways.bank.holder]);
    bank.push([t.bankAccount, ways.bank.account]);
    if (ways.bank.cuit) bank.push([t.bankCuit, ways.bank.cuit]);
  }
  return {
    deposit,
    how: {
      title: depositMissing > 0 ? t.payTitle : bookingPageTexts[lang].payDueTitle,
      amount: fill(t.payAmount, { amount: moneyText(nowCents, currency, lang) }),
      links: ways.links.map((link) => ({
        label: link.withAmount ? fill(t.payLinkAmount, { provider: link.provider }) : link.provider,
        href: link.href,
      })),
      bank,
      bankTitle: t.bankTitle,
    },
  };
}
