/**
 * The guide's list of a departure (issue 30, "The guide's list, on the mountain"): every confirmed
 * participant with what the guide needs on the mountain, and the rental gear to bring, summed over
 * the departure. Pure: the server reads the rows (list.server.ts), the page and the print show this.
 */
import type { Money } from "../../payments/money.ts";

/**
 * Items each person of a booking that asked for them uses one of; the others (rope, quickdraws,
 * anchor, tent...) are shared: one per booking. The full kit is for two: one per two people.
 */
const personalItems: ReadonlySet<string> = new Set([
  "helmet",
  "harness",
  "shoes",
  "belay",
  "carabiner",
  "rappel",
  "crampons",
  "sleepingbag",
]);

/** Items whose sizes the participants' forms give: listed with the count. */
const sizedItems = { shoes: "shoeSize", harness: "harnessSize" } as const;

export type ListBooking = {
  id: number;
  /** The person who booked, and their phone (a call link on the list). */
  name: string;
  phone: string;
  groupSize: number;
  gear: readonly string[];
  money: Pick<Money, "state" | "dueCents"> | null;
  currency: string | null;
};

export type ListParticipantRow = {
  requestId: number;
  slot: number;
  fullName: string;
  experience: string;
  shoeSize: string;
  harnessSize: string;
  emergencyName: string | null;
  emergencyPhone: string | null;
  health: string | null;
  conditionsAt: number | null;
};

export type CheckIn = { requestId: number; slot: number; at: number };

export type ListEntry = {
  bookingId: number;
  slot: number;
  /** The participant's name, or the booker's name with the slot when the form is not filled yet. */
  name: string;
  filled: boolean;
  bookerName: string;
  phone: string;
  emergencyName: string;
  emergencyPhone: string;
  health: string;
  experience: "meets" | "partly" | "none" | "unknown";
  /** What the participant wrote of their experience on the booking page (its form's free text), if anything. */
  experienceNote: string;
  conditionsAccepted: boolean;
  money: "paid" | "due" | "unknown";
  dueCents: number | null;
  currency: string | null;
  checkedInAt: number | null;
};

export type GearCount = { item: string; count: number; sizes: string[] };

function experienceOf(value: string): ListEntry["experience"] {
  return value === "meets" || value === "partly" || value === "none" ? value : "unknown";
}

function moneyWord(booking: ListBooking): ListEntry["money"] {
  if (!booking.money || booking.money.dueCents === null) return "unknown";
  return booking.money.dueCents <= 0 ? "paid" : "due";
}

/**
 * One entry per seat of every confirmed booking (its group size), in the bookings' order then by
 * slot: a filled form gives the participant's details, an empty one leaves the seat named by its
 * booker so the guide still counts them.
 */
export function buildList(
  bookings: readonly ListBooking[],
  participants: readonly ListParticipantRow[],
  checkIns: readonly CheckIn[] = [],
): ListEntry[] {
  const bySeat = new Map(participants.map((row) => [`${row.requestId}:${row.slot}`, row]));
  const checked = new Map(checkIns.map((row) => [`${row.requestId}:${row.slot}`, row.at]));
  const entries: ListEntry[] = [];
  for (const booking of bookings) {
    for (let slot = 1; slot <= booking.groupSize; slot++) {
      const row = bySeat.get(`${booking.id}:${slot}`);
      entries.push({
        bookingId: booking.id,
        slot,
        name: row?.fullName || (booking.groupSize > 1 ? `${booking.name} (${slot})` : booking.name),
        filled: Boolean(row),
        bookerName: booking.name,
        phone: booking.phone,
        emergencyName: row?.emergencyName ?? "",
        emergencyPhone: row?.emergencyPhone ?? "",
        health: row?.health ?? "",
        experience: experienceOf(row?.experience ?? ""),
        experienceNote: experienceOf(row?.experience ?? "") === "unknown" ? (row?.experience ?? "").trim() : "",
        conditionsAccepted: row?.conditionsAt != null,
        money: moneyWord(booking),
        dueCents: booking.money?.dueCents ?? null,
        currency: booking.currency,
        checkedInAt: checked.get(`${booking.id}:${slot}`) ?? null,
      });
    }
  }
  return entries;
}

/**
 * The rental gear of a departure, summed over its bookings: a personal item counts one per person
 * of each booking that asked for it, a shared one one per booking, the full kit one per two people.
 * Sizes of shoes and harnesses come from the filled forms, sorted. Items in `order`'s order.
 */
export function sumGear(
  bookings: readonly Pick<ListBooking, "id" | "groupSize" | "gear">[],
  participants: readonly Pick<ListParticipantRow, "requestId" | "shoeSize" | "harnessSize">[],
  order: readonly string[],
): GearCount[] {
  const counts = new Map<string, GearCount>();
  for (const booking of bookings) {
    for (const item of new Set(booking.gear)) {
      const count = item === "kit" ? Math.ceil(booking.groupSize / 2) : personalItems.has(item) ? booking.groupSize : 1;
      const current = counts.get(item) ?? { item, count: 0, sizes: [] };
      current.count += count;
      if (item in sizedItems) {
        const field = sizedItems[item as keyof typeof sizedItems];
        for (const row of participants) {
          if (row.requestId === booking.id && row[field].trim()) current.sizes.push(row[field].trim());
        }
      }
      counts.set(item, current);
    }
  }
  const rank = (item: string) => {
    const index = order.indexOf(item);
    return index < 0 ? order.length : index;
  };
  const collator = new Intl.Collator("en", { numeric: true });
  return [...counts.values()]
    .map((gear) => ({ ...gear, sizes: gear.sizes.sort(collator.compare) }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.item.localeCompare(b.item));
}

/** The gear in words: "Helmet: 3", "Climbing shoes: 2 (sizes 38, 42)". */
export function gearInWords(
  gear: readonly GearCount[],
  name: (item: string) => string,
  words: { gearLine: string; sizes: string },
): string[] {
  return gear.map((line) => {
    const text = words.gearLine.replace("{item}", name(line.item)).replace("{count}", String(line.count));
    return line.sizes.length ? `${text} (${words.sizes.replace("{sizes}", line.sizes.join(", "))})` : text;
  });
}

/**
 * A phone as a `tel:` address: a leading plus and digits only; empty when nothing dialable, and
 * for a number without its country code (`+54…`), which a guide's phone may dial wrongly or not at all.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 6 || !trimmed.startsWith("+")) return "";
  return `tel:+${digits}`;
}
