import { useEffect, useState } from "react";
import { Link } from "react-router";
import { site } from "../config/site.ts";
import { fill } from "../i18n/fill.ts";
import { pageHref } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { Picture } from "./Picture.tsx";
import { FacebookIcon, InstagramIcon } from "./icons.tsx";
import { MenuLinks } from "./Menu.tsx";

export function Footer() {
  const { lang, prefixed, messages, year: renderedYear } = useShell();
  // Prerendered pages carry the build's year; the visitor's clock corrects it after hydration.
  const [year, setYear] = useState(renderedYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <Link to={pageHref("home", prefixed ? lang : undefined)} className="footer-logo">
          <Picture image="logo" sizes="56px" alt={fill(messages.footer.homeLink, { name: site.name })} />
        </Link>
        <p className="slogan">{messages.footer.slogan}</p>
        <div className="footer-nav">
          <MenuLinks />
        </div>
        <div className="social">
          <span>{messages.footer.followUs}</span>
          <ExternalLink href={site.social.instagram} label={messages.footer.instagram} className="icon-link">
            <InstagramIcon />
          </ExternalLink>
          <ExternalLink href={site.social.facebook} label={messages.footer.facebook} className="icon-link">
            <FacebookIcon />
          </ExternalLink>
        </div>
        <p className="copyright">
          © <span data-testid="footer-year">{year}</span> {site.name}. {messages.footer.rights}
        </p>
      </div>
    </footer>
  );
}
