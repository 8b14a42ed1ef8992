/**
 * The guide's lists kept on the phone for reading without signal (decision 0064): which lists, until
 * when, and how they are sealed. Plain code shared by the server (which lists), the workspace's own
 * service worker (lists-worker.ts) and the pages that register it; tested beside it.
 */
import { dateIn } from "../../runtime/time-zone.ts";

// The workspace's worker's paths are the site map's (app/site/pages.ts): the security headers name them too.
export { LISTS_PLAN_PATH, LISTS_SCOPE, LISTS_WORKER_PATH } from "../../site/pages.ts";
import { LISTS_SCOPE } from "../../site/pages.ts";
/** Every cache of the workspace's worker starts so (the public worker's are `shell-*`, `pages`, `pictures`). */
export const LISTS_CACHE_PREFIX = "workspace-lists";
/** The sealed lists. */
export const LISTS_CACHE = "workspace-lists";
/** The key and the clock, in IndexedDB. */
export const LISTS_DB = "workspace-lists";
/** Days of lists kept: today, tomorrow and the day after. */
const DAYS_KEPT = 3;

export type KeptList = { id: number; lastDay: string; path: string };

/** What the server gives the worker (LISTS_PLAN_PATH). */
export type ListsPlan = {
  /** The business clock now (epoch milliseconds) and its time zone: the phone counts days with them offline. */
  now: number;
  timeZone: string;
  /** The session's key (AES-GCM, 256 bits, base64url). */
  key: string;
  lists: KeptList[];
};

const listPath = (id: number) => `${LISTS_SCOPE}${id}/list`;

/** The departure whose list a path is, if it is one. */
export function listIdOf(pathname: string): number | undefined {
  const match = /^\/admin\/departures\/(\d{1,9})\/list$/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

/** `day` plus `days` calendar days (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type DepartureDates = { id: number; startDate: string | null; endDate: string | null; status: string };

/**
 * The lists to keep on `today`: every departure not cancelled with a day in the next three days
 * (it starts by the day after tomorrow and has not ended before today). One to be confirmed has no day.
 */
export function listsToKeep(departures: readonly DepartureDates[], today: string): KeptList[] {
  const until = addDays(today, DAYS_KEPT - 1);
  return departures
    .filter((departure) => departure.status !== "cancelled" && departure.startDate !== null)
    .map((departure) => ({ departure, lastDay: departure.endDate ?? (departure.startDate as string) }))
    .filter(({ departure, lastDay }) => (departure.startDate as string) <= until && lastDay >= today)
    .map(({ departure, lastDay }) => ({ id: departure.id, lastDay, path: listPath(departure.id) }));
}

/** The business's day on the phone: its own clock moved by how far the server's was ahead when last heard. */
export function phoneBusinessDay(phoneNow: number, offsetMs: number, timeZone: string): string {
  return dateIn(timeZone, phoneNow + offsetMs);
}

/** A kept list goes once its departure's last day is over. */
export const isExpired = (lastDay: string, today: string): boolean => lastDay < today;

// Sealing ----------------------------------------------------------------------------------------

const IV_BYTES = 12;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The session's key as the phone keeps it: usable to seal and open, never readable again (not extractable). */
export function importListsKey(base64url: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", keyBytes(base64url), { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}

/** A page's bytes sealed with AES-GCM: a fresh 12-byte IV, then the ciphertext; bound to its address. */
export async function seal(
  key: CryptoKey,
  address: string,
  plain: ArrayBuffer | Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: new TextEncoder().encode(address) }, key, plain);
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return out;
}

/** The bytes back, or undefined when the key, the address or the bytes do not match. */
export async function open(key: CryptoKey, address: string, sealed: ArrayBuffer): Promise<ArrayBuffer | undefined> {
  if (sealed.byteLength <= IV_BYTES) return undefined;
  try {
    return await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: new Uint8Array(sealed, 0, IV_BYTES), additionalData: new TextEncoder().encode(address) },
      key,
      new Uint8Array(sealed, IV_BYTES),
    );
  } catch {
    return undefined;
  }
}
