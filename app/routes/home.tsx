import { useState } from "react";
import type { Route } from "./+types/home";
import { Carousel } from "../components/carousel/Carousel.tsx";
import { ExcursionCard } from "../components/carousel/ExcursionCard.tsx";
import { HomeClosing } from "../components/HomeClosing.tsx";
import { Picture } from "../components/Picture.tsx";
import { UpcomingCard } from "../bookings/UpcomingCard.tsx";
import { data } from "react-router";
import { draftBanner, pageCatalogue, previewHeaders, privatePreview } from "../catalogue/page-catalogue.server.ts";
import { DraftBanner } from "../catalogue/DraftBanner.tsx";
import { getHomeContent } from "../content/home/index.ts";
import type { CardId } from "../components/content-types.ts";
import { homeUpcoming } from "../bookings/upcoming.server.ts";
import { pageOf, servicesOf } from "../site/context.ts";
import { pageHref } from "../site/pages.ts";
import { pageMeta } from "../seo/meta.ts";
import { useShell } from "../site/shell.ts";
import "./home.css";
import { pageTexts } from "../i18n/messages.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { lang, prefixed } = pageOf(context);
  const services = servicesOf(context);
  const business = await services.business.current();
  const { catalogue, preview } = await pageCatalogue({ context, request });
  const content = getHomeContent(catalogue, lang, undefined, business.name);
  const { departures } = services;
  const lists = homeUpcoming(catalogue, content, await departures.upcoming(), lang, departures.today(), prefixed);
  return data(
    { ...content, ...lists, meta: pageTexts(lang, "home"), draft: preview ? draftBanner(request, lang) : null },
    preview ? privatePreview : undefined,
  );
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  return previewHeaders(loaderHeaders, parentHeaders);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, "home", loaderData?.meta);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, carousel, cards, upcoming, courses, columns, closing } = loaderData;
  const { lang, prefixed } = useShell();
  // The spec's selected-card state: set by clicking a card's picture, with no visible effect.
  const [selectedCard, setSelectedCard] = useState<CardId | null>(null);

  return (
    <div className="home">
      <DraftBanner draft={loaderData.draft} />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__backdrop">
          <Picture image="og-default" alt="" sizes="100vw" priority />
        </div>
        <div className="home-hero__inner">
          <Picture image="logo" className="home-hero__logo" sizes="112px" alt={hero.logoAlt} />
          <h1 id="home-title" className="home-hero__title">
            {hero.title}
          </h1>
          <p className="home-hero__subtitle">{hero.subtitle}</p>
        </div>
      </section>

      <div className="home-section home-section--carousel">
        <Carousel
          labels={carousel}
          heading={<h2 className="home-section__title">{carousel.label}</h2>}
          slides={cards.map((card) => ({
            key: card.id,
            content: (
              <ExcursionCard
                card={card}
                href={pageHref(card.url, prefixed ? lang : undefined)}
                labels={carousel}
                selected={selectedCard === card.id}
                onSelectImage={() => setSelectedCard(card.id)}
              />
            ),
          }))}
        />
      </div>

      <UpcomingSection id="upcoming" title={upcoming.title} empty={upcoming.empty}>
        {upcoming.items.map((item) => (
          <li key={item.id} className="below-fold">
            <UpcomingCard item={item} columns={columns} />
          </li>
        ))}
      </UpcomingSection>

      <UpcomingSection id="courses" title={courses.title} empty={courses.empty}>
        {courses.items.map((item) => (
          <li key={item.id} className="below-fold">
            <UpcomingCard item={item} columns={columns} />
          </li>
        ))}
      </UpcomingSection>

      <HomeClosing closing={closing} closingForm={loaderData.closingForm} />
    </div>
  );
}

/** A titled list of upcoming offers, or its empty-state message. */
function UpcomingSection({ id, title, empty, children }: { id: string; title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section className="home-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 className="home-section__title" id={`${id}-title`}>
        {title}
      </h2>
      {children.length > 0 ? (
        <ul className="upcoming-list" data-count={children.length}>
          {children}
        </ul>
      ) : (
        <p className="home-empty">{empty}</p>
      )}
    </section>
  );
}
