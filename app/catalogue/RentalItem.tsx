import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import { rentalItemAnchor } from "./rental-anchor.ts";
import type { RentalItem as RentalItemData } from "../components/content-types.ts";
import { Picture } from "../components/Picture.tsx";
import "./rental-item.css";

/**
 * A piece of rental equipment: picture, name and price, with a tooltip of details. The tooltip
 * shows on mouse hover, on a tap and on keyboard focus, and hides when the pointer leaves, focus
 * moves away, the visitor taps elsewhere or presses Escape (WCAG 1.4.13: it can be dismissed,
 * the pointer can move onto it, and it stays until then). Its anchor (`#rental-helmet`) is where an
 * excursion's "what to bring" links.
 */
export function RentalItem({ item }: { item: RentalItemData }) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hovered = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  // Touch pointers also send enter/leave around a tap: taps are handled by focus and click.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "touch") return;
    hovered.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "touch") return;
    hovered.current = false;
    // Keyboard focus keeps it open; the focus a mouse click leaves behind does not.
    if (!triggerRef.current?.matches(":focus-visible")) setOpen(false);
  };

  return (
    <li
      id={rentalItemAnchor(item.id)}
      className="rental-item"
      ref={rootRef}
      data-open={open || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        type="button"
        ref={triggerRef}
        className="rental-item__trigger"
        aria-describedby={tooltipId}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          if (!hovered.current) setOpen(false);
        }}
        onClick={() => setOpen(true)}
      >
        <span className="rental-item__media">
          <Picture image={item.image} alt="" sizes="(min-width: 1024px) 220px, (min-width: 600px) 30vw, 45vw" secondary />
        </span>
        <span className="rental-item__name">{item.title}</span>
        <span className="rental-item__price">{item.price}</span>
      </button>
      <p role="tooltip" id={tooltipId} className="rental-item__tooltip" hidden={!open}>
        {item.tooltip}
      </p>
    </li>
  );
}
