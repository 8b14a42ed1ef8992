import type { Quote } from "../types.ts";

export const rentalItemIds = [
  "helmet",
  "rope",
  "cord",
  "carabiner",
  "anchor",
  "harness",
  "quickdraws",
  "belay",
  "shoes",
  "rappel",
  "clipstick",
  "crampons",
  "tent",
  "sleepingbag",
] as const;
export type RentalItemId = (typeof rentalItemIds)[number];

type ItemWords = { title: string; price: string; tooltip: string };

/**
 * English texts of the equipment rental page: the source of truth (other languages
 * `satisfies RentalTexts`). Prices and sizes are `{placeholders}` filled from
 * app/content/facts.ts; every rental price is per day.
 */
export const en = {
  title: "Climbing equipment rental",
  collageAlt: "Climbing equipment laid out on the rock: ropes, helmets, harnesses, quickdraws and shoes",
  availableTitle: "Available equipment",
  availableText:
    "All our equipment is checked after every use and retired on time. Pick it up and return it at our base in Bariloche; prices are per item and per day. Hover over or tap an item to see the details.",
  items: {
    helmet: {
      title: "Helmet",
      price: "USD {rentalHelmet} / day",
      tooltip: "Climbing and mountaineering helmet, adjustable to fit any head.",
    },
    rope: {
      title: "Dynamic rope",
      price: "USD {rentalRope} / day",
      tooltip: "Single dynamic rope, available in lengths of {ropeLengths} m.",
    },
    cord: {
      title: "Cord with carabiner",
      price: "USD {rentalCord} / day",
      tooltip: "A length of cord with a carabiner, for a prusik backup on rappel or to build anchors.",
    },
    carabiner: {
      title: "Locking carabiner",
      price: "USD {rentalCarabiner} / day",
      tooltip: "Screw-gate locking carabiner for belaying, rappelling and anchors.",
    },
    anchor: {
      title: "Anchor kit",
      price: "USD {rentalAnchor} / day",
      tooltip: "Slings and locking carabiners to build a belay anchor.",
    },
    harness: {
      title: "Harness",
      price: "USD {rentalHarness} / day",
      tooltip: "Adjustable climbing harness with gear loops, for sport, trad and mountain routes.",
    },
    quickdraws: {
      title: "Quickdraws",
      price: "USD {rentalQuickdrawSet} / day for a set of {quickdrawSetSize}, or USD {rentalQuickdrawSingle} / day each",
      tooltip: "Sport quickdraws, rented as a set of {quickdrawSetSize} or one by one.",
    },
    belay: {
      title: "Belay device",
      price: "USD {rentalBelay} / day",
      tooltip: "Assisted or tube-style belay device, with its locking carabiner.",
    },
    shoes: {
      title: "Climbing shoes",
      price: "USD {rentalShoes} / day",
      tooltip: "Comfortable climbing shoes in sizes {shoeSizeMin} to {shoeSizeMax}.",
    },
    rappel: {
      title: "Rappel device",
      price: "USD {rentalRappel} / day",
      tooltip: "Figure-eight descender for rappelling.",
    },
    clipstick: {
      title: "Clip stick",
      price: "USD {rentalClipstick} / day",
      tooltip: "Extendable pole to clip the first bolt from the ground, in lengths of {clipStickLengths}.",
    },
    crampons: {
      title: "Crampons",
      price: "USD {rentalCrampons} / day",
      tooltip: "Steel crampons for snow and ice, adjustable to mountaineering boots.",
    },
    tent: {
      title: "Large tent",
      price: "USD {rentalTent} / day",
      tooltip: "Large four-season tent for camping in the mountains.",
    },
    sleepingbag: {
      title: "Sleeping bag",
      price: "USD {rentalSleepingbag} / day",
      tooltip: "Warm sleeping bag for cold nights at the refuge or in the tent.",
    },
  } satisfies Record<RentalItemId, ItemWords>,
  /** Under the items, once the owner set the street: `{address}` opens it on a map. */
  pickup: "Where to pick up and return the gear: {address}.",
  special: {
    title: "Full kit for {kitPeople} people",
    text: "Everything a pair needs to climb: rope, quickdraws, {kitPeople} harnesses, {kitPeople} helmets, {kitPeople} belay devices, locking carabiners and an anchor kit.",
    price: "USD {kitPerDay} per day or USD {kitMultiDayPrice} for {kitMultiDays} days",
    contactLabel: "Ask for the kit on WhatsApp",
    contactFormLabel: "Ask for the kit through the contact form",
    contactMessage: "Hi! I'd like to rent the full kit for {kitPeople} people.",
  },
  specialPrices: [
    "Full kit, {kitPeople} people, 1 day: USD {kitPerDay}",
    "Full kit, {kitPeople} people, {kitMultiDays} days: USD {kitMultiDayPrice}",
  ] as [string, string],
  quote: {
    text: "It is not the mountain we conquer, but ourselves.",
    author: "Edmund Hillary",
  } as Quote,
};

export type RentalTexts = typeof en;
