import { Link } from "react-router";
import type { CarouselCard } from "../content-types.ts";
import { labelColon } from "../../i18n/languages.ts";
import { useShell } from "../../site/shell.ts";
import { CalendarIcon, ClockIcon, MountainIcon, PulseIcon } from "../icons.tsx";
import { Picture } from "../Picture.tsx";
import "./excursion-card.css";

export type ExcursionCardLabels = {
  learnMore: string;
  perPerson: string;
  noImages: string;
  daysLabel: string;
  difficultyLabel: string;
  conditionLabel: string;
  monthsLabel: string;
};

/** One offer in the home carousel: first picture, title, description, price, facts and a link. */
export function ExcursionCard({
  card,
  href,
  labels,
  selected,
  onSelectImage,
}: {
  card: CarouselCard;
  href: string;
  labels: ExcursionCardLabels;
  selected: boolean;
  onSelectImage: () => void;
}) {
  const { lang } = useShell();
  const image = card.images[0];
  const titleId = `card-${card.id}-title`;
  // The excursion's own words may be in another language than the page (no translation yet).
  const t = card.textLang && card.textLang !== lang ? card.textLang : undefined;
  const facts = [
    { key: "days", label: labels.daysLabel, value: card.days, Icon: ClockIcon },
    { key: "difficulty", label: labels.difficultyLabel, value: card.difficulty, Icon: MountainIcon },
    { key: "condition", label: labels.conditionLabel, value: card.condition, Icon: PulseIcon },
  ];
  return (
    <article className="excursion-card" aria-labelledby={titleId} data-card={card.id} data-selected={selected || undefined}>
      {/* Clicking the picture selects the card (the spec's selected-card state, with no visible effect): nothing for a keyboard to reach. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className="excursion-card__media" onClick={onSelectImage}>
        {image ? (
          <Picture
            image={image}
            alt=""
            sizes="(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 768px) 47vw, 94vw"
            className="excursion-card__image"
            secondary
          />
        ) : (
          <p className="excursion-card__no-image">{labels.noImages}</p>
        )}
      </div>
      <div className="excursion-card__body">
        <h3 className="excursion-card__title" id={titleId} lang={t}>
          {card.title}
        </h3>
        <p className="excursion-card__description" lang={t}>
          {card.description}
        </p>
        <p className="excursion-card__price">
          <strong>{card.price}</strong>
          {card.perPerson ? <span className="excursion-card__per">{labels.perPerson}</span> : null}
        </p>
        <p className="excursion-card__months">
          <CalendarIcon />
          <span className="sr-only">
            {labels.monthsLabel}
            {labelColon(lang)}{" "}
          </span>
          <span lang={t}>{card.months}</span>
        </p>
        <dl className="excursion-card__facts">
          {facts.map(({ key, label, value, Icon }) => (
            <div key={key} className="excursion-card__fact">
              <dt>
                <Icon />
                <span>{label}</span>
              </dt>
              <dd lang={key === "condition" ? undefined : t}>{value}</dd>
            </div>
          ))}
        </dl>
        <Link to={href} className="button excursion-card__link">
          {labels.learnMore}
          <span className="sr-only">: {card.title}</span>
        </Link>
      </div>
    </article>
  );
}
