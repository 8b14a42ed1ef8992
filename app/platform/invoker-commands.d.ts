/**
 * Invoker commands (HTML: `commandfor` and `command` on a button), which @types/react does not
 * know yet: React passes these lowercase attributes to the DOM as they are.
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | `--${string}` | undefined;
  }
}
