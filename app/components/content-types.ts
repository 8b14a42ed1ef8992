/**
 * The spec's content entities (section 3). Texts live per language beside each content module;
 * images, links and business numbers live once in the module's index.
 */
import type { Lang } from "../i18n/languages.ts";
import type { ImageName } from "../images/manifest.generated.ts";
import type { ExcursionId, PageKey } from "../site/pages.ts";

export type { ExcursionId, ImageName };

/** An excursion's texts in one language (the spec's Excursion fields that are words). */
export type ExcursionText = {
  name: string;
  location: string;
  /** Multi-line: the first line is the headline price, the rest a list. */
  price: string;
  days: string;
  /** The spec's physicalLevel/condition. */
  physicalLevel: string;
  months: string;
  /** Required experience (prerequisite). */
  experience: string;
  /** Tagline. */
  climbing: string;
  /** Caption of the side picture. */
  leyendPict: string;
  highlights: string;
  /** One included item per line. */
  priceIncludes: string;
  itinerary: string;
  date: string;
};

/** The spec's physical levels (condition), from easiest to hardest. */
const physicalLevels = ["easy", "medium", "mediumHigh", "good", "high", "all"] as const;
export type PhysicalLevel = (typeof physicalLevels)[number];

export type ExcursionImages = {
  backgroundImage: ImageName;
  imagenFinal: ImageName;
  imagen1: ImageName;
  imagen2: ImageName;
  imagen3: ImageName;
  imagenHorizontal: ImageName;
};

/** Alternative texts of an excursion's six images, keyed like the image fields. */
export type ExcursionImageAlts = Record<keyof ExcursionImages, string>;

/** What an excursion page renders: texts in the active language (defaults filled in) and images. */
/** `address`: the page's path segment (`escaladarocafrey`). */
export type Excursion = ExcursionText & ExcursionImages & { id: ExcursionId; address: string };

/** A home card: "equipment" or an excursion's key. */
export type CardId = string;

type CarouselCardText = {
  title: string;
  description: string;
  price: string;
  difficulty: string;
  days: string;
  condition: string;
  months: string;
};

/**
 * `perPerson` is false for the equipment card, whose price is per day of rental rather than per
 * person.
 */
/** `textLang`: the language of the card's own words when it is not the page's. */
export type CarouselCard = CarouselCardText & { id: CardId; images: ImageName[]; url: PageKey; perPerson: boolean; textLang?: Lang };

export type UpcomingExcursion = {
  id: string;
  backgroundImage: ImageName;
  name: string;
  date: string;
  location: string;
  description: string;
};

export type CourseId = "trad_course" | "sport_course" | "piedra_transfer" | "trekking";
export type Course = Omit<UpcomingExcursion, "id"> & { id: CourseId };

export type RentalItem = { id: string; image: ImageName; title: string; price: string; tooltip: string };

export type TeamMember = { id: string; image: ImageName; name: string; role: string; bio: string; founder: boolean };

export type Quote = { text: string; author?: string };
