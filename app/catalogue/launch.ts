/**
 * The facts that build a traveller's trust and are still unset, for the workspace's "before launch"
 * list: per excursion its meeting point and what to bring, for the business its policies, per guide
 * their certifications and languages. Nothing is invented to fill them: each is the owner's to set.
 */
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/languages.ts";
import { isHttpsUrl } from "./check.ts";
import { type Catalogue, liveExcursions } from "./model.ts";
import { hasText, shownText } from "./shown-text.ts";

const excursionTrustFacts = ["meetingPlace", "meetingTime", "bring"] as const;
const policyTrustFacts = ["cancellation", "weather", "insurance", "registration"] as const;
const guideTrustFacts = ["certifications", "languages"] as const;

type ExcursionTrustFact = (typeof excursionTrustFacts)[number];
type PolicyTrustFact = (typeof policyTrustFacts)[number];
type GuideTrustFact = (typeof guideTrustFacts)[number];

/** One entry's unset facts, in the order above; an entry with every fact set is left out. */
export type MissingTrustFacts =
  | { kind: "excursion"; key: string; facts: ExcursionTrustFact[] }
  | { kind: "policies"; key: string; facts: PolicyTrustFact[] }
  | { kind: "team"; key: string; facts: GuideTrustFact[] };

/**
 * What is still unset, entry by entry: the excursions a visitor can open (in the catalogue's order),
 * the business's policies, then the team. A text counts as set when written in any language (a
 * language still to translate is the translation states' business, not launch's). A meeting place
 * is set by its text or its map link.
 */
export function missingTrustFacts(catalogue: Catalogue): MissingTrustFacts[] {
  const missing: MissingTrustFacts[] = [];
  for (const excursion of liveExcursions(catalogue)) {
    const meeting = excursion.data.meeting;
    const facts = excursionTrustFacts.filter((fact) => {
      if (fact === "meetingPlace") return !hasText(excursion, "meetingPlace") && !isHttpsUrl(meeting?.mapUrl ?? "");
      if (fact === "meetingTime") return !(meeting?.time ?? "").trim();
      return !hasText(excursion, "bring");
    });
    if (facts.length) missing.push({ kind: "excursion", key: excursion.key, facts });
  }
  const policies = policyTrustFacts.filter((fact) => !hasText(catalogue.policies, fact));
  if (policies.length) missing.push({ kind: "policies", key: catalogue.policies.key, facts: policies });
  for (const member of catalogue.team) {
    const facts = guideTrustFacts.filter((fact) =>
      fact === "certifications" ? !(member.data.certifications ?? "").trim() : !(member.data.languages ?? []).length,
    );
    if (facts.length) missing.push({ kind: "team", key: member.key, facts });
  }
  return missing;
}

/**
 * Where the editor sets a fact: its field's path, as the catalogue names fields in its problems
 * (`texts.es.meetingPlace`, `data.meeting.time`, `data.certifications`); texts in `lang`.
 */
export function trustFactPath(kind: MissingTrustFacts["kind"], fact: MissingTrustFacts["facts"][number], lang: Lang): string {
  if (kind === "excursion" && fact === "meetingTime") return "data.meeting.time";
  if (kind === "team") return `data.${fact}`;
  return `texts.${lang}.${fact}`;
}

/** The workspace's words for the list (app/workspace/i18n: `home.trust`). */
export type TrustLaunchWords = {
  excursion: Record<ExcursionTrustFact, string>;
  policies: Record<PolicyTrustFact, string> & { title: string };
  team: Record<GuideTrustFact, string>;
  /** "{name}: {facts}": whose facts, then which. */
  line: string;
};

/**
 * Each entry's unset facts as one line in words, in the workspace's language: "Frey rock climbing:
 * meeting place, meeting time and what to bring", "Policies: insurance and registration", "Martín:
 * certifications". An excursion is named by its name (in that language when written there).
 */
export function trustLaunchLines(
  catalogue: Catalogue,
  missing: readonly MissingTrustFacts[],
  words: TrustLaunchWords,
  lang: Lang,
  locale: string = lang,
): Array<{ kind: MissingTrustFacts["kind"]; key: string; text: string; facts: MissingTrustFacts["facts"] }> {
  const list = new Intl.ListFormat(locale, { type: "conjunction", style: "long" });
  return missing.map((item) => {
    let name: string;
    let facts: string[];
    if (item.kind === "excursion") {
      const entry = catalogue.excursions.find((excursion) => excursion.key === item.key);
      name = (entry && shownText(entry, "name", lang)?.text) || item.key;
      facts = item.facts.map((fact) => words.excursion[fact]);
    } else if (item.kind === "policies") {
      name = words.policies.title;
      facts = item.facts.map((fact) => words.policies[fact]);
    } else {
      const entry = catalogue.team.find((member) => member.key === item.key);
      name = entry?.data.name.trim() || item.key;
      facts = item.facts.map((fact) => words.team[fact]);
    }
    return { kind: item.kind, key: item.key, text: fill(words.line, { name, facts: list.format(facts) }), facts: item.facts };
  });
}
