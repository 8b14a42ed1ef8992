import { useCallback, useRef, useState } from "react";
import { useLoaderData } from "react-router";
import type { ExcursionId } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";
import { CommentForm } from "./CommentForm.tsx";
import { CommentList } from "./CommentList.tsx";
import { fill } from "../i18n/fill.ts";
import type { CommentsSectionData, CommentView } from "./model.ts";
import { mergeComments, useLiveComments } from "./useLiveComments.ts";

/**
 * An excursion page's comments: the form, then the recent comments (in the page's HTML, then
 * kept live). Its data comes from the page loader's `comments` field (see `commentsSection`).
 */
export function CommentsSection({ excursionId }: { excursionId: ExcursionId }) {
  const data = useLoaderData() as { comments?: CommentsSectionData } | undefined;
  const section = data?.comments;
  if (!section || section.excursionId !== excursionId) return null;
  return <Comments key={excursionId} section={section} />;
}

/** Text compared loosely (the server trims and folds whitespace). */
function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function Comments({ section }: { section: CommentsSectionData }) {
  const { lang } = useShell();
  const { texts, excursionId, timeZone } = section;
  const [own, setOwn] = useState<CommentView[]>([]);
  const newestInPage = section.comments[0]?.id ?? 0;
  const { live, removed, arrived } = useLiveComments(excursionId, newestInPage);
  const onPosted = useCallback((comment: CommentView) => {
    setOwn((current) => [comment, ...current]);
  }, []);
  const comments = mergeComments([own, live, section.comments], removed);
  // The visitor's own comment may come back on the stream before the post is answered.
  const sending = useRef<{ name: string; comment: string } | null>(null);
  const onSending = useCallback((values: { name: string; comment: string } | null) => {
    sending.current = values;
  }, []);
  const isOwn = (comment: CommentView) =>
    own.some((item) => item.id === comment.id) ||
    (sending.current !== null &&
      squash(sending.current.name) === squash(comment.name) &&
      squash(sending.current.comment) === squash(comment.comment));
  const arrivedFromOthers = arrived && !isOwn(arrived) ? arrived : null;

  return (
    <section className="comments below-fold" aria-labelledby="comments-title">
      <h2 id="comments-title">{texts.title}</h2>
      <CommentForm texts={texts} guard={section.guard} onPosted={onPosted} onSending={onSending} />
      <h3 className="comments-recent">{texts.recent}</h3>
      <CommentList comments={comments} texts={texts} lang={lang} timeZone={timeZone} />
      <p className="sr-only" aria-live="polite">
        {arrivedFromOthers ? fill(texts.newComment, { name: arrivedFromOthers.name }) : ""}
      </p>
    </section>
  );
}
