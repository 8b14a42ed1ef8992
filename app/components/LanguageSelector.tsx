import { useLinkClickHandler, useLocation } from "react-router";
import { languageNames, languages, langCookie, type Lang } from "../i18n/languages.ts";
import { languageSwitchHref, pageHref } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";

/**
 * One language's link. Before and without JavaScript it goes through the server's language route,
 * which remembers the choice and answers with the page in that language. With the script, the
 * page changes without a reload, and the script remembers the choice the same way.
 */
function LanguageLink({ lang, current, to }: { lang: Lang; current: boolean; to: string }) {
  const { pathname, search } = useLocation();
  const switchInPlace = useLinkClickHandler(to);
  return (
    <a
      href={languageSwitchHref(lang, pathname + search)}
      lang={lang}
      hrefLang={lang}
      aria-current={current ? "true" : undefined}
      onClick={(event) => {
        switchInPlace(event);
        if (event.defaultPrevented) document.cookie = langCookie(lang, window.location.protocol === "https:");
      }}
    >
      <span className="lang-code">{lang.toUpperCase()}</span>
      <span className="sr-only"> {languageNames[lang]}</span>
    </a>
  );
}

/** Switches the current page to the same page in another language, and remembers the choice. */
export function LanguageSelector() {
  const { lang, page, messages } = useShell();
  // The query stays (e.g. the contact form's ?excursion=): only the language changes.
  const { search } = useLocation();
  return (
    <nav className="lang-selector" aria-label={messages.language.label}>
      <ul>
        {languages.map((other) => (
          <li key={other}>
            <LanguageLink lang={other} current={other === lang} to={pageHref(page ?? "home", other) + search} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
