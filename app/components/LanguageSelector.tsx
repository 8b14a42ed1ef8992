import { Link, useLocation } from "react-router";
import { languageNames, languages, LANG_COOKIE, type Lang } from "../i18n/languages.ts";
import { pageHref } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";

/** Remembers the visitor's choice so unprefixed URLs answer in it from now on. */
function rememberLang(lang: Lang) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Switches the current page to the same page in another language. */
export function LanguageSelector() {
  const { lang, page, messages } = useShell();
  // The query stays (e.g. the contact form's ?excursion=): only the language changes.
  const { search } = useLocation();
  return (
    <nav className="lang-selector" aria-label={messages.language.label}>
      <ul>
        {languages.map((other) => (
          <li key={other}>
            <Link
              to={pageHref(page ?? "home", other) + search}
              lang={other}
              hrefLang={other}
              aria-current={other === lang ? "true" : undefined}
              onClick={() => rememberLang(other)}
            >
              <span className="lang-code">{other.toUpperCase()}</span>
              <span className="sr-only"> {languageNames[other]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
