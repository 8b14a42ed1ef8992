import type { ReviewsSectionData } from "./model.ts";
import { CommentListStyles } from "../../components/CommentListStyles.tsx";
import reviewsStyles from "./reviews.css?url";

/**
 * An excursion's shown reviews (issue 30), as the server wrote them: the average with the count,
 * then each review with its author, rating in words and date. A review's text is plain text. Its
 * styles: reviews.css and the comments' list styles, linked by the section itself (a page with no
 * review shown carries none of them, see ../../catalogue/TrustStyles.tsx).
 */
export function ReviewsSection({ section }: { section: ReviewsSectionData | null }) {
  if (!section) return null;
  return (
    <>
      <ReviewsStyles />
      <CommentListStyles />
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
    </>
  );
}

/** reviews.css, hoisted into the head by React (one link per page), written into the HTML by the server. */
function ReviewsStyles() {
  return <link rel="stylesheet" href={reviewsStyles} precedence="default" />;
}
