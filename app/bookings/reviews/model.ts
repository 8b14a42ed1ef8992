/** What the review page and the reviews' service share (no server code). */

/** The longest review text, in characters. */
export const REVIEW_TEXT_MAX = 2000;

/** Why a review was refused (each said in the traveller's language by the page). */
export type ReviewProblem = "rating" | "text" | "too-long" | "not-yet" | "already" | "unknown";

/** What an excursion page shows of its shown reviews, written by the server in the page's language. */
export type ReviewsSectionData = {
  title: string;
  /** "4,5 de 5 · 2 opiniones". */
  summary: string;
  /** `lang`: the language the traveller wrote in, when it is not the page's (for screen readers). */
  reviews: { id: number; author: string; rating: string; date: string; dateTime: string; text: string; lang?: string }[];
};
