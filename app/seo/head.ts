import type { MetaDescriptor } from "react-router";
import { languages, ogLocales, type Lang } from "../i18n/languages.ts";
import { pageHref, type PageKey } from "../site/pages.ts";
import type { ShellMessages } from "../i18n/messages.ts";

export type HeadInput = {
  lang: Lang;
  publicUrl: string;
  messages: ShellMessages;
  /** The business's name, after every title. */
  siteName: string;
  /** The page, for canonical and hreflang links; absent on error pages. */
  page?: PageKey;
  /**
   * Whether the URL carries the language. An unprefixed page (the x-default, which negotiates the
   * language) is its own canonical: pointing it at one language's page would contradict hreflang.
   */
  prefixed: boolean;
  title: string;
  description: string;
  /** Absolute path of the link-preview image (a JPEG or WebP under /img). */
  image: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** The languages the page is published in (hreflang lists only these); every language by default. */
  languages?: readonly Lang[];
};

/**
 * Everything a page puts in <head>: title, description, keywords, Open Graph, Twitter, canonical,
 * reciprocal hreflang alternates (plus x-default, the unprefixed URL that negotiates the language).
 * One helper for every page, so no page can forget a tag. The business as JSON-LD is the same on
 * every page of a language: the root renders it (app/seo/structured-data.server.ts).
 */
export function head(input: HeadInput): MetaDescriptor[] {
  const { lang, publicUrl, messages, page } = input;
  const title = `${input.title} | ${input.siteName}`;
  const url = page ? `${publicUrl}${pageHref(page, input.prefixed ? lang : undefined)}` : publicUrl;
  const image = `${publicUrl}${input.image}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "keywords", content: messages.site.keywords },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: input.imageAlt ?? messages.site.imageAlt },
    { property: "og:locale", content: ogLocales[lang] },
    ...(input.languages ?? languages)
      .filter((other) => other !== lang)
      .map((other) => ({ property: "og:locale:alternate", content: ogLocales[other] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:url", content: url },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  if (page) {
    tags.push({ tagName: "link", rel: "canonical", href: url });
    tags.push(...alternates(publicUrl, page, input.languages));
  }
  return tags;
}

/** hreflang links for every language the page is published in, and x-default. */
function alternates(publicUrl: string, page: PageKey, published: readonly Lang[] = languages): MetaDescriptor[] {
  return [
    ...published.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: `${publicUrl}${pageHref(page, lang)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${publicUrl}${pageHref(page)}` },
  ];
}
