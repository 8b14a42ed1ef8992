/**
 * The business's details, kept in the database. A change is announced through the change tracker
 * (app/runtime/changes.server.ts): every instance, and its page cache, reads the new values on the
 * next request. Reading is from memory while the tracker's version stays the same.
 */
import type { Database } from "./store.server.ts";
import type { ChangeTracker } from "../runtime/changes.server.ts";
import {
  businessFields,
  defaultBusinessDetails,
  missingForLaunch,
  type BusinessDetails,
  type BusinessField,
} from "../site/business-details.ts";
import { businessSchema, type BusinessError } from "./schema.ts";
import * as store from "./store.server.ts";

/** The change tracker's topic for the business's details. */
export const BUSINESS_TOPIC = "business";

type BusinessUpdate =
  | { ok: true; details: BusinessDetails; changed: BusinessField[] }
  | { ok: false; errors: Partial<Record<BusinessField, BusinessError>> };

export type BusinessService = {
  /** The details as pages show them: what the owner set, defaults for the rest. */
  current(): Promise<BusinessDetails>;
  /** The details still to set before launch. */
  missing(): Promise<BusinessField[]>;
  /**
   * Sets some fields (the others keep their values), after checking the whole result with the
   * editor's schema; "" unsets a field (back to its default).
   */
  update(values: Partial<Record<BusinessField, string>>, by?: string): Promise<BusinessUpdate>;
};

export function createBusinessService(options: {
  database: Database;
  changes: Pick<ChangeTracker, "publish" | "version">;
  now?: () => number;
}): BusinessService {
  const { database, changes } = options;
  const now = options.now ?? Date.now;
  let kept: { version: string; details: Promise<BusinessDetails> } | undefined;

  async function read(): Promise<BusinessDetails> {
    const rows = await store.storedDetails(database.db);
    const details = { ...defaultBusinessDetails };
    for (const row of rows) {
      if ((businessFields as readonly string[]).includes(row.field) && row.value !== "") details[row.field as BusinessField] = row.value;
    }
    return details;
  }

  function current(): Promise<BusinessDetails> {
    const version = changes.version();
    if (version === undefined) return read();
    if (kept?.version !== version) {
      const details = read();
      kept = { version, details };
      // A failed read is not kept.
      details.catch(() => kept?.details === details && (kept = undefined));
    }
    return kept.details;
  }

  return {
    current,
    missing: async () => missingForLaunch(await current()),

    async update(values, by) {
      const before = await read();
      const merged: Record<string, string> = { ...before };
      for (const field of businessFields) {
        const value = values[field];
        if (value !== undefined) merged[field] = value === "" ? defaultBusinessDetails[field] : value;
      }
      const checked = businessSchema.validate(merged);
      if (!checked.ok) return { ok: false, errors: checked.errors };
      const details = checked.values as BusinessDetails;
      const changed = businessFields.filter((field) => details[field] !== before[field]);
      if (changed.length === 0) return { ok: true, details, changed };
      const stored = changed.map((field) => ({ field, value: details[field] === defaultBusinessDetails[field] ? "" : details[field] }));
      await store.storeDetails(database.db, stored, now(), by ?? null);
      await changes.publish(BUSINESS_TOPIC, { changed });
      return { ok: true, details, changed };
    },
  };
}
