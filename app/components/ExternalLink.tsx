import type { ReactNode } from "react";
import { useShell } from "../site/shell.ts";

/** An outbound link: new tab, no opener, no referrer, and it says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  label,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** Accessible name when the visible content is only an icon. */
  label?: string;
}) {
  const { messages } = useShell();
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${messages.common.opensInNewTab}` : undefined}
    >
      {children}
      {label ? null : <span className="sr-only"> {messages.common.opensInNewTab}</span>}
    </a>
  );
}
