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
  const { lang, business } = useShell();
  // A link not set yet is left out, not pointed at an example page.
  const links = [
    { href: business.paymentTransfer, label: texts.transferLabel, className: "button payment-block__link" },
    { href: business.paymentLocal, label: texts.localProviderLabel, className: "button button-secondary payment-block__link" },
  ].filter((link) => link.href);
  return (
    <section className="payment-block" aria-labelledby="payment-title">
      <Heading id="payment-title" className="payment-block__title">
        {texts.title}
      </Heading>
      {texts.text ? <p>{texts.text}</p> : null}
      <p className="payment-block__note">{texts.cashNote}</p>
      {links.length ? (
        <ul className="payment-block__links">
          {links.map((link) => (
            <li key={link.className}>
              <ExternalLink href={link.href} className={link.className}>
                {link.label}
                <ExternalIcon />
              </ExternalLink>
            </li>
          ))}
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
