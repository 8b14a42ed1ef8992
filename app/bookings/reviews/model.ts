/** What the review page and the reviews' service share (no server code). */

/** The longest review text, in characters. */
export const REVIEW_TEXT_MAX = 2000;

/** Why a review was refused (each said in the traveller's language by the page). */
export type ReviewProblem = "rating" | "text" | "too-long" | "not-yet" | "already" | "unknown";
