import sprite from "./icons.svg";

/**
 * Small icons (decorative: the surrounding control carries the accessible name). They are drawn
 * from one sprite file, fetched once and cached for every page, rather than written into each
 * page's HTML: their paths cost about 600 bytes of every compressed page, and a page's HTML has
 * to fit in the first round trip of a slow link. The menu button's icon, the one control at the
 * top of the page, stays inline so it never waits for the sprite.
 */
function SpriteIcon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export const MenuIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = () => <SpriteIcon name="close" />;
export const CalendarIcon = () => <SpriteIcon name="calendar" />;
export const ClockIcon = () => <SpriteIcon name="clock" />;
export const MountainIcon = () => <SpriteIcon name="mountain" />;
export const PulseIcon = () => <SpriteIcon name="pulse" />;
export const PinIcon = () => <SpriteIcon name="pin" />;
export const ExternalIcon = () => <SpriteIcon name="external" size={16} />;
export const WhatsAppIcon = () => <SpriteIcon name="whatsapp" size={30} />;
export const InstagramIcon = () => <SpriteIcon name="instagram" />;
export const FacebookIcon = () => <SpriteIcon name="facebook" />;
