import type { MetaDescriptor } from "react-router";
import { imageUrl } from "../components/Picture.tsx";
import type { ShellData } from "../site/shell.ts";
import type { PageKey } from "../site/pages.ts";
import { head, type HeadInput } from "./head.ts";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The root loader's data as seen from a route's `meta` function. */
function shellFromMatches(matches: readonly MetaMatch[]): ShellData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as ShellData | undefined;
}

/**
 * A page's head tags, from its own title and description (its loader's data) and, where it has
 * one, its own link-preview image.
 */
export function pageMeta(
  matches: readonly MetaMatch[],
  page: PageKey,
  own?: Partial<Pick<HeadInput, "title" | "description" | "image" | "imageAlt" | "type" | "languages">>,
): MetaDescriptor[] {
  const shell = shellFromMatches(matches);
  if (!shell) return [];
  return head({
    lang: shell.lang,
    prefixed: shell.prefixed,
    publicUrl: shell.publicUrl,
    messages: shell.messages,
    siteName: shell.business.name,
    page,
    title: own?.title ?? "",
    description: own?.description ?? shell.messages.site.tagline,
    image: own?.image ?? imageUrl("og-default", "jpg"),
    imageAlt: own?.imageAlt,
    type: own?.type,
    languages: own?.languages,
  });
}
