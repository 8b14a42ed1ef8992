import type { ReviewsSectionData } from "./model.ts";

/**
 * An excursion's shown reviews (issue 30), as the server wrote them: the average with the count,
 * then each review with its author, rating in words and date. A review's text is plain text. Its
 * styles (reviews.css, and comments.css for the list) are the page's own, imported by the route.
 */
export function ReviewsSection({ section }: { section: ReviewsSectionData | null }) {
  if (!section) return null;
  return (
    <section className="reviews below-fold" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{section.title}</h2>
      <p>
        <strong>{section.summary}</strong>
      </p>
      <ol className="comment-list">
        {section.reviews.map((review) => (
          <li key={review.id} className="review">
            <p>
              <strong>{review.author}</strong> · {review.rating} · <time dateTime={review.dateTime}>{review.date}</time>
            </p>
            <p className="review__text" lang={review.lang}>
              {review.text}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
