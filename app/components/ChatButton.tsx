import { chatLink } from "../config/site.ts";
import { useShell } from "../site/shell.ts";
import { WhatsAppIcon } from "./icons.tsx";

/** The floating click-to-chat button on every page. */
export function ChatButton() {
  const { messages } = useShell();
  return (
    <a
      className="chat-button"
      href={chatLink(messages.chat.greeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${messages.chat.label} ${messages.common.opensInNewTab}`}
    >
      <WhatsAppIcon />
    </a>
  );
}
