import { Link } from "react-router";
import { chatLink } from "../business/chat.ts";
import type { ExcursionId } from "../site/pages.ts";
import { pageHref } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { WhatsAppIcon } from "./icons.tsx";
import { PaymentBlock, type PaymentTexts } from "./PaymentBlock.tsx";
import "./booking-block.css";

export type BookingTexts = {
  title: string;
  whatsappLabel: string;
  whatsappMessage: string;
  contactLabel: string;
  contactSubject?: string;
  /** Optional lead paragraph. */
  text?: string;
};

/** 'Book this excursion': a chat link with a ready message, the contact form for it, payment. */
export function BookingBlock({
  excursionId,
  texts,
  payment,
  children,
}: {
  excursionId: ExcursionId;
  texts: BookingTexts;
  payment: PaymentTexts;
  /** The Request to book form, below the chat and the payment. */
  children?: React.ReactNode;
}) {
  const { lang, prefixed, business } = useShell();
  const chat = chatLink(business.whatsapp, texts.whatsappMessage);
  const contactHref = `${pageHref("contact", prefixed ? lang : undefined)}?excursion=${encodeURIComponent(excursionId)}`;
  return (
    <section className="booking-block below-fold" aria-labelledby="booking-title">
      <div className="booking-block__intro">
        <h2 id="booking-title">{texts.title}</h2>
        {texts.text ? <p>{texts.text}</p> : null}
        <div className="booking-block__actions">
          {chat ? (
            <ExternalLink href={chat} className="button booking-block__chat">
              <WhatsAppIcon />
              {texts.whatsappLabel}
            </ExternalLink>
          ) : null}
          <Link to={contactHref} className="button button-secondary">
            {texts.contactLabel}
          </Link>
        </div>
      </div>
      <PaymentBlock texts={payment} headingLevel={3} />
      {children}
    </section>
  );
}
