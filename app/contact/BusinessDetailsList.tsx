import { fill } from "../i18n/fill.ts";
import { labelColon } from "../i18n/languages.ts";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { useShell } from "../site/shell.ts";
import type { ContactFormTexts } from "./model.ts";

export type ShownDetails = {
  address?: { text: string; map: string };
  email?: string;
  /** Already in the page's language and the business's time zone. */
  hours: string;
};

/** The business's address (with a map), email and hours on the contact page: what the owner set, nothing else. */
export function BusinessDetailsList({ texts, details }: { texts: ContactFormTexts["details"]; details: ShownDetails }) {
  const colon = labelColon(useShell().lang);
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{texts.title}</h2>
      <dl>
        {details.address ? (
          <div>
            <dt>
              {texts.address}
              {colon}
            </dt>
            <dd>
              <address>{details.address.text}</address>{" "}
              <ExternalLink href={details.address.map} className="contact-details__map">
                {texts.openMap}
              </ExternalLink>
            </dd>
          </div>
        ) : null}
        {details.email ? (
          <div>
            <dt>
              {texts.email}
              {colon}
            </dt>
            <dd>
              <a href={`mailto:${details.email}`}>{details.email}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            {texts.hours}
            {colon}
          </dt>
          <dd>{fill(texts.everyDay, { hours: details.hours })}</dd>
        </div>
      </dl>
    </section>
  );
}
