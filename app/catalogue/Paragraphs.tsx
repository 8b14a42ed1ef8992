/**
 * The owner's text as paragraphs (a blank line between two), its line breaks kept: plain text,
 * never HTML (React writes it as text).
 */
export function Paragraphs({ text, lang, className }: { text: string; lang?: string; className?: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={className} lang={lang}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
