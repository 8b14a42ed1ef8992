import { PlainText } from "./PlainText.tsx";
import type { Lang } from "../i18n/languages.ts";
import { trustTexts } from "./i18n/trust/index.ts";
import type { Entry } from "./model.ts";
import { langAttribute, shownText, type ShownText } from "./shown-text.ts";
import { OnlyIn } from "./OnlyIn.tsx";
import { TrustStyles } from "./TrustStyles.tsx";

/**
 * The business's policies a traveller reads before booking: cancellation and bad weather, insurance,
 * and the registration the business holds, each only when the owner wrote it; nothing when none is.
 */
export function Policies({ policies, lang }: { policies: Entry<"policies">; lang: Lang }) {
  const cancellation = shownText(policies, "cancellation", lang);
  const weather = shownText(policies, "weather", lang);
  const insurance = shownText(policies, "insurance", lang);
  const registration = shownText(policies, "registration", lang);
  if (!cancellation && !weather && !insurance && !registration) return null;
  const t = trustTexts[lang].policies;
  const text = (shown: ShownText | undefined) =>
    shown ? (
      <>
        <PlainText text={shown.text} shape="text" lang={langAttribute(shown, lang)} className="trust-policy__text" />
        <OnlyIn shown={shown} lang={lang} />
      </>
    ) : null;
  return (
    <>
      <TrustStyles />
      <section className="trust trust-policies" aria-labelledby="trust-policies-title">
        <h2 id="trust-policies-title">{t.title}</h2>
        {cancellation || weather ? (
          <div className="trust-policy">
            <h3>{t.cancellation}</h3>
            {text(cancellation)}
            {text(weather)}
          </div>
        ) : null}
        {insurance ? (
          <div className="trust-policy">
            <h3>{t.insurance}</h3>
            {text(insurance)}
          </div>
        ) : null}
        {registration ? (
          <div className="trust-policy">
            <h3>{t.registration}</h3>
            {text(registration)}
          </div>
        ) : null}
      </section>
    </>
  );
}
