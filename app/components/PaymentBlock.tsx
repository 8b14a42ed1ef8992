import { labelColon } from "../i18n/languages.ts";
import { useShell } from "../site/shell.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { ExternalIcon } from "./icons.tsx";
import "./payment-block.css";

export type PaymentTexts = {
  title: string;
  /** Optional lead paragraph. */
  text?: string;
  cashNote: string;
  transferLabel: string;
  localProviderLabel: string;
  currenciesLabel: string;
  currencies: readonly string[];
};

/** 'Book your adventure': the cash discount, the two payment links (new tab) and the currencies. */
export function PaymentBlock({ texts, headingLevel = 2 }: { texts: PaymentTexts; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const {
    lang,
    business: { paymentTransfer, paymentLocal },
  } = useShell();
  return (
    <section className="payment-block" aria-labelledby="payment-title">
      <Heading id="payment-title" className="payment-block__title">
        {texts.title}
      </Heading>
      {texts.text ? <p>{texts.text}</p> : null}
      <p className="payment-block__note">{texts.cashNote}</p>
      {/* A link not set yet is left out, not pointed at an example page. */}
      {paymentTransfer || paymentLocal ? (
        <ul className="payment-block__links">
          {paymentTransfer ? (
            <li>
              <ExternalLink href={paymentTransfer} className="button payment-block__link">
                {texts.transferLabel}
                <ExternalIcon />
              </ExternalLink>
            </li>
          ) : null}
          {paymentLocal ? (
            <li>
              <ExternalLink href={paymentLocal} className="button button-secondary payment-block__link">
                {texts.localProviderLabel}
                <ExternalIcon />
              </ExternalLink>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="payment-block__currencies">
        <span>
          {texts.currenciesLabel}
          {labelColon(lang)}
        </span>{" "}
        <strong>{texts.currencies.join(", ")}</strong>
      </p>
    </section>
  );
}
