/** The links between a long list's pages (app/workspace/pages.ts): nothing when it fits on one. */
import { fill, useWorkspace } from "./workspace.ts";

export function Pager({
  list,
  label,
  anchor = "",
}: {
  list: { page: number; pages: number; previous?: string; next?: string };
  label: string;
  anchor?: string;
}) {
  const { texts } = useWorkspace();
  if (list.pages <= 1) return null;
  const t = texts.pager;
  return (
    <nav className="ws-pager" aria-label={label}>
      {list.previous ? (
        <a href={list.previous + anchor} rel="prev">
          {t.previous}
        </a>
      ) : null}
      <span aria-current="page">{fill(t.position, { page: String(list.page), pages: String(list.pages) })}</span>
      {list.next ? (
        <a href={list.next + anchor} rel="next">
          {t.next}
        </a>
      ) : null}
    </nav>
  );
}
