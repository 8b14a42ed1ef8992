import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { pageHref, type PageKey } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";
import { CloseIcon, MenuIcon } from "./icons.tsx";

const menuPages: { page: PageKey; label: "home" | "about" | "contact" }[] = [
  { page: "home", label: "home" },
  { page: "about", label: "about" },
  { page: "contact", label: "contact" },
];

/** Links of the main menu; on a prefixed page they keep its language. */
export function MenuLinks({ focusFirst }: { focusFirst?: boolean }) {
  const { lang, prefixed, messages } = useShell();
  return (
    <ul>
      {menuPages.map(({ page, label }, index) => (
        <li key={page}>
          {/* `autofocus` in a popover is where the browser puts focus when it opens. */}
          <NavLink to={pageHref(page, prefixed ? lang : undefined)} end autoFocus={focusFirst && index === 0}>
            {messages.nav[label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The slide-in menu (250 px), a popover the hamburger button opens and closes, before and without
 * JavaScript: the browser closes it on a click outside it (light dismiss) and on Escape, moves
 * focus to its first link when it opens and back to the button when it closes. It slides in below
 * the header, over a dimmed page, so the brand and the button stay in view. The button's name
 * ("Open menu" / "Close menu") follows the popover's state in CSS (app.css). The script adds one
 * thing: the menu closes when a link in it changes the page without a reload.
 */
export function Menu() {
  const { messages } = useShell();
  const location = useLocation();
  const panel = useRef<HTMLElement>(null);

  // Only a new page closes it: not hydration, which may find it opened by a tap before the script ran.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    const menu = panel.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [location.key]);

  return (
    <>
      {/* The browser tells assistive technology whether the popover it opens is expanded. */}
      <button type="button" className="icon-button menu-toggle" popoverTarget="site-menu">
        {/* CSS shows the one for the menu's state (app.css); the hamburger is inline, never waiting for the sprite. */}
        <MenuIcon />
        <CloseIcon />
        <span className="sr-only menu-toggle__open">{messages.nav.openMenu}</span>
        <span className="sr-only menu-toggle__close">{messages.nav.closeMenu}</span>
      </button>
      <nav ref={panel} id="site-menu" className="side-menu" popover="auto" aria-label={messages.nav.menuLabel}>
        <MenuLinks focusFirst />
      </nav>
    </>
  );
}
