import type { Lang } from "../i18n/languages.ts";

/**
 * Every business number of the offer (prices, days, lengths, sizes, altitudes, distances, times,
 * group sizes, dates), in one place. Texts never write these numbers: they use `{placeholders}`
 * that `factValues(lang)` fills with the number formatted for the language.
 *
 * Prices are in USD, per person (rental prices per item and per day).
 */
export const facts = {
  currency: "USD",
  prices: {
    freyOneDay: 200,
    freyThreeDaysPerDay: 175,
    freySevenDaysPerDay: 150,
    freyRefugePerDay: 200,
    multipitch: 180,
    baptism: 50,
    piedraParadaFrom: 350,
    ventana: 100,
    volcano: 520,
    personalGuide: 75,
    piedraTransfer: 100,
  },
  /** Rental prices per day. */
  rental: {
    helmet: 5,
    rope: 20,
    cord: 2,
    carabiner: 1,
    anchor: 5,
    harness: 7,
    /** The set of quickdraws; single quickdraws are `quickdrawSingle` each. */
    quickdrawSet: 15,
    quickdrawSingle: 2,
    belay: 6,
    shoes: 9,
    rappel: 3,
    clipstick: 5,
    crampons: 15,
    tent: 25,
    sleepingbag: 20,
  },
  rentalSpecs: {
    ropeLengthsM: [50, 60, 70, 80],
    quickdrawSetSize: 12,
    shoeSizeMin: 34,
    shoeSizeMax: 44,
    clipStickLengthsM: [1, 1.25, 1.5],
  },
  /** Full kit for 2 people. */
  kit: { people: 2, perDay: 70, multiDayPrice: 180, multiDays: 3 },
  days: {
    frey: { min: 1, max: 7 },
    freyPackageShort: 3,
    freyPackageLong: 7,
    freyRefuge: 3,
    multipitch: 1,
    piedraParada: { min: 3, max: 7 },
    ventana: 1,
    volcano: 2,
    personalGuide: 1,
  },
  /** Seasons as month numbers (1 = January), from and to inclusive. */
  seasons: {
    main: { from: 11, to: 4 },
    volcano: { from: 10, to: 5 },
  },
  volcano: {
    summitM: 3776,
    summitDeadline: "11:00",
    maxGroup: 5,
    assistantGuideFrom: 4,
    campM: 2300,
    dayOneKm: 7,
    dayTwoKm: 17,
    dayTwoHours: 14,
    /** The scheduled ascent shown under "Upcoming excursions". */
    upcoming: { month: 10, fromDay: 19, toDay: 20 },
  },
  frey: {
    refugeM: 1700,
    approachHoursMin: 3,
    approachHoursMax: 5,
    mainNeedleM: 2405,
  },
  ventana: {
    distanceFromCityKm: 10,
    start: "08:30",
    end: "16:00",
  },
  piedraTransfer: {
    distanceKm: 100,
    month: 8,
    fromDay: 25,
    toDay: 30,
  },
} as const;

/** Spanish numbers are written as in Argentina, where the business is ("3.776 m"). */
const numberLocales: Partial<Record<Lang, string>> = { es: "es-AR" };

const numberFormats = new Map<Lang, Intl.NumberFormat>();
function num(lang: Lang, value: number): string {
  let formatter = numberFormats.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocales[lang] ?? lang, { maximumFractionDigits: 2 });
    numberFormats.set(lang, formatter);
  }
  return formatter.format(value);
}

/** Made once per language and month: a new Intl.DateTimeFormat per call weighed on every page. */
const monthNames = new Map<string, string>();

/** The month's name in the language, as written inside a sentence ("November", "noviembre"). */
function monthName(lang: Lang, month: number): string {
  const key = `${lang}:${month}`;
  let name = monthNames.get(key);
  if (name === undefined) {
    name = new Intl.DateTimeFormat(lang, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2025, month - 1, 15)));
    monthNames.set(key, name);
  }
  return name;
}

/**
 * A time of day ("08:30") as written in the language: French writes "8 h 30" and "16 h"; the others
 * keep the 24-hour clock as given.
 */
export function clockTime(lang: Lang, time: string): string {
  if (lang !== "fr") return time;
  const [hours, minutes] = time.split(":");
  return minutes === "00" ? `${Number(hours)}\u00a0h` : `${Number(hours)}\u00a0h\u00a0${minutes}`;
}

function list(lang: Lang, items: string[]): string {
  return new Intl.ListFormat(lang, { type: "conjunction", style: "long" }).format(items);
}

/** The facts never change while the server runs: formatted once per language (pages use them on every request). */
const factValuesByLang = new Map<Lang, Readonly<Record<string, string>>>();

/**
 * The values of every fact placeholder, formatted for `lang`. Placeholder names are flat
 * (`{volcanoSummitM}`) because `format()` only accepts word characters.
 */
export function factValues(lang: Lang): Readonly<Record<string, string>> {
  let values = factValuesByLang.get(lang);
  if (!values) factValuesByLang.set(lang, (values = Object.freeze(formatFacts(lang))));
  return values;
}

function formatFacts(lang: Lang): Record<string, string> {
  const n = (value: number) => num(lang, value);
  const f = facts;
  return {
    currency: f.currency,

    priceFreyOneDay: n(f.prices.freyOneDay),
    priceFreyThreeDaysPerDay: n(f.prices.freyThreeDaysPerDay),
    priceFreySevenDaysPerDay: n(f.prices.freySevenDaysPerDay),
    priceFreyRefugePerDay: n(f.prices.freyRefugePerDay),
    priceMultipitch: n(f.prices.multipitch),
    priceBaptism: n(f.prices.baptism),
    pricePiedraParadaFrom: n(f.prices.piedraParadaFrom),
    priceVentana: n(f.prices.ventana),
    priceVolcano: n(f.prices.volcano),
    pricePersonalGuide: n(f.prices.personalGuide),
    pricePiedraTransfer: n(f.prices.piedraTransfer),

    rentalHelmet: n(f.rental.helmet),
    rentalRope: n(f.rental.rope),
    rentalCord: n(f.rental.cord),
    rentalCarabiner: n(f.rental.carabiner),
    rentalAnchor: n(f.rental.anchor),
    rentalHarness: n(f.rental.harness),
    rentalQuickdrawSet: n(f.rental.quickdrawSet),
    rentalQuickdrawSingle: n(f.rental.quickdrawSingle),
    rentalBelay: n(f.rental.belay),
    rentalShoes: n(f.rental.shoes),
    rentalRappel: n(f.rental.rappel),
    rentalClipstick: n(f.rental.clipstick),
    rentalCrampons: n(f.rental.crampons),
    rentalTent: n(f.rental.tent),
    rentalSleepingbag: n(f.rental.sleepingbag),
    ropeLengths: f.rentalSpecs.ropeLengthsM.map(n).join("/"),
    quickdrawSetSize: n(f.rentalSpecs.quickdrawSetSize),
    shoeSizeMin: n(f.rentalSpecs.shoeSizeMin),
    shoeSizeMax: n(f.rentalSpecs.shoeSizeMax),
    clipStickLengths: list(
      lang,
      f.rentalSpecs.clipStickLengthsM.map((length) => `${n(length)} m`),
    ),

    kitPeople: n(f.kit.people),
    kitPerDay: n(f.kit.perDay),
    kitMultiDayPrice: n(f.kit.multiDayPrice),
    kitMultiDays: n(f.kit.multiDays),

    daysFreyMin: n(f.days.frey.min),
    daysFreyMax: n(f.days.frey.max),
    daysFreyPackageShort: n(f.days.freyPackageShort),
    daysFreyPackageLong: n(f.days.freyPackageLong),
    daysFreyRefuge: n(f.days.freyRefuge),
    daysMultipitch: n(f.days.multipitch),
    daysPiedraParadaMin: n(f.days.piedraParada.min),
    daysPiedraParadaMax: n(f.days.piedraParada.max),
    daysVentana: n(f.days.ventana),
    daysVolcano: n(f.days.volcano),
    daysPersonalGuide: n(f.days.personalGuide),

    mainSeasonFrom: monthName(lang, f.seasons.main.from),
    mainSeasonTo: monthName(lang, f.seasons.main.to),
    volcanoSeasonFrom: monthName(lang, f.seasons.volcano.from),
    volcanoSeasonTo: monthName(lang, f.seasons.volcano.to),

    volcanoSummitM: n(f.volcano.summitM),
    volcanoSummitDeadline: clockTime(lang, f.volcano.summitDeadline),
    volcanoMaxGroup: n(f.volcano.maxGroup),
    volcanoAssistantGuideFrom: n(f.volcano.assistantGuideFrom),
    volcanoCampM: n(f.volcano.campM),
    volcanoDayOneKm: n(f.volcano.dayOneKm),
    volcanoDayTwoKm: n(f.volcano.dayTwoKm),
    volcanoDayTwoHours: n(f.volcano.dayTwoHours),
    volcanoUpcomingMonth: monthName(lang, f.volcano.upcoming.month),
    volcanoUpcomingFrom: n(f.volcano.upcoming.fromDay),
    volcanoUpcomingTo: n(f.volcano.upcoming.toDay),

    freyRefugeM: n(f.frey.refugeM),
    freyApproachHoursMin: n(f.frey.approachHoursMin),
    freyApproachHoursMax: n(f.frey.approachHoursMax),
    freyMainNeedleM: n(f.frey.mainNeedleM),

    ventanaDistanceKm: n(f.ventana.distanceFromCityKm),
    ventanaStart: clockTime(lang, f.ventana.start),
    ventanaEnd: clockTime(lang, f.ventana.end),

    piedraTransferKm: n(f.piedraTransfer.distanceKm),
    piedraTransferMonth: monthName(lang, f.piedraTransfer.month),
    piedraTransferFrom: n(f.piedraTransfer.fromDay),
    piedraTransferTo: n(f.piedraTransfer.toDay),
  };
}
