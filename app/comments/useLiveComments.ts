import { useEffect, useRef, useState } from "react";
import type { ExcursionId } from "../site/pages.ts";
import { eventsUrl, type CommentView } from "./model.ts";

/**
 * New comments for an excursion as they are posted anywhere, through Server-Sent Events. The
 * stream starts after the newest comment in the page's HTML, so nothing posted in between is
 * missed; after a dropped connection the browser resumes from the last comment it received
 * (Last-Event-ID), and when it gives up (an error status), a new stream is opened with backoff.
 */
export function useLiveComments(excursionId: ExcursionId, newestInPage: number) {
  const [live, setLive] = useState<CommentView[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [arrived, setArrived] = useState<CommentView | null>(null);
  const lastSeen = useRef(newestInPage);
  lastSeen.current = Math.max(lastSeen.current, newestInPage);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = 1000;
    let stopped = false;

    const connect = () => {
      source = new EventSource(`${eventsUrl(excursionId)}?after=${lastSeen.current}`);
      source.addEventListener("open", () => {
        delay = 1000;
      });
      source.addEventListener("comment", (event) => {
        const comment = JSON.parse((event as MessageEvent<string>).data) as CommentView;
        lastSeen.current = Math.max(lastSeen.current, comment.id);
        setLive((current) => (current.some((item) => item.id === comment.id) ? current : [comment, ...current]));
        setRemoved((current) => {
          if (!current.has(comment.id)) return current;
          const next = new Set(current);
          next.delete(comment.id);
          return next;
        });
        setArrived(comment);
      });
      source.addEventListener("removed", (event) => {
        const { id } = JSON.parse((event as MessageEvent<string>).data) as { id: number };
        setRemoved((current) => new Set(current).add(id));
      });
      source.addEventListener("error", () => {
        // The browser retries by itself unless the stream is closed for good (an error status).
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [excursionId]);

  return { live, removed, arrived };
}

/** One list from the page's HTML, the live stream and the visitor's own posts: no duplicates, newest first. */
export function mergeComments(lists: CommentView[][], removed: ReadonlySet<number>): CommentView[] {
  const byId = new Map<number, CommentView>();
  for (const list of lists) for (const comment of list) if (!byId.has(comment.id)) byId.set(comment.id, comment);
  return [...byId.values()].filter((comment) => !removed.has(comment.id)).sort((a, b) => b.id - a.id);
}
