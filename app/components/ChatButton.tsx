import { chatLink } from "../site/chat-link.ts";
import { useShell } from "../site/shell.ts";
import { WhatsAppIcon } from "./icons.tsx";

/** The floating click-to-chat button on every page; none while the business has no WhatsApp number. */
export function ChatButton() {
  const { messages, business } = useShell();
  const href = chatLink(business.whatsapp, messages.chat.greeting);
  if (!href) return null;
  return (
    <a
      className="chat-button"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${messages.chat.label} ${messages.common.opensInNewTab}`}
    >
      <WhatsAppIcon />
    </a>
  );
}
