/**
 * Where an excursion page's comments section goes: the form, the recent comments (in the page's
 * HTML) and their live updates. The page's loader provides `comments` and its action takes the post.
 */
export { CommentsSection as CommentsSlot } from "../comments/CommentsSection.tsx";
