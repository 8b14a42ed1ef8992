import { labelColon, type Lang } from "../i18n/languages.ts";
import { trustTexts } from "./i18n/trust/index.ts";
import type { TeamData } from "./model.ts";
import { TrustStyles } from "./TrustStyles.tsx";

/** Spanish names as in Argentina; the others as their language names them. */
const locales: Partial<Record<Lang, string>> = { es: "es-AR" };

/** The languages a guide speaks, named in the page's language ("español e inglés", "Spanish and English"). */
function languageList(tags: readonly string[], lang: Lang): string {
  const locale = locales[lang] ?? lang;
  const names = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
  const named = tags.flatMap((tag) => {
    try {
      const name = names.of(tag);
      return name ? [name] : [];
    } catch {
      return [];
    }
  });
  return new Intl.ListFormat(locale, { type: "conjunction", style: "long" }).format(named);
}

/**
 * A guide's certifications (as the bodies write them: "AAGM, UIAGM/IFMGA") and the languages they
 * speak, each only when set; nothing when neither is.
 */
export function GuideFacts({ member, lang }: { member: Pick<TeamData, "certifications" | "languages">; lang: Lang }) {
  const certifications = (member.certifications ?? "").trim();
  const spoken = languageList(member.languages ?? [], lang);
  if (!certifications && !spoken) return null;
  const t = trustTexts[lang].guide;
  return (
    <>
      <TrustStyles />
      <dl className="guide-facts">
        {certifications ? (
          <div className="guide-facts__item">
            <dt>{`${t.certifications}${labelColon(lang)}`}</dt>
            <dd>{certifications}</dd>
          </div>
        ) : null}
        {spoken ? (
          <div className="guide-facts__item">
            <dt>{`${t.languages}${labelColon(lang)}`}</dt>
            <dd>{spoken}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
