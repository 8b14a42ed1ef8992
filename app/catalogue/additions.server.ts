/** A new excursion or a new member of the team, as a draft. */
import { languages, type Lang } from "../i18n/languages.ts";
import { ADDRESS_MAX, ADDRESS_PATTERN, CATALOGUE_LIMITS, reservedAddresses } from "./check.ts";
import { type CatalogueDeps, failed, latestCatalogue } from "./deps.server.ts";
import type { Entry, EntryState, ExcursionEntry } from "./model.ts";
import type { Problems, Saved } from "./service-types.ts";
import * as store from "./store.server.ts";

/** A new excursion's draft: its key and address, its name in one language, every other field empty. */
export async function addExcursion(
  deps: CatalogueDeps,
  { address, name, lang }: { address: string; name: string; lang: Lang },
  by: string,
): Promise<Saved<EntryState<"excursion">>> {
  const { db, now } = deps;
  const problems: Problems = [];
  if (typeof address !== "string" || !ADDRESS_PATTERN.test(address) || address.length > ADDRESS_MAX) {
    problems.push({ path: "data.address", problem: "address-shape" });
  } else if (reservedAddresses.has(address)) problems.push({ path: "data.address", problem: "address-reserved" });
  else {
    const catalogue = await latestCatalogue(deps);
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
}

/** A new team member's draft: their key made from their name, after the last member. */
export async function addMember(
  deps: CatalogueDeps,
  { name, lang }: { name: string; lang: Lang },
  by: string,
): Promise<Saved<EntryState<"team">>> {
  const { db, now } = deps;
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
  const [catalogue, drafts] = await Promise.all([latestCatalogue(deps), store.draftsOf(db, "team")]);
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
}
