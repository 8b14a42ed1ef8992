import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useId, useState, type ReactNode } from "react";
import { fill } from "../../i18n/fill.ts";
import "./carousel.css";

/**
 * Embla options for the spec's carousel (section 9: infinite, no autoplay, 500 ms, touch threshold 5).
 *
 * - `duration`: Embla's is not milliseconds but the stiffness of its spring, stepped at 60 frames
 *   a second (velocity += distance / duration, then damped by 0.68 each frame). At 20 a move of
 *   one slide gets within 1% of its target after about 480 ms, without overshooting, so 20 is the
 *   500 ms of the spec (Embla's default 25 takes about 700 ms).
 * - Touch threshold: react-slick's `touchThreshold: 5` means "a swipe longer than 1/5 of the
 *   carousel's width moves to the next slide". Embla has that rule built in: a release after a
 *   drag of 20% of the viewport (clamped to 50-225 px) goes to the next snap. So no option maps to
 *   it. Embla's own `dragThreshold` is something else (how far a pointer may move and still count
 *   as a click on a card's link); its default of 10 px is kept.
 * - Slide widths come from CSS (carousel.css), so the server's HTML already has the final layout.
 */
const carouselOptions = {
  loop: true,
  align: "start",
  slidesToScroll: 1,
  duration: 20,
  dragThreshold: 10,
} satisfies EmblaOptionsType;

export type CarouselLabels = {
  /** The carousel's accessible name. */
  label: string;
  /** "{n} of {total}" */
  slideLabel: string;
  previous: string;
  next: string;
};

/**
 * A carousel on the WAI-ARIA pattern: a labelled region with the carousel role description,
 * each slide a group labelled "n of total", previous and next buttons. Infinite in both
 * directions, swipeable, never rotating by itself. Before and without JavaScript the slides
 * scroll sideways with CSS scroll snap; the arrows and the infinite wrap come with the script.
 */
export function Carousel({
  labels,
  slides,
  heading,
  className,
}: {
  labels: CarouselLabels;
  /** Shown beside the arrows, above the slides. */
  heading?: ReactNode;
  slides: { key: string; content: ReactNode }[];
  className?: string;
}) {
  // Until the script runs (and without it) the cards scroll sideways by touch and keyboard, snapping
  // to each card (carousel.css). Embla then takes over from the card the visitor scrolled to.
  // Its library is fetched once the page is interactive (no page needs it before a tap: the
  // cards already scroll), and it starts in a task of its own after the browser has drawn the
  // next frame, whose layout its measurements then read instead of laying out the page again.
  const [viewport, viewportRef] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    if (!viewport) return;
    let cancelled = false;
    let started: EmblaCarouselType | undefined;
    let start: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      frame = requestAnimationFrame(
        () =>
          (start = setTimeout(() => {
            // Slides have one width: the card the visitor scrolled to.
            const scrolledTo = Math.round((viewport.scrollLeft * slides.length) / viewport.scrollWidth);
            viewport.scrollLeft = 0;
            started = EmblaCarousel(viewport, carouselOptions);
            started.scrollTo(scrolledTo, true);
            setEmbla(started);
          })),
      );
    });
    return () => {
      cancelled = true;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(start);
      started?.destroy();
      setEmbla(null);
    };
  }, [viewport, slides.length]);
  /** Before Embla runs, an arrow scrolls the snapping row by one card. */
  const step = (direction: 1 | -1) => {
    if (embla) return direction > 0 ? embla.scrollNext() : embla.scrollPrev();
    viewport?.scrollBy({ left: (direction * viewport.scrollWidth) / slides.length, behavior: "smooth" });
  };
  const trackId = useId();
  const total = slides.length;
  // Announced after each move (the slides move but their content does not change).
  const [status, setStatus] = useState("");

  // The spec preloads every card's picture, so a move never shows an empty frame. The server
  // renders them lazy (off-screen slides are clipped, so the browser would wait until they
  // slide in); once the page has loaded they are all fetched.
  // One picture per task: starting a fetch costs a phone a few milliseconds each.
  useEffect(() => {
    if (!embla) return;
    let next: ReturnType<typeof setTimeout> | undefined;
    const preload = () => {
      const img = embla.rootNode().querySelector<HTMLImageElement>('img[loading="lazy"]');
      if (!img) return;
      img.loading = "eager";
      next = setTimeout(preload);
    };
    if (document.readyState === "complete") preload();
    else window.addEventListener("load", preload, { once: true });
    return () => {
      window.removeEventListener("load", preload);
      clearTimeout(next);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const announce = () => setStatus(fill(labels.slideLabel, { n: embla.selectedScrollSnap() + 1, total }));
    embla.on("select", announce);
    return () => {
      embla.off("select", announce);
    };
  }, [embla, labels.slideLabel, total]);

  return (
    <section
      className={["carousel", className].filter(Boolean).join(" ")}
      aria-roledescription="carousel"
      aria-label={labels.label}
      data-ready={embla ? "true" : undefined}
    >
      <div className="carousel__header">
        {heading}
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={labels.previous}
            aria-controls={trackId}
            onClick={() => step(-1)}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={labels.next}
            aria-controls={trackId}
            onClick={() => step(1)}
          >
            <ArrowIcon direction="right" />
          </button>
        </div>
      </div>
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container" id={trackId}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form's fieldset.
            <div
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideLabel, { n: index + 1, total })}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {status}
      </p>
    </section>
  );
}

function ArrowIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}
