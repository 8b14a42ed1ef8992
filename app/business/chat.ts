/**
 * The WhatsApp click-to-chat link for an E.164 number (`+5492944…`), optionally with a message;
 * undefined while no number is set.
 */
export function chatLink(whatsapp: string, message?: string): string | undefined {
  const digits = whatsapp.replace(/\D/g, "");
  if (!digits) return undefined;
  const base = `https://wa.me/${digits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
