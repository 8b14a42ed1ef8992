import { Suspense } from "react";
import { Link } from "react-router";
import { chatLink } from "../site/chat-link.ts";
import type { ExcursionId } from "../site/pages.ts";
import { pageHref } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { WhatsAppIcon } from "./icons.tsx";
import { deferredComponent } from "../speed/deferred-component.ts";
import type { PaymentTexts } from "./PaymentBlock.tsx";
import "./booking-block.css";

/** Below the form and links only: its code comes alongside hydration, its HTML is the server's until then. */
const PaymentBlock = deferredComponent(() => import("./PaymentBlock.tsx").then((module) => module.PaymentBlock));

export type BookingTexts = {
  title: string;
  whatsappLabel: string;
  whatsappMessage: string;
  contactLabel: string;
  contactSubject?: string;
  /** Optional lead paragraph. */
  text?: string;
};

/**
 * The excursion page's way to book, in one section: the Request to book form first (its heading
 * names the section; the page's call to action near the top jumps here), then the other ways to
 * ask (a chat link with a ready message, the contact form for this excursion), then payment.
 * `texts.title` is the page's call to action, not a heading here: one path, one name.
 */
export function BookingBlock({
  excursionId,
  texts,
  payment,
  children,
}: {
  excursionId: ExcursionId;
  texts: BookingTexts;
  payment: PaymentTexts;
  /** The Request to book form (it carries the section's heading, `booking-request-title`). */
  children?: React.ReactNode;
}) {
  const { lang, prefixed, business } = useShell();
  const chat = chatLink(business.whatsapp, texts.whatsappMessage);
  const contactHref = `${pageHref("contact", prefixed ? lang : undefined)}?excursion=${encodeURIComponent(excursionId)}`;
  return (
    <section className="booking-block below-fold" aria-labelledby="booking-request-title">
      {children}
      <div className="booking-block__intro">
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
      <Suspense>
        <PaymentBlock texts={payment} headingLevel={3} />
      </Suspense>
    </section>
  );
}
