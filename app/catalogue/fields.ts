/**
 * The texts each kind of entry has, in one place: what the editor shows, what is required for a
 * language to be published, how long each may be, and how it is written (one line, paragraphs, or
 * a list of one item per line). The checks (./check.ts), the editor, the translation states and the
 * import all read this table.
 */
import type { CatalogueKind } from "./model.ts";

/** `line`: one line; `text`: paragraphs and lists (./plain-text.ts); `list`: one item per line. */
export type TextShape = "line" | "text" | "list";

export type TextField = {
  name: string;
  shape: TextShape;
  /** Characters, counted as the visitor sees them. */
  max: number;
  /** A language is published only when every required field has a text. */
  required: boolean;
  /** What the page shows before "Read more": sentences or characters (the spec's previews). */
  preview?: { sentences: number } | { characters: number };
  /** A fact that builds trust: optional, shown only when set, listed "before launch" while unset. */
  trust?: boolean;
};

const f = (name: string, shape: TextShape, max: number, required = false, extra: Partial<TextField> = {}): TextField => ({
  name,
  shape,
  max,
  required,
  ...extra,
});

export const textFields: Record<CatalogueKind, readonly TextField[]> = {
  excursion: [
    f("name", "line", 120, true),
    f("location", "line", 160, true),
    f("climbing", "line", 160),
    f("days", "line", 80),
    f("months", "line", 80),
    // One line: the page writes it after its label, inside a sentence.
    f("experience", "line", 1000),
    f("highlights", "text", 3000, true, { preview: { sentences: 2 } }),
    f("priceNotes", "list", 600),
    f("priceIncludes", "list", 2000),
    f("itinerary", "text", 6000, false, { preview: { characters: 300 } }),
    f("leyendPict", "line", 200),
    f("meetingPlace", "line", 200, false, { trust: true }),
    f("bring", "list", 2000, false, { trust: true }),
    // The activity's risks, part of the conditions each participant accepts (the booking page).
    f("risks", "text", 4000),
    f("cardTitle", "line", 120),
    f("cardDescription", "text", 300),
    f("difficulty", "line", 80),
  ],
  rental: [f("title", "line", 80, true), f("priceNote", "line", 160), f("tooltip", "text", 400, true)],
  team: [f("role", "line", 80, true), f("bio", "text", 2000, true, { preview: { characters: 200 } })],
  home: [
    f("heroTitle", "line", 80, true),
    f("heroSubtitle", "line", 160, true),
    f("equipmentTitle", "line", 120, true),
    f("equipmentDescription", "text", 300, true),
    f("equipmentDifficulty", "line", 80),
    f("equipmentDays", "line", 80),
    f("equipmentMonths", "line", 80),
    f("closing", "text", 400, true),
    f("closingForm", "text", 400, true),
    f("closingFormLink", "line", 120, true),
    // The dated lists under the carousel: the upcoming ascent and the four courses.
    ...["upcomingLanin", "courseTrad", "courseSport", "coursePiedraTransfer", "courseTrekking"].flatMap((item) => [
      f(`${item}Name`, "line", 120),
      f(`${item}Date`, "line", 80),
      f(`${item}Location`, "line", 160),
      f(`${item}Description`, "text", 600),
    ]),
  ],
  payment: [f("title", "line", 120, true), f("text", "text", 400, true), f("textLater", "text", 400, true), f("cashNote", "text", 400)],
  policies: [
    f("cancellation", "text", 4000, false, { trust: true }),
    f("weather", "text", 4000, false, { trust: true }),
    f("insurance", "text", 2000, false, { trust: true }),
    f("registration", "text", 1000, false, { trust: true }),
  ],
};

export function fieldOf(kind: CatalogueKind, name: string): TextField | undefined {
  return textFields[kind].find((field) => field.name === name);
}
