/**
 * The catalogue's service (decision 0062): pages read the published catalogue from memory while the
 * change tracker's version stays the same; the workspace keeps drafts, publishes them as versions
 * and restores earlier ones; a file exports and imports the whole of it. A publish is announced
 * through the change tracker, so every instance and its page cache show it at their next request.
 */
import type { Database } from "./store.server.ts";
import { languages, type Lang } from "../i18n/languages.ts";
import type { ChangeTracker } from "../runtime/changes.server.ts";
import {
  ADDRESS_MAX,
  ADDRESS_PATTERN,
  CATALOGUE_FILE_MAX_ENTRIES,
  CATALOGUE_LIMITS,
  checkEntry,
  limitProblems,
  reservedAddresses,
} from "./check.ts";
import { textFields } from "./fields.ts";
import {
  assemble,
  catalogueKinds,
  type Catalogue,
  type CatalogueFile,
  type CatalogueKind,
  type Entry,
  type EntryState,
  type ExcursionEntry,
  type ReviewMark,
} from "./model.ts";
import { seedEntries } from "./seed/entries.server.ts";
import type { CatalogueService, Problems, Saved } from "./service-types.ts";
import * as store from "./store.server.ts";

export type { CatalogueService };

/** The change tracker's topic for the catalogue. */
export const CATALOGUE_TOPIC = "catalogue";

/** An import file larger than this is refused before it is parsed. */
export const CATALOGUE_FILE_MAX_BYTES = 20 * 1024 * 1024;

const textOf = (entry: Entry | undefined, lang: Lang, field: string) => entry?.texts[lang]?.[field] ?? "";

/**
 * The review marks of an entry saved over `base`: a text changed in one language marks the same
 * field of every other language that has a text "to review", with the text before and after. A
 * language's own change to a field clears its mark there (it was updated), and creates no marks
 * when it answered one (a translation is not a new source). Marks the editor dropped ("still
 * right") stay dropped; the editor cannot add marks of its own.
 */
export function reviewMarks(entry: Entry, base: Entry | undefined): Entry["review"] {
  const review: Entry["review"] = {};
  for (const lang of languages) {
    const kept: Record<string, ReviewMark> = {};
    for (const [field, mark] of Object.entries(base?.review[lang] ?? {})) {
      if (entry.review?.[lang]?.[field] && textOf(entry, lang, field) === textOf(base, lang, field)) kept[field] = mark;
    }
    if (Object.keys(kept).length) review[lang] = kept;
  }
  if (!base) return review;
  for (const field of textFields[entry.kind]) {
    const changedIn = languages.filter((lang) => textOf(entry, lang, field.name) !== textOf(base, lang, field.name));
    for (const from of changedIn) {
      if (base.review[from]?.[field.name]) continue;
      const after = textOf(entry, from, field.name);
      for (const other of languages) {
        if (changedIn.includes(other) || !textOf(entry, other, field.name).trim()) continue;
        const earlier = review[other]?.[field.name];
        (review[other] ??= {})[field.name] = {
          from,
          before: earlier?.from === from ? earlier.before : textOf(base, from, field.name),
          after,
        };
      }
    }
  }
  return review;
}

function clean(entry: Entry): Entry {
  // Only what an entry is made of is kept (a posted form or a file may carry more).
  const texts: Entry["texts"] = {};
  for (const [lang, fields] of Object.entries(entry.texts ?? {})) {
    if (!fields || typeof fields !== "object") continue;
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(fields)) if (typeof value === "string") kept[name] = value.replace(/\r\n?/g, "\n");
    texts[lang as Lang] = kept;
  }
  return { kind: entry.kind, key: entry.key, data: entry.data, texts, review: entry.review ?? {} };
}

const failed = (problems: Problems): { ok: false; problems: Problems } => ({ ok: false, problems });

export async function createCatalogueService(options: {
  database: Database;
  changes: Pick<ChangeTracker, "publish" | "version">;
  now?: () => number;
  /** The entries of a fresh install (tests give their own). */
  seed?: () => Entry[];
}): Promise<CatalogueService> {
  const { database, changes } = options;
  const db = database.db;
  const now = options.now ?? Date.now;
  let kept: { version: string; catalogue: Promise<Catalogue> } | undefined;

  // A fresh install (or a release with new seeded entries) gets version 1 of every entry it lacks.
  {
    const existing = new Set((await store.latestVersions(db)).map((row) => `${row.kind}/${row.key}`));
    const missing = (options.seed ?? seedEntries)().filter((entry) => !existing.has(`${entry.kind}/${entry.key}`));
    for (const entry of missing)
      await store.insertVersion(db, { kind: entry.kind, key: entry.key, version: 1, entry, at: now(), by: "seed" });
  }

  const read = async () => assemble((await store.latestVersions(db)).map((row) => row.entry));

  function published(): Promise<Catalogue> {
    const version = changes.version();
    if (version === undefined) return read();
    if (kept?.version !== version) {
      const catalogue = read();
      kept = { version, catalogue };
      // A failed read is not kept.
      catalogue.catch(() => kept?.catalogue === catalogue && (kept = undefined));
    }
    return kept.catalogue;
  }

  async function state<K extends CatalogueKind>(kind: K, key: string): Promise<EntryState<K> | undefined> {
    const [latest, draft] = await Promise.all([store.latestVersion(db, kind, key), store.draftOf(db, kind, key)]);
    if (!latest && !draft) return undefined;
    return {
      kind,
      key,
      published: latest?.entry as Entry<K> | undefined,
      publishedVersion: latest?.version,
      draft: draft?.entry as Entry<K> | undefined,
      draftBy: draft?.by,
      draftAt: draft?.at,
    };
  }

  /** Publishes `entry` as the next version of its entry; false when another publish took that number first. */
  async function publishVersion(entry: Entry, by: string): Promise<Saved<{ version: number; at: number; by: string }>> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const latest = await store.latestVersion(db, entry.kind, entry.key);
      const version = (latest?.version ?? 0) + 1;
      const at = now();
      if (await store.insertVersion(db, { kind: entry.kind, key: entry.key, version, entry, at, by })) {
        await changes.publish(CATALOGUE_TOPIC, { kind: entry.kind, key: entry.key, version });
        return { ok: true, value: { version, at, by } };
      }
    }
    throw new Error("The catalogue entry kept changing while it was published");
  }

  return {
    published,
    state,

    async withDrafts() {
      const [latest, drafts] = await Promise.all([
        store.latestVersions(db),
        Promise.all(catalogueKinds.map((kind) => store.draftsOf(db, kind))).then((lists) => lists.flat()),
      ]);
      const drafted = new Set(drafts.map((draft) => `${draft.kind}/${draft.key}`));
      return assemble([
        ...latest.filter((row) => !drafted.has(`${row.kind}/${row.key}`)).map((row) => row.entry),
        ...drafts.map((draft) => draft.entry),
      ]);
    },

    async states<K extends CatalogueKind>(kind: K): Promise<EntryState<K>[]> {
      const [latest, drafts] = await Promise.all([store.latestVersions(db), store.draftsOf(db, kind)]);
      const keys = new Set([...latest.filter((row) => row.kind === kind).map((row) => row.key), ...drafts.map((draft) => draft.key)]);
      return [...keys].map((key) => {
        const row = latest.find((candidate) => candidate.kind === kind && candidate.key === key);
        const draft = drafts.find((candidate) => candidate.key === key);
        return {
          kind,
          key,
          published: row?.entry as Entry<K> | undefined,
          publishedVersion: row?.version,
          draft: draft?.entry as Entry<K> | undefined,
          draftBy: draft?.by,
          draftAt: draft?.at,
        };
      });
    },

    async saveDraft(input, by) {
      if (!(catalogueKinds as readonly string[]).includes(input?.kind)) return failed([{ path: "kind", problem: "unknown-entry" }]);
      const entry = clean(input);
      const current = await state(entry.kind, entry.key);
      if (!current) return failed([{ path: "key", problem: "unknown-entry" }]);
      const base = current.draft ?? current.published;
      const catalogue = await read();
      const problems = checkEntry(entry, catalogue);
      if (problems.length) return failed(problems);
      // The address of an excursion is chosen once.
      if (entry.kind === "excursion" && base && (entry as ExcursionEntry).data.address !== (base as ExcursionEntry).data.address) {
        return failed([{ path: "data.address", problem: "address-taken" }]);
      }
      entry.review = reviewMarks(entry, base);
      const at = now();
      await store.saveDraft(db, { kind: entry.kind, key: entry.key, entry, at, by });
      return { ok: true, value: { ...current, draft: entry, draftBy: by, draftAt: at } };
    },

    async discardDraft(kind, key) {
      await store.deleteDraft(db, kind, key);
    },

    async publish(kind, key, by) {
      const draft = await store.draftOf(db, kind, key);
      if (!draft) return failed([{ path: "key", problem: "unknown-entry" }]);
      const problems = checkEntry(draft.entry, await read());
      if (problems.length) return failed(problems);
      const result = await publishVersion(draft.entry, by);
      await store.deleteDraft(db, kind, key);
      return result;
    },

    async restore(kind, key, version, by) {
      const entry = await store.versionOf(db, kind, key, version);
      if (!entry) return failed([{ path: "version", problem: "unknown-entry" }]);
      const problems = checkEntry(entry, await read());
      if (problems.length) return failed(problems);
      return publishVersion(entry, by);
    },

    versions: (kind, key) => store.versionsOf(db, kind, key),

    async version<K extends CatalogueKind>(kind: K, key: string, version: number) {
      return (await store.versionOf(db, kind, key, version)) as Entry<K> | undefined;
    },

    async addExcursion({ address, name, lang }, by) {
      const problems: Problems = [];
      if (typeof address !== "string" || !ADDRESS_PATTERN.test(address) || address.length > ADDRESS_MAX) {
        problems.push({ path: "data.address", problem: "address-shape" });
      } else if (reservedAddresses.has(address)) problems.push({ path: "data.address", problem: "address-reserved" });
      else {
        const catalogue = await read();
        const drafts = await store.draftsOf(db, "excursion");
        // Neither a key nor an address of any excursion, published or only drafted.
        const taken =
          catalogue.excursions.some((entry) => entry.key === address || entry.data.address === address) ||
          drafts.some((draft) => draft.key === address || (draft.entry as ExcursionEntry).data.address === address);
        if (taken) problems.push({ path: "data.address", problem: "address-taken" });
        else if (
          catalogue.excursions.length + drafts.filter((draft) => !catalogue.excursions.some((e) => e.key === draft.key)).length >=
          CATALOGUE_LIMITS.excursion
        )
          problems.push({ path: "data.address", problem: "too-many-entries" });
      }
      const trimmed = typeof name === "string" ? name.trim() : "";
      if (!trimmed) problems.push({ path: `texts.${lang}.name`, problem: "required" });
      else if ([...trimmed].length > 120 || /[\r\n]/.test(trimmed)) problems.push({ path: `texts.${lang}.name`, problem: "too-long" });
      if (!(languages as readonly string[]).includes(lang)) problems.push({ path: "lang", problem: "unknown-language" });
      if (problems.length) return failed(problems);
      const entry: ExcursionEntry = {
        kind: "excursion",
        key: address,
        data: {
          address,
          level: "medium",
          pricing: { currency: "USD", tiers: [] },
          deposit: null,
          meeting: { mapUrl: "", time: "", endTime: "" },
          rentalItems: [],
          homeOrder: null,
          date: new Date(now()).toISOString().slice(0, 10),
          retired: null,
        },
        texts: { [lang]: { name: trimmed } },
        review: {},
      };
      const at = now();
      await store.saveDraft(db, { kind: "excursion", key: address, entry, at, by });
      return {
        ok: true,
        value: {
          kind: "excursion",
          key: address,
          published: undefined,
          publishedVersion: undefined,
          draft: entry,
          draftBy: by,
          draftAt: at,
        },
      };
    },

    async addMember({ name, lang }, by) {
      const trimmed = typeof name === "string" ? name.trim() : "";
      const problems: Problems = [];
      if (!trimmed) problems.push({ path: "data.name", problem: "required" });
      else if ([...trimmed].length > 80 || /[\r\n]/.test(trimmed)) problems.push({ path: "data.name", problem: "too-long" });
      if (!(languages as readonly string[]).includes(lang)) problems.push({ path: "lang", problem: "unknown-language" });
      if (problems.length) return failed(problems);
      // A key from the name, in plain letters ("Ana Pérez" → "ana-perez"), made unique.
      const base =
        trimmed
          .normalize("NFD")
          .replace(/\p{M}/gu, "")
          .toLowerCase()
          .replace(/[^a-z]+/g, "-")
          .replace(/^-+|-+$/g, "")
          .slice(0, 40) || "guide";
      const [catalogue, drafts] = await Promise.all([read(), store.draftsOf(db, "team")]);
      // "default": its portrait's place would be the neutral portrait's name (`team-default`).
      const taken = new Set(["default", ...catalogue.team.map((entry) => entry.key), ...drafts.map((draft) => draft.key)]);
      let key = base;
      for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
      const order = Math.max(0, ...catalogue.team.map((entry) => entry.data.order)) + 1;
      const entry: Entry<"team"> = {
        kind: "team",
        key,
        data: { name: trimmed, order, founder: false, certifications: "", languages: [] },
        texts: { [lang]: {} },
        review: {},
      };
      const at = now();
      await store.saveDraft(db, { kind: "team", key, entry, at, by });
      return {
        ok: true,
        value: { kind: "team", key, published: undefined, publishedVersion: undefined, draft: entry, draftBy: by, draftAt: at },
      };
    },

    async retireExcursion(key, movedTo, by) {
      const latest = await store.latestVersion(db, "excursion", key);
      if (!latest) return failed([{ path: "key", problem: "unknown-entry" }]);
      const entry = structuredClone(latest.entry) as ExcursionEntry;
      entry.data.retired = { movedTo };
      const problems = checkEntry(entry, await read());
      if (problems.length) return failed(problems);
      return publishVersion(entry, by);
    },

    async exportFile(): Promise<CatalogueFile> {
      const catalogue = await read();
      const entries: Entry[] = [
        ...catalogue.excursions,
        ...catalogue.rental,
        ...catalogue.team,
        catalogue.home,
        catalogue.payment,
        catalogue.policies,
      ];
      return { format: "catalogue", version: 1, entries };
    },

    async importFile(file, by) {
      const candidate = file as Partial<CatalogueFile> | null;
      if (
        !candidate ||
        typeof candidate !== "object" ||
        candidate.format !== "catalogue" ||
        candidate.version !== 1 ||
        !Array.isArray(candidate.entries)
      ) {
        return failed([{ path: "", problem: "not-a-catalogue" }]);
      }
      // More entries than a whole catalogue may hold: refused before any is read.
      if (candidate.entries.length > CATALOGUE_FILE_MAX_ENTRIES) return failed([{ path: "entries", problem: "too-many-entries" }]);
      const problems: Problems = [];
      const seen = new Set<string>();
      const entries: Entry[] = [];
      /** The file's place of each entry read (an entry that could not be read leaves a gap). */
      const placeOf = new Map<Entry, number>();
      candidate.entries.forEach((raw, index) => {
        const at = `entries.${index}`;
        if (
          !raw ||
          typeof raw !== "object" ||
          !(catalogueKinds as readonly string[]).includes((raw as Entry).kind) ||
          typeof (raw as Entry).key !== "string"
        ) {
          problems.push({ path: at, problem: "not-a-catalogue" });
          return;
        }
        const entry = clean(raw as Entry);
        const id = `${entry.kind}/${entry.key}`;
        if (seen.has(id)) problems.push({ path: `${at}.key`, problem: "duplicate-entry" });
        seen.add(id);
        entries.push(entry);
        placeOf.set(entry, index);
      });
      // Every problem at once: the entries that could be read are checked too.
      const latest = await store.latestVersions(db);
      const publishedOf = (entry: Entry) => latest.find((row) => row.kind === entry.kind && row.key === entry.key)?.entry;
      // Checked against the catalogue as it will be: the file's entries over the published ones.
      const merged = assemble([...latest.filter((row) => !seen.has(`${row.kind}/${row.key}`)).map((row) => row.entry), ...entries]);
      // Within the limits as it will be, the published entries the file does not name included.
      const over = limitProblems(merged);
      if (over.length) return failed(over);
      for (const entry of entries) {
        for (const problem of checkEntry(entry, merged))
          problems.push({ path: `entries.${placeOf.get(entry)}.${problem.path}`, problem: problem.problem });
      }
      if (problems.length) return failed(problems);
      const changed = entries
        .map((entry) => ({ ...entry, review: reviewMarks(entry, publishedOf(entry)) }))
        .filter((entry) => JSON.stringify(entry) !== JSON.stringify(publishedOf(entry)));
      const at = now();
      const publishedEntries: Array<{ kind: CatalogueKind; key: string; version: number }> = [];
      // All or nothing: every changed entry's next version in one transaction.
      await db.transaction().execute(async (trx) => {
        for (const entry of changed) {
          const version = (latest.find((row) => row.kind === entry.kind && row.key === entry.key)?.version ?? 0) + 1;
          if (!(await store.insertVersion(trx, { kind: entry.kind, key: entry.key, version, entry, at, by }))) {
            throw new Error(`The catalogue changed while the file was imported (${entry.kind} ${entry.key})`);
          }
          publishedEntries.push({ kind: entry.kind, key: entry.key, version });
        }
      });
      if (publishedEntries.length) await changes.publish(CATALOGUE_TOPIC, { imported: publishedEntries.length });
      return { ok: true, value: { published: publishedEntries } };
    },
  };
}
