/**
 * The WhatsApp click-to-chat link for an E.164 number (`+5492944…`), optionally with a message;
 * undefined while no number is set.
 */
export function chatLink(whatsapp: string, message?: string): string | undefined {
  // E.164 is "+" and the digits wa.me takes.
  return whatsapp ? `https://wa.me/${whatsapp.slice(1)}${message ? `?text=${encodeURIComponent(message)}` : ""}` : undefined;
}
