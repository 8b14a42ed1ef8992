import { memberImage } from "../../catalogue/places.ts";
import { textLangOf } from "../../catalogue/check.ts";
import type { Catalogue } from "../../catalogue/model.ts";
import type { Lang } from "../../i18n/languages.ts";
import { fill } from "../../i18n/fill.ts";
import { factValues } from "../../catalogue/facts.ts";
import { renderDeep } from "../../i18n/text.ts";
import type { TeamMember } from "../../components/content-types.ts";
import { en, type AboutTexts } from "../i18n/team/en.ts";
import { es } from "../i18n/team/es.ts";
import { fr } from "../i18n/team/fr.ts";
import { it } from "../i18n/team/it.ts";
import { pt } from "../i18n/team/pt.ts";

export type { AboutTexts };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies AboutTexts`. */
export const aboutTranslations: Record<Lang, AboutTexts> = { en, es, fr, pt, it };

export type AboutContent = {
  title: string;
  description: string;
  /** Five members, the founder first. Bios over 200 characters are cut by the page. */
  members: Array<TeamMember & { photoAlt: string; textLang: Lang; certifications: string; languages: string[] }>;
  readMore: string;
  readLess: string;
};

/** Everything the about-us page shows, in `lang`: the team from the catalogue, the page's words from ./<lang>.ts. */
export function getAboutContent(catalogue: Catalogue, lang: Lang): AboutContent {
  const source = aboutTranslations[lang];
  const t = renderDeep(source ?? en, factValues(source ? lang : "en"));
  return {
    title: t.title,
    description: t.description,
    members: catalogue.team.map((entry) => {
      const textLang = textLangOf(entry, lang);
      const words = entry.texts[textLang] ?? {};
      return {
        id: entry.key,
        image: memberImage(entry.key),
        name: entry.data.name,
        role: words.role ?? "",
        bio: words.bio ?? "",
        founder: entry.data.founder,
        photoAlt: fill(t.photoAlt, { name: entry.data.name }),
        textLang,
        certifications: entry.data.certifications,
        languages: entry.data.languages,
      };
    }),
    readMore: t.readMore,
    readLess: t.readLess,
  };
}
