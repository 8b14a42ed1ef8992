import type { Migration } from "./types.ts";

/**
 * When an excursion ends (decision 0124): the calendar's event of a booking ends at the time the
 * excursion ends on its last day, which the catalogue now says (`data.meeting.endTime`, the owner
 * edits it). A catalogue started before then has no such time anywhere; the one of the spec's
 * excursions whose itinerary says it by the clock (Cerro Ventana, back in Bariloche at 16:00) gets
 * it, as a new version (the owner's history shows it), and a draft of it without one gets the same.
 * The other excursions' itineraries say "in the afternoon" or "at night": theirs is left empty, for
 * the owner to say. Written here, not read from the code's seed: a migration does not change when
 * the seed does.
 */
const seeded: Record<string, string> = { ventana: "16:00" };

type Document = { data?: { meeting?: { mapUrl?: unknown; time?: unknown; endTime?: unknown } } };

/** The document with the seeded end time, or undefined when it has one (or cannot be read). */
function withEndTime(document: string, endTime: string): string | undefined {
  let parsed: Document;
  try {
    parsed = JSON.parse(document) as Document;
  } catch {
    return undefined;
  }
  if (!parsed.data || typeof parsed.data !== "object") return undefined;
  const meeting = parsed.data.meeting && typeof parsed.data.meeting === "object" ? parsed.data.meeting : { mapUrl: "", time: "" };
  if (typeof meeting.endTime === "string" && meeting.endTime !== "") return undefined;
  parsed.data.meeting = { ...meeting, endTime };
  return JSON.stringify(parsed);
}

export const excursionEndTime: Migration = {
  name: "0033-excursion-end-time",
  async up(db) {
    const at = Date.now();
    for (const [key, endTime] of Object.entries(seeded)) {
      const latest = await db
        .selectFrom("catalogue_versions")
        .select(["version", "document"])
        .where("kind", "=", "excursion")
        .where("key", "=", key)
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirst();
      if (latest) {
        const document = withEndTime(latest.document as string, endTime);
        if (document)
          await db
            .insertInto("catalogue_versions")
            .values({ kind: "excursion", key, version: Number(latest.version) + 1, document, published_at: at, published_by: "seed" })
            .execute();
      }
      const draft = await db
        .selectFrom("catalogue_drafts")
        .select(["document"])
        .where("kind", "=", "excursion")
        .where("key", "=", key)
        .executeTakeFirst();
      const drafted = draft && withEndTime(draft.document as string, endTime);
      if (drafted)
        await db
          .updateTable("catalogue_drafts")
          .set({ document: drafted })
          .where("kind", "=", "excursion")
          .where("key", "=", key)
          .execute();
    }
  },
};
