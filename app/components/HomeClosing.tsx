import { Link } from "react-router";
import { pageHref } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";

/**
 * The home page's last line: it points at the page's contact icons (the chat button, the footer's
 * profiles) only while there are some; before any channel is set, at the contact form.
 */
export function HomeClosing({ closing, closingForm }: { closing: string; closingForm: { before: string; link: string; after: string } }) {
  const { lang, prefixed, business } = useShell();
  if (business.whatsapp || business.instagram || business.facebook) return <p className="home-closing below-fold">{closing}</p>;
  return (
    <p className="home-closing below-fold">
      {closingForm.before}
      <Link to={pageHref("contact", prefixed ? lang : undefined)}>{closingForm.link}</Link>
      {closingForm.after}
    </p>
  );
}
