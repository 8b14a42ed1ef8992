import type { Route } from "./+types/rental";
import { data, Link } from "react-router";
import { draftBanner, pageCatalogue, previewHeaders, privatePreview } from "../catalogue/page-catalogue.server.ts";
import { DraftBanner } from "../catalogue/DraftBanner.tsx";
import { mapLink, postalAddress } from "../business/address.ts";
import { chatLink } from "../site/chat-link.ts";
import { pageHref } from "../site/pages.ts";
import { useShell } from "../site/shell.ts";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { WhatsAppIcon } from "../components/icons.tsx";
import { PaymentBlock } from "../components/PaymentBlock.tsx";
import { Picture } from "../components/Picture.tsx";
import { RentalItem } from "../catalogue/RentalItem.tsx";
import { getPaymentContent } from "../content/payment/index.ts";
import { getRentalContent } from "../content/rental/index.ts";
import { pageOf } from "../site/context.ts";
import { pageMeta } from "../seo/meta.ts";
import "./rental.css";
import { pageTexts } from "../i18n/messages.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { lang } = pageOf(context);
  const { catalogue, preview } = await pageCatalogue({ context, request });
  return data(
    {
      ...getRentalContent(catalogue, lang),
      payment: getPaymentContent(catalogue, lang),
      meta: pageTexts(lang, "rental"),
      draft: preview ? draftBanner(request, lang) : null,
    },
    preview ? privatePreview : undefined,
  );
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  return previewHeaders(loaderHeaders, parentHeaders);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, "rental", loaderData?.meta);

export default function Rental({ loaderData }: Route.ComponentProps) {
  const { title, collage, collageAlt, availableTitle, availableText, items, pickup, special, specialPrices, quote, payment } = loaderData;
  const { business, lang, prefixed } = useShell();
  const chat = chatLink(business.whatsapp, special.contactMessage);
  const address = postalAddress(business);
  return (
    <div className="rental">
      <DraftBanner draft={loaderData.draft} />
      <header className="rental-header">
        <h1>{title}</h1>
      </header>

      <div className="rental-collage">
        <Picture image={collage} alt={collageAlt} sizes="(min-width: 1200px) 1166px, calc(100vw - 2rem - 2px)" priority />
      </div>

      <section className="rental-section" aria-labelledby="available-title">
        <h2 id="available-title">{availableTitle}</h2>
        <p className="rental-section__lead">{availableText}</p>
        <ul className="rental-items">
          {items.map((item) => (
            <RentalItem key={item.id} item={item} />
          ))}
        </ul>
        {address ? (
          <p className="rental-pickup">
            {pickup.before}
            <ExternalLink href={mapLink(address)}>{address}</ExternalLink>
            {pickup.after}
          </p>
        ) : null}
      </section>

      <section className="rental-special below-fold" aria-labelledby="special-title">
        <div className="rental-special__box">
          <h2 id="special-title">{special.title}</h2>
          <p>{special.text}</p>
          <p className="rental-special__price">{special.price}</p>
          {chat ? (
            <ExternalLink href={chat} className="button rental-special__chat">
              <WhatsAppIcon />
              {special.contactLabel}
            </ExternalLink>
          ) : (
            // No chat yet: the gear is asked for where the site can always be reached.
            <Link to={pageHref("contact", prefixed ? lang : undefined)} className="button rental-special__contact">
              {special.contactFormLabel}
            </Link>
          )}
        </div>
        <ul className="rental-special__prices">
          {specialPrices.map((price) => (
            <li key={price}>{price}</li>
          ))}
        </ul>
      </section>

      <figure className="rental-quote below-fold">
        <blockquote>
          <p>{quote.text}</p>
        </blockquote>
        {quote.author ? <figcaption>{quote.author}</figcaption> : null}
      </figure>

      <div className="rental-payment below-fold">
        <PaymentBlock texts={payment} />
      </div>
    </div>
  );
}
