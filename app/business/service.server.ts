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
import {
  defaultMoneySettings,
  moneySettingFields,
  rateForPayments,
  readMoneySettings,
  type MoneySettingError,
  type MoneySettingField,
  type MoneySettings,
  type RateForPayments,
} from "./money-settings.ts";
import { businessSchema, type BusinessError } from "./schema.ts";
import * as store from "./store.server.ts";

type MoneySettingsUpdate =
  | { ok: true; settings: MoneySettings; before: MoneySettings; changed: MoneySettingField[] }
  | { ok: false; errors: Partial<Record<MoneySettingField, MoneySettingError>> };

/** What a change of the money settings hands its caller's history, written in the same transaction. */
type MoneySettingsChange = { before: MoneySettings; after: MoneySettings; changed: MoneySettingField[] };

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
  /** The rate of the day (and when it was set), how long it and an attempt at it stay usable, the cash discount. */
  moneySettings(): Promise<MoneySettings>;
  /**
   * Sets some of them, as typed (the rate as pesos per dollar: "1450", "1.450,50"), each checked;
   * a rate given is stored with the business clock's time even when it is the same as before (the
   * owner says it still holds today). `within` writes the history entry in the same transaction.
   */
  setMoneySettings(
    typed: Partial<Record<MoneySettingField, string>>,
    by: string,
    within?: (trx: store.Trx, change: MoneySettingsChange) => Promise<void>,
  ): Promise<MoneySettingsUpdate>;
  /**
   * What the pay flow calls before offering pesos, with the business clock's `now`: the rate, when
   * it was set and until when an attempt started now at it is valid; or why pesos are not offered.
   */
  rateForPayments(now: number): Promise<RateForPayments>;
};

export function createBusinessService(options: {
  database: Database;
  changes: Pick<ChangeTracker, "publish" | "version">;
  /** The business's clock (TEST_CLOCK in tests): when the rate of the day was set is read by it. */
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

  async function moneySettings(): Promise<MoneySettings> {
    const rows = await store.storedWithTimes(database.db, moneySettingFields);
    const settings: MoneySettings = { ...defaultMoneySettings };
    for (const row of rows) {
      const value = Number(row.value);
      if (row.value === "" || !Number.isSafeInteger(value)) continue;
      if (row.field === "arsPerUsd") {
        settings.arsPerUsdCents = value;
        settings.rateSetAt = row.updatedAt;
      } else if (row.field === "rateDays" || row.field === "rateAttemptMinutes" || row.field === "cashDiscountPercent")
        settings[row.field] = value;
    }
    return settings;
  }

  return {
    current,
    moneySettings,
    rateForPayments: async (at) => rateForPayments(await moneySettings(), at),

    async setMoneySettings(typed, by, within) {
      const read = readMoneySettings(typed);
      if (!read.ok) return read;
      const before = await moneySettings();
      const at = now();
      const after: MoneySettings = { ...before };
      const changed: MoneySettingField[] = [];
      const stored: { field: string; value: string }[] = [];
      for (const field of moneySettingFields) {
        const value = read.values[field];
        if (value === undefined) continue;
        if (field === "arsPerUsd") {
          // The rate is the day's: set again, it is set now, whether or not it moved.
          after.arsPerUsdCents = value;
          after.rateSetAt = at;
          changed.push(field);
          stored.push({ field, value: String(value) });
        } else if (value !== before[field]) {
          after[field] = value;
          changed.push(field);
          stored.push({ field, value: String(value) });
        }
      }
      if (changed.length === 0) return { ok: true, settings: after, before, changed };
      await store.storeDetails(database.db, stored, at, by, within && ((trx) => within(trx, { before, after, changed })));
      await changes.publish(BUSINESS_TOPIC, { changed });
      return { ok: true, settings: after, before, changed };
    },
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
