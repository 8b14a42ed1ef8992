import { useLocation } from "react-router";
import { languageNames, languages, type Lang } from "../i18n/languages.ts";
import { isBookingPagePath } from "../site/booking-page-path.ts";
import { useShell } from "../site/shell.ts";

/**
 * Switches the current page to the same page in another language, and remembers the choice: each
 * link goes through the server's language route (app/routes/language.ts), which sets the `lang`
 * cookie and answers with the page in that language, before, with and without JavaScript. The
 * query stays (the contact form's `?excursion=`): only the language changes. Only the languages the
 * page is published in are offered (an excursion written in Spanish only offers no other): every
 * link answers with a page (decision 0120). A private booking page links straight to the same
 * booking in the other language: its token never goes into a query (where logs would keep it), and
 * the site's remembered language stays as it was (decision 0110).
 */
export function LanguageSelector({ offered = languages }: { offered?: readonly Lang[] }) {
  const { lang, messages } = useShell();
  const { pathname, search } = useLocation();
  const booking = isBookingPagePath(pathname);
  const hrefIn = (other: string) =>
    booking ? pathname.replace(/^\/[a-z]{2}(?=\/)/, `/${other}`) : `/language/${other}?to=${encodeURIComponent(pathname + search)}`;
  return (
    <nav className="lang-selector" aria-label={messages.language.label}>
      <ul>
        {languages
          .filter((other) => other === lang || offered.includes(other))
          .map((other) => (
            <li key={other}>
              <a href={hrefIn(other)} lang={other} hrefLang={other} aria-current={other === lang ? "true" : undefined}>
                <span className="lang-code">{other.toUpperCase()}</span>
                <span className="sr-only"> {languageNames[other]}</span>
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
