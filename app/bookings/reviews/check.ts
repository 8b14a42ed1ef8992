/** A review as the form posts it, checked. */
import { REVIEW_TEXT_MAX, type ReviewProblem } from "./model.ts";

/** The rating and the text as the form posts them, checked: a whole number from 1 to 5, a text of 1 to 2,000 characters. */
export function checkReview(input: {
  rating: unknown;
  text: unknown;
}): { ok: true; rating: number; text: string } | { ok: false; problems: ReviewProblem[] } {
  const problems: ReviewProblem[] = [];
  const rating = typeof input.rating === "string" && /^[1-5]$/.test(input.rating.trim()) ? Number(input.rating.trim()) : NaN;
  if (!Number.isInteger(rating)) problems.push("rating");
  const text = typeof input.text === "string" ? input.text.replace(/\r\n?/g, "\n").trim() : "";
  if (!text) problems.push("text");
  else if ([...text].length > REVIEW_TEXT_MAX) problems.push("too-long");
  return problems.length ? { ok: false, problems } : { ok: true, rating, text };
}
