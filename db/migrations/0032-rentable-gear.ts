import type { Migration } from "./types.ts";

/**
 * Gear in the total (decision 0091): the request form offers only the rental items an excursion
 * lists. A catalogue started before then has every excursion's list empty (the lists only linked
 * "what to bring" to the rental page, and none was seeded), so its forms would offer nothing: each
 * of the spec's excursions whose published list is still empty gets the list a fresh install seeds,
 * as a new version (the owner's history shows it, and she edits it as any other), and a draft of it
 * with an empty list gets the same. Excursions the owner added, and lists she filled, are left as
 * they are. The lists are written here, not read from the code's seed: a migration does not change
 * when the seed does.
 */
const seeded: Record<string, string[]> = {
  freyclimb: ["shoes", "belay", "carabiner", "rappel", "sleepingbag"],
  multipitch: ["shoes", "belay", "carabiner", "rappel"],
  freyrefuge: ["shoes", "belay", "carabiner", "rappel", "sleepingbag"],
  guiapersonal: ["helmet", "harness", "shoes", "belay", "carabiner", "rappel"],
  piedraparada: ["shoes", "belay", "carabiner", "rappel", "sleepingbag", "tent"],
  ventana: ["shoes", "belay", "carabiner"],
  trekkingLanin: ["sleepingbag", "tent"],
};

type Document = { data?: { rentalItems?: unknown } };

/** The document with the seeded list, or undefined when its list is not empty (or it cannot be read). */
function withList(document: string, list: string[]): string | undefined {
  let parsed: Document;
  try {
    parsed = JSON.parse(document) as Document;
  } catch {
    return undefined;
  }
  if (!parsed.data || typeof parsed.data !== "object") return undefined;
  const current = parsed.data.rentalItems;
  if (Array.isArray(current) && current.length > 0) return undefined;
  parsed.data.rentalItems = [...list];
  return JSON.stringify(parsed);
}

export const rentableGear: Migration = {
  name: "0032-rentable-gear",
  async up(db) {
    const at = Date.now();
    for (const [key, list] of Object.entries(seeded)) {
      const latest = await db
        .selectFrom("catalogue_versions")
        .select(["version", "document"])
        .where("kind", "=", "excursion")
        .where("key", "=", key)
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirst();
      if (latest) {
        const document = withList(latest.document as string, list);
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
      const drafted = draft && withList(draft.document as string, list);
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
