import { PlainText } from "./PlainText.tsx";
import type { Lang } from "../i18n/languages.ts";
import { trustTexts } from "./i18n/trust/index.ts";
import type { ExcursionEntry, RentalEntry } from "./model.ts";
import { rentalPriceLine } from "./price.ts";
import { rentalItemAnchor } from "./rental-anchor.ts";
import { langAttribute, shownText } from "./shown-text.ts";
import { OnlyIn } from "./OnlyIn.tsx";
import { TrustStyles } from "./TrustStyles.tsx";

/**
 * What a traveller brings to an excursion (the owner's list) and the rental items they can rent for
 * it, each with its price per day and a link to it on the rental page. Nothing when neither is set.
 */
export function WhatToBring({
  excursion,
  rental,
  lang,
  rentalHref,
}: {
  excursion: ExcursionEntry;
  /** The published rental items (those the excursion names are shown, in its order). */
  rental: readonly RentalEntry[];
  lang: Lang;
  /** The rental page's address in this page's language (`/es/alquilerequipoescalada`). */
  rentalHref: string;
}) {
  const bring = shownText(excursion, "bring", lang);
  const rentable = (excursion.data.rentalItems ?? []).flatMap((key) => {
    const entry = rental.find((item) => item.key === key);
    const title = entry && shownText(entry, "title", lang);
    return entry && title ? [{ key, title, price: entry.data.price }] : [];
  });
  if (!bring && rentable.length === 0) return null;
  const t = trustTexts[lang].bring;
  return (
    <>
      <TrustStyles />
      <section className="trust" aria-labelledby="trust-bring-title">
        <h2 id="trust-bring-title">{t.title}</h2>
        {bring ? (
          <>
            <PlainText text={bring.text} shape="list" lang={langAttribute(bring, lang)} className="trust-bring" />
            <OnlyIn shown={bring} lang={lang} />
          </>
        ) : null}
        {rentable.length > 0 ? (
          <div className="trust-rent">
            <h3 id="trust-rent-title">{t.rent}</h3>
            <p>{t.rentLead}</p>
            <ul className="trust-rent__items" aria-labelledby="trust-rent-title">
              {rentable.map((item) => (
                <li key={item.key}>
                  <a href={`${rentalHref}#${rentalItemAnchor(item.key)}`} className="trust-rent__item">
                    <span className="trust-rent__name" lang={langAttribute(item.title, lang)}>
                      {item.title.text}
                    </span>
                    <span className="trust-rent__price">{rentalPriceLine(item.price, lang)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </>
  );
}
