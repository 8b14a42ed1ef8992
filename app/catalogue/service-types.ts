/**
 * What the catalogue feature offers the rest of the site (implemented in ./service.server.ts): the
 * published catalogue for pages, and drafts, versions and files for the workspace and the owner's
 * command.
 */
import type { Lang } from "../i18n/languages.ts";
import type { CatalogueProblem } from "./check.ts";
import type { Catalogue, CatalogueFile, CatalogueKind, Entry, EntryState, VersionInfo } from "./model.ts";

/** What was wrong, all at once: where (`texts.es.name`, `data.pricing.tiers.0.amount`, `data.address`) and what. */
export type Problems = Array<{ path: string; problem: CatalogueProblem }>;

export type Saved<T> = { ok: true; value: T } | { ok: false; problems: Problems };

export type CatalogueService = {
  /** Every published entry, as pages show them; read from memory while nothing changed (any instance). */
  published(): Promise<Catalogue>;
  /** The published catalogue with every draft in place of its entry: what "Ver cómo queda" shows. */
  withDrafts(): Promise<Catalogue>;
  /** One entry as the workspace edits it, or undefined. */
  state<K extends CatalogueKind>(kind: K, key: string): Promise<EntryState<K> | undefined>;
  /** Every entry of a kind, drafts included (an excursion added and never published has only a draft). */
  states<K extends CatalogueKind>(kind: K): Promise<EntryState<K>[]>;
  /**
   * Checks the whole entry (./check.ts) and keeps it as the entry's draft; nothing changes on any
   * page until it is published. Texts changed in one language mark the same fields of the others
   * "to review" (kept in the draft's `review`). The editor sends back the marks it still shows:
   * a mark it leaves out was "still right" and is dropped; it cannot add marks of its own.
   */
  saveDraft(entry: Entry, by: string): Promise<Saved<EntryState>>;
  discardDraft(kind: CatalogueKind, key: string): Promise<void>;
  /** The draft becomes the next published version (checked again); every page shows it at its next load. */
  publish(kind: CatalogueKind, key: string, by: string): Promise<Saved<VersionInfo>>;
  /** Publishes an earlier version's content again, as the next version. */
  restore(kind: CatalogueKind, key: string, version: number, by: string): Promise<Saved<VersionInfo>>;
  versions(kind: CatalogueKind, key: string): Promise<VersionInfo[]>;
  version<K extends CatalogueKind>(kind: K, key: string, version: number): Promise<Entry<K> | undefined>;
  /**
   * A new excursion, as a draft: its key and address (lowercase letters and hyphens, never one
   * taken or reserved) and its name in one language; every other field starts empty.
   */
  addExcursion(input: { address: string; name: string; lang: Lang }, by: string): Promise<Saved<EntryState<"excursion">>>;
  /**
   * A new member of the team, as a draft: their name (their key is made from it) and the language
   * their role and bio will be written in first; published like any entry, after the last member.
   */
  addMember(input: { name: string; lang: Lang }, by: string): Promise<Saved<EntryState<"team">>>;
  /** Retires an excursion at once (a published version): its address answers 410, or moves to another excursion. */
  retireExcursion(key: string, movedTo: string | null, by: string): Promise<Saved<VersionInfo>>;
  /** The whole published catalogue (drafts left out), every language, prices as numbers. */
  exportFile(): Promise<CatalogueFile>;
  /**
   * Reads a file back: every entry checked as the editor checks it, all or nothing; each entry that
   * differs from its published version is published as its next version (by `by`).
   */
  importFile(file: unknown, by: string): Promise<Saved<{ published: Array<{ kind: CatalogueKind; key: string; version: number }> }>>;
};
