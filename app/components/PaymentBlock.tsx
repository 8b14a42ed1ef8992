import { labelColon } from "../i18n/languages.ts";
import { useShell } from "../site/shell.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { ExternalIcon } from "./icons.tsx";
import "./payment-block.css";

export type PaymentTexts = {
  title: string;
  /** The lead paragraph while a payment link is set ("you can pay online")… */
  text?: string;
  /** …while only bank details are… */
  textTransfer?: string;
  /** …and while neither is (the business says how, once it confirms). */
  textLater?: string;
  cashNote: string;
  paypalLabel: string;
  mercadoPagoLabel: string;
  bankTitle: string;
  bankHolder: string;
  bankCbu: string;
  bankAlias: string;
  bankCuit: string;
  bankNote: string;
  currenciesLabel: string;
  currencies: readonly string[];
};

/**
 * 'Book your adventure': the cash discount, the payment links the owner set (new tab), the bank
 * details as text to copy (a transfer is made from the visitor's bank, not by a link), the currencies.
 */
export function PaymentBlock({ texts, headingLevel = 2 }: { texts: PaymentTexts; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const {
    lang,
    business: { paymentTransfer, paymentLocal, bankHolder, bankAccount, bankCuit },
  } = useShell();
  const colon = labelColon(lang);
  // Only what is set is promised.
  const lead = paymentTransfer || paymentLocal ? texts.text : bankAccount ? texts.textTransfer : texts.textLater;
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  // Each detail set, as text to copy: the numbers in <code> (one tap selects the whole number).
  const bank: [string, string, boolean][] = [
    [texts.bankHolder, bankHolder, false],
    [/^\d{22}$/.test(bankAccount) ? texts.bankCbu : texts.bankAlias, bankAccount, true],
    [texts.bankCuit, bankCuit, true],
  ];
  return (
    <section className="payment-block" aria-labelledby="payment-title">
      <Heading id="payment-title" className="payment-block__title">
        {texts.title}
      </Heading>
      {lead ? <p>{lead}</p> : null}
      <p className="payment-block__note">{texts.cashNote}</p>
      {/* A link not set yet is left out, not pointed at an example page. */}
      {paymentTransfer || paymentLocal ? (
        <ul className="payment-block__links">
          {paymentTransfer ? (
            <li>
              <ExternalLink href={paymentTransfer} className="button payment-block__link">
                {texts.paypalLabel}
                <ExternalIcon />
              </ExternalLink>
            </li>
          ) : null}
          {paymentLocal ? (
            <li>
              <ExternalLink href={paymentLocal} className="button button-secondary payment-block__link">
                {texts.mercadoPagoLabel}
                <ExternalIcon />
              </ExternalLink>
            </li>
          ) : null}
        </ul>
      ) : null}
      {bankAccount ? (
        <div className="payment-block__bank">
          <SubHeading className="payment-block__bank-title">{texts.bankTitle}</SubHeading>
          <p>{texts.bankNote}</p>
          <dl>
            {bank.map(([term, value, code]) =>
              value ? (
                <div key={term}>
                  <dt>
                    {term}
                    {colon}
                  </dt>
                  <dd>{code ? <code translate="no">{value}</code> : value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </div>
      ) : null}
      <p className="payment-block__currencies">
        <span>
          {texts.currenciesLabel}
          {colon}
        </span>{" "}
        <strong>{texts.currencies.join(", ")}</strong>
      </p>
    </section>
  );
}
