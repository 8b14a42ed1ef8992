import { useEffect, useRef, useState } from "react";
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
export function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { lang, prefixed, messages } = useShell();
  return (
    <ul>
      {menuPages.map(({ page, label }) => (
        <li key={page}>
          <NavLink to={pageHref(page, prefixed ? lang : undefined)} end onClick={onNavigate}>
            {messages.nav[label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The slide-in menu (250 px): opened and closed by the hamburger button, which stays above the
 * panel as its close button; closes on route change, on a click outside it and on Escape. Focus
 * moves to its first link when it opens and back to the button when it closes.
 */
export function Menu() {
  const { messages } = useShell();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (open) {
      // The panel is fixed and always in view: nothing to scroll to.
      panel.current?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
      const onKey = (event: KeyboardEvent) => {
        if (event.key === "Escape") {
          returnFocus.current = true;
          setOpen(false);
        }
      };
      const onPointer = (event: PointerEvent) => {
        const target = event.target as Node;
        if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
      };
      document.addEventListener("keydown", onKey);
      document.addEventListener("pointerdown", onPointer);
      return () => {
        document.removeEventListener("keydown", onKey);
        document.removeEventListener("pointerdown", onPointer);
      };
    }
    if (returnFocus.current) {
      returnFocus.current = false;
      // The button is in the sticky header, always in view; Chromium would still scroll the page
      // to where the header sits in the flow (measured: from 600 px up to 236 px).
      toggle.current?.focus({ preventScroll: true });
    }
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="icon-button menu-toggle"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={open ? messages.nav.closeMenu : messages.nav.openMenu}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav
        ref={panel}
        id="site-menu"
        className="side-menu"
        data-open={open}
        aria-label={messages.nav.menuLabel}
        inert={!open}
      >
        <MenuLinks onNavigate={() => setOpen(false)} />
      </nav>
    </>
  );
}
