import type { Lang } from "../../i18n/languages.ts";
import { fill } from "../../i18n/fill.ts";
import { factValues } from "../facts.ts";
import { renderDeep } from "../text.ts";
import type { ImageName, TeamMember } from "../types.ts";
import { en, type AboutTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { AboutTexts };

/** Texts per language. A language added here (fr.ts, pt.ts, it.ts) must `satisfies AboutTexts`. */
export const aboutTranslations: Record<Lang, AboutTexts> = { en, es, fr, pt, it };

/** DEMO team: invented names until the business supplies its own. */
const members: Array<{ id: keyof AboutTexts["bios"]; name: string; image: ImageName; role: keyof AboutTexts["roles"]; founder: boolean }> =
  [
    { id: "martin", name: "Martín Aguirre", image: "team-1", role: "leader", founder: true },
    { id: "lucia", name: "Lucía Ferreyra", image: "team-2", role: "guide", founder: false },
    { id: "joaquin", name: "Joaquín Sosa", image: "team-3", role: "guide", founder: false },
    { id: "valentina", name: "Valentina Ruiz", image: "team-4", role: "guide", founder: false },
    { id: "tomas", name: "Tomás Quiroga", image: "team-5", role: "guide", founder: false },
  ];

export type AboutContent = {
  title: string;
  description: string;
  /** Five members, the founder first. Bios over 200 characters are cut by the page. */
  members: Array<TeamMember & { photoAlt: string }>;
  readMore: string;
  readLess: string;
};

/** Everything the about-us page shows, in `lang` (English where `lang` has no texts yet). */
export function getAboutContent(lang: Lang): AboutContent {
  const source = aboutTranslations[lang];
  const t = renderDeep(source ?? en, factValues(source ? lang : "en"));
  return {
    title: t.title,
    description: t.description,
    members: members.map((m) => ({
      id: m.id,
      image: m.image,
      name: m.name,
      role: t.roles[m.role],
      bio: t.bios[m.id],
      founder: m.founder,
      photoAlt: fill(t.photoAlt, { name: m.name }),
    })),
    readMore: t.readMore,
    readLess: t.readLess,
  };
}
