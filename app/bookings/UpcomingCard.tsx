import type { UpcomingItem } from "./upcoming.server.ts";
import { DepartureDatesText } from "../components/DepartureDates.tsx";
import { CalendarIcon, PinIcon } from "../components/icons.tsx";
import { Picture } from "../components/Picture.tsx";
import "./upcoming-card.css";

/**
 * A dated offer of the home page's upcoming lists: image, name, date, location, description. An
 * excursion's card is one link (the whole card takes the tap) to the request form with this
 * departure chosen: its text says where it leads, its name which card it is too.
 */
export function UpcomingCard({
  item,
  columns,
}: {
  item: UpcomingItem;
  /** The column labels: 'Date' and 'Location'. */
  columns: { date: string; location: string };
}) {
  const key = `departure-${item.id}`;
  return (
    <article className="upcoming-card" data-item={item.offer} data-departure={item.id} data-link={item.request ? "" : undefined}>
      <div className="upcoming-card__media">
        <Picture image={item.backgroundImage} alt="" sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 92vw" />
      </div>
      <div className="upcoming-card__body">
        <h3 className="upcoming-card__name" id={`${key}-name`}>
          {item.name}
        </h3>
        <dl className="upcoming-card__facts">
          <div>
            <dt>
              <CalendarIcon />
              {columns.date}
            </dt>
            <dd>
              <DepartureDatesText dates={item.dates} tbc={item.tbc} />
            </dd>
          </div>
          <div>
            <dt>
              <PinIcon />
              {columns.location}
            </dt>
            <dd>{item.location}</dd>
          </div>
        </dl>
        <p className="upcoming-card__description">{item.description}</p>
        {item.note ? <p className="upcoming-card__note">{item.note}</p> : null}
        {item.request ? (
          // Named "Lanín volcano ascent Request to book": which card, and where it leads.
          <a href={item.request.href} className="upcoming-card__link" id={`${key}-request`} aria-labelledby={`${key}-name ${key}-request`}>
            {item.request.label}
            <span aria-hidden="true"> →</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
