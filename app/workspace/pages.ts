/**
 * A long list of the workspace, shown a page at a time: which page the address asks for
 * (`?page=3`, or the list's own parameter when a screen has several), that page's items, and the
 * addresses of the pages before and after it (the address's other parameters kept). Plain links:
 * a list pages without JavaScript, and a page's address can be shared or reloaded.
 */
import { plainId } from "./paths.ts";

/** Items a page shows: what a phone scrolls through at once, and what keeps a screen's HTML small. */
const WORKSPACE_PAGE_SIZE = 20;

export type ListPage<T> = {
  items: T[];
  /** From 1; the last page when the address asks for one beyond it. */
  page: number;
  pages: number;
  total: number;
  /** The addresses (path and query) of the pages around it; undefined at either end. */
  previous?: string;
  next?: string;
};

/** A list's page of items already read, all of them. */
export function pageOf<T>(items: readonly T[], url: string | URL, param = "page", size = WORKSPACE_PAGE_SIZE): ListPage<T> {
  const { offset, ...place } = pageCount(items.length, url, param, size);
  return { items: items.slice(offset, offset + size), ...place };
}

/** The page the address asks for of a list of `total` items read a page at a time: where it starts (`offset`) and its size. */
export function pageCount(
  total: number,
  url: string | URL,
  param = "page",
  size = WORKSPACE_PAGE_SIZE,
): Omit<ListPage<never>, "items"> & { offset: number; size: number } {
  const address = new URL(url);
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(plainId(address.searchParams.get(param)) ?? 1, pages);
  const at = (n: number) => {
    const target = new URL(address);
    if (n === 1) target.searchParams.delete(param);
    else target.searchParams.set(param, String(n));
    return target.pathname + target.search;
  };
  return {
    page,
    pages,
    total,
    offset: (page - 1) * size,
    size,
    previous: page > 1 ? at(page - 1) : undefined,
    next: page < pages ? at(page + 1) : undefined,
  };
}
