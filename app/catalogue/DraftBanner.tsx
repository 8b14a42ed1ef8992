/**
 * Over a page seen with its drafts ("Ver cómo queda", `?preview=draft`): says it is a draft nobody
 * else sees, and leads back to the editor it came from.
 */
export type DraftBannerData = { text: string; back: string; href: string };

export function DraftBanner({ draft }: { draft: DraftBannerData | null | undefined }) {
  if (!draft) return null;
  return (
    <div className="draft-banner" role="note" data-draft-banner>
      <p>
        <strong>{draft.text}</strong>
      </p>
      <a className="button" href={draft.href}>
        ← {draft.back}
      </a>
    </div>
  );
}
