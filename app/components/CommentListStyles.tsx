import href from "./comment-list.css?url";

/**
 * The styles of a list of comments or reviews (comment-list.css), linked by the list when it draws
 * one: React keeps one link per page, hoisted into the head, and the server writes it into the HTML
 * (app/speed/inline-styles.server.ts); a list that appears later (a live comment) loads it once. A
 * page with neither comments nor reviews carries none of it (see app/catalogue/TrustStyles.tsx).
 */
export function CommentListStyles() {
  return <link rel="stylesheet" href={href} precedence="default" />;
}
