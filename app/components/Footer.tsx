import { useEffect, useState } from "react";
import { Link } from "react-router";
import { fill } from "../i18n/fill.ts";
import { pageHref } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { Picture } from "./Picture.tsx";
import { FacebookIcon, InstagramIcon } from "./icons.tsx";
import { MenuLinks } from "./Menu.tsx";

export function Footer() {
  const { lang, prefixed, messages, year: renderedYear, business } = useShell();
  // Prerendered pages carry the build's year; the visitor's clock corrects it after hydration.
  const [year, setYear] = useState(renderedYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <Link to={pageHref("home", prefixed ? lang : undefined)} className="footer-logo">
          <Picture image="logo" sizes="56px" alt={fill(messages.footer.homeLink, { name: business.name })} />
        </Link>
        <p className="slogan">{messages.footer.slogan}</p>
        <div className="footer-nav">
          <MenuLinks />
        </div>
        {business.instagram || business.facebook ? (
          <div className="social">
            <span>{messages.footer.followUs}</span>
            {business.instagram ? (
              <ExternalLink href={business.instagram} label={messages.footer.instagram} className="icon-link">
                <InstagramIcon />
              </ExternalLink>
            ) : null}
            {business.facebook ? (
              <ExternalLink href={business.facebook} label={messages.footer.facebook} className="icon-link">
                <FacebookIcon />
              </ExternalLink>
            ) : null}
          </div>
        ) : null}
        <p className="copyright">
          © <span data-testid="footer-year">{year}</span> {business.name}. {messages.footer.rights}
        </p>
      </div>
    </footer>
  );
}
