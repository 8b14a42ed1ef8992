import { labelColon } from "../i18n/languages.ts";
import { useShell } from "../site/shell.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { ExternalIcon } from "./icons.tsx";
import "./payment-block.css";

export type PaymentTexts = {
  title: string;
  /** The lead paragraph while a way to pay is set (a link, bank details)… */
  text: string;
  /** …and while none is (the business says how, once it confirms). */
  textLater: string;
  cashNote: string;
  payPalLabel: string;
  mercadoPagoLabel: string;
  bankTitle: string;
  bankHolder: string;
  bankAccount: string;
  bankCuit: string;
  currenciesLabel: string;
  currencies: readonly string[];
};

/**
 * 'Book your adventure': the cash discount, the payment links the owner set (new tab), the bank
 * details as text to copy (a transfer is made from the visitor's bank, not by a link), the currencies.
 */
export function PaymentBlock({ texts, headingLevel = 2 }: { texts: PaymentTexts; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The bank details' heading sits one level under the block's.
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  const {
    lang,
    business: { paymentTransfer, paymentLocal, bankHolder, bankAccount, bankCuit },
  } = useShell();
  const colon = labelColon(lang);
  const online = paymentTransfer || paymentLocal;
  // Only what is set is promised: a way to pay, or that the business says how once it confirms.
  const lead = online || bankAccount ? texts.text : texts.textLater;
  // Each detail set, as text to copy (one tap selects all of a value: payment-block.css); the colon
  // after each term is the stylesheet's (French puts a space before it).
  const bank = [
    [texts.bankHolder, bankHolder],
    [texts.bankAccount, bankAccount],
    [texts.bankCuit, bankCuit],
  ];
  return (
    <section className="payment-block" aria-labelledby="payment-title">
      <Heading id="payment-title" className="payment-block__title">
        {texts.title}
      </Heading>
      <p>{lead}</p>
      <p className="payment-block__note">{texts.cashNote}</p>
      {/* A link not set yet is left out, not pointed at an example page. */}
      {online ? (
        <ul className="payment-block__links">
          {paymentTransfer ? (
            <li>
              <ExternalLink href={paymentTransfer} className="button payment-block__link">
                {texts.payPalLabel}
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
      {bankAccount ? <SubHeading className="payment-block__bank-title">{texts.bankTitle}</SubHeading> : null}
      {bankAccount ? (
        <dl>
          {bank.map(([term, value]) =>
            value ? (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
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
