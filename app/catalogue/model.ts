/**
 * The owner's catalogue (decision 0062): excursions, rental items, the team, the home's and the
 * payment block's texts, and the business's policies, as data. Every entry has the same shape:
 * what does not depend on the language (`data`), its texts per language (`texts`, plain text: see
 * ./plain-text.ts), and which of its texts wait for a review in a language because another
 * language's text changed (`review`).
 *
 * A page reads the published catalogue (`Catalogue`); the workspace edits drafts and publishes them
 * as versions (./service.server.ts). Nothing here reads the database.
 */
import type { Lang } from "../i18n/languages.ts";

export type { Lang };

export const catalogueKinds = ["excursion", "rental", "team", "home", "payment", "policies"] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];

/** The currencies the business charges in (the spec's two). */
export const currencies = ["USD", "ARS"] as const;
export type Currency = (typeof currencies)[number];

/**
 * What one amount pays for: a person (for the whole programme), a person and a day, the whole
 * group, or the whole group and a day.
 */
export const priceUnits = ["person", "personDay", "group", "groupDay"] as const;
export type PriceUnit = (typeof priceUnits)[number];

/**
 * One line of an excursion's price. `days`: the programme's length this tier is for (a group
 * staying that many days or more pays this tier: "3 days: USD 175 per day"); `from`: the amount is
 * the lowest ("From USD 350").
 */
export type PriceTier = { amount: number; unit: PriceUnit; days?: number; from?: boolean };

/** An excursion's price: the first tier is the headline; the others follow, by days. */
export type Pricing = { currency: Currency; tiers: PriceTier[] };

/** A deposit the owner asks for when confirming (issue "from yes to the summit"): none by default. */
export type Deposit = { kind: "amount"; amount: number } | { kind: "share"; percent: number };

/** The spec's physical levels (condition), from easiest to hardest. */
export const physicalLevels = ["easy", "medium", "mediumHigh", "good", "high", "all"] as const;
export type PhysicalLevel = (typeof physicalLevels)[number];

export type ExcursionData = {
  /** The page's address: `/escaladarocafrey`, `/es/escaladarocafrey`. Chosen once. */
  address: string;
  level: PhysicalLevel;
  pricing: Pricing;
  deposit: Deposit | null;
  /**
   * Where and when the group meets: a map link (https) and a time of day ("08:30"); the place is a
   * text. `endTime`: when the excursion ends, on its last day ("16:00", the time the group is back),
   * which the calendar's event ends at; absent or "" when not said (a catalogue written before it).
   */
  meeting: { mapUrl: string; time: string; endTime?: string };
  /** Rental items (their keys) a traveller can rent for this excursion, linked from "what to bring". */
  rentalItems: string[];
  /** Its place in the home's carousel (1 first), or null when it has no card there. */
  homeOrder: number | null;
  /** The spec's date field ("2025-03-10"). */
  date: string;
  /** Retired: its address answers 410 Gone, or moves permanently to another excursion's (its key). */
  retired: null | { movedTo: string | null };
};

export type RentalData = {
  /** Per item and per day. */
  price: { amount: number; currency: Currency };
  order: number;
};

export type TeamData = {
  name: string;
  order: number;
  founder: boolean;
  /** Certifications as the bodies write them ("AAGM", "UIAGM/IFMGA"); empty until the owner sets them. */
  certifications: string;
  /** The languages the guide speaks (language tags, named with Intl.DisplayNames). */
  languages: string[];
};

export type HomeData = {
  /** The equipment card's place in the carousel (1 first), or null. */
  equipmentOrder: number | null;
  /** The equipment card's price: a full kit for `people`, per day. */
  kitPrice: { amount: number; currency: Currency; people: number };
};

type EmptyData = Record<string, never>;

type DataOf = {
  excursion: ExcursionData;
  rental: RentalData;
  team: TeamData;
  home: HomeData;
  payment: EmptyData;
  policies: EmptyData;
};

/** A text that changed in another language after this one was written: the old and new text there. */
export type ReviewMark = { from: Lang; before: string; after: string };

/** The keys of the single entries (one per catalogue). */
export const singleKeys = { home: "home", payment: "payment", policies: "policies" } as const;

export type Entry<K extends CatalogueKind = CatalogueKind> = {
  kind: K;
  /** Stable: what departures, requests, comments and photos refer to (`freyclimb`, `helmet`, `martin`). */
  key: string;
  data: DataOf[K];
  /** Field → plain text, per language. A language without a required field's text is not published. */
  texts: Partial<Record<Lang, Record<string, string>>>;
  /** Field → what changed elsewhere, per language: shown as "to review" until updated or marked still right. */
  review: Partial<Record<Lang, Record<string, ReviewMark>>>;
};

export type ExcursionEntry = Entry<"excursion">;
export type RentalEntry = Entry<"rental">;
export type TeamEntry = Entry<"team">;

/** What pages read: every published entry. Retired excursions stay (their addresses answer 410 or move). */
export type Catalogue = {
  excursions: ExcursionEntry[];
  rental: RentalEntry[];
  team: TeamEntry[];
  home: Entry<"home">;
  payment: Entry<"payment">;
  policies: Entry<"policies">;
};

/** A published version, as the history lists it. */
export type VersionInfo = { version: number; at: number; by: string };

/** What the workspace edits: the published entry (undefined for one never published), its draft if any. */
export type EntryState<K extends CatalogueKind = CatalogueKind> = {
  kind: K;
  key: string;
  published: Entry<K> | undefined;
  publishedVersion: number | undefined;
  draft: Entry<K> | undefined;
  /** Who saved the draft and when. */
  draftBy: string | undefined;
  draftAt: number | undefined;
};

/** The whole catalogue as one file (`npm run catalogue -- export`), every language, prices as numbers. */
export type CatalogueFile = { format: "catalogue"; version: 1; entries: Entry[] };

export function excursionById(catalogue: Catalogue, key: string): ExcursionEntry | undefined {
  return catalogue.excursions.find((entry) => entry.key === key);
}

export function excursionByAddress(catalogue: Catalogue, address: string): ExcursionEntry | undefined {
  return catalogue.excursions.find((entry) => entry.data.address === address);
}

/** The excursions a visitor can open (not retired), in the home's order, then the others by key. */
export function liveExcursions(catalogue: Catalogue): ExcursionEntry[] {
  return catalogue.excursions.filter((entry) => !entry.data.retired);
}

const byOrder = (a: number | null, b: number | null) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER);

/** Puts the latest versions together as pages read them, each kind in its order. */
export function assemble(entries: Entry[]): Catalogue {
  const of = <K extends CatalogueKind>(kind: K) => entries.filter((entry): entry is Entry<K> => entry.kind === kind);
  const single = <K extends "home" | "payment" | "policies">(kind: K): Entry<K> =>
    of(kind)[0] ?? ({ kind, key: singleKeys[kind], data: {}, texts: {}, review: {} } as unknown as Entry<K>);
  return {
    excursions: of("excursion").sort((a, b) => byOrder(a.data.homeOrder, b.data.homeOrder) || a.key.localeCompare(b.key)),
    rental: of("rental").sort((a, b) => a.data.order - b.data.order),
    team: of("team").sort((a, b) => a.data.order - b.data.order),
    home: single("home"),
    payment: single("payment"),
    policies: single("policies"),
  };
}
