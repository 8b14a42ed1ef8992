import { ClockIcon, PinIcon } from "../components/icons.tsx";
import { PlainText } from "./PlainText.tsx";
import { clockTime } from "./facts.ts";
import type { Lang } from "../i18n/languages.ts";
import { isHttpsUrl } from "./check.ts";
import { trustTexts } from "./i18n/trust/index.ts";
import type { ExcursionEntry } from "./model.ts";
import { langAttribute, shownText } from "./shown-text.ts";
import { OnlyIn } from "./OnlyIn.tsx";
import { TrustStyles } from "./TrustStyles.tsx";

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * Where and when an excursion's group meets: the place (the owner's text), a link to open it in a
 * map (https only) and the time, in the page's clock style. Each part only when set; nothing at all
 * while neither the place nor its map is.
 */
export function MeetingPoint({ excursion, lang }: { excursion: ExcursionEntry; lang: Lang }) {
  const place = shownText(excursion, "meetingPlace", lang);
  const mapUrl = excursion.data.meeting?.mapUrl ?? "";
  const map = isHttpsUrl(mapUrl) ? mapUrl : undefined;
  const rawTime = excursion.data.meeting?.time ?? "";
  const time = TIME.test(rawTime) ? rawTime : undefined;
  // A time alone says nothing of where: the block waits for the place or its map (the emails say
  // the meeting point will be told).
  if (!place && !map) return null;
  const t = trustTexts[lang].meeting;
  return (
    <>
      <TrustStyles />
      <section className="trust" aria-labelledby="trust-meeting-title">
        <h2 id="trust-meeting-title">{t.title}</h2>
        {place || time ? (
          <dl className="trust-meeting">
            {place ? (
              <div className="trust-meeting__item">
                <dt>
                  <PinIcon />
                  {t.place}
                </dt>
                <dd>
                  <PlainText text={place.text} shape="line" lang={langAttribute(place, lang)} />
                  <OnlyIn shown={place} lang={lang} />
                </dd>
              </div>
            ) : null}
            {time ? (
              <div className="trust-meeting__item">
                <dt>
                  <ClockIcon />
                  {t.time}
                </dt>
                <dd>
                  <time dateTime={time}>{clockTime(lang, time)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {map ? (
          <a href={map} className="button button-secondary trust-meeting__map" rel="noopener noreferrer">
            <PinIcon />
            {t.openMap}
          </a>
        ) : null}
      </section>
    </>
  );
}
