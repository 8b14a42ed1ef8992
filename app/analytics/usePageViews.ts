import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isExcursionPage, pageAt } from "../site/pages.ts";
import type { Lang } from "../i18n/languages.ts";

const VIEWS_ENDPOINT = "/analytics/views";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** The visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
function trackingRefused(): boolean {
  return navigator.doNotTrack === "1" || navigator.globalPrivacyControl === true;
}

/** Loads Google Analytics 4 once, without blocking the page (allowed by the CSP's strict-dynamic). */
function googleAnalytics(measurementId: string): Gtag {
  if (window.gtag) return window.gtag;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object itself.
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return window.gtag;
}

/**
 * Records a page view on the first load and on every client-side route change, with the spec's
 * dimensions: the browser's language, its locale's region and, on excursion pages, the excursion.
 */
export function usePageViews(lang: Lang, gaMeasurementId: string) {
  const { pathname } = useLocation();
  const loaded = useRef(false);
  useEffect(() => {
    if (trackingRefused()) return;
    const navigation = loaded.current ? "route" : "load";
    loaded.current = true;
    const userLanguage = navigator.language || "und";
    const body = JSON.stringify({ path: pathname, lang, userLanguage, navigation });
    // Sent in a task of its own, not in the one that ends hydration or a navigation.
    setTimeout(() => {
      const sent = navigator.sendBeacon?.(VIEWS_ENDPOINT, new Blob([body], { type: "application/json" }));
      if (!sent)
        void fetch(VIEWS_ENDPOINT, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(
          () => {},
        );
    });
    if (gaMeasurementId) {
      const page = pageAt(pathname).page;
      let region: string | undefined;
      try {
        region = new Intl.Locale(userLanguage).region;
      } catch {
        region = undefined;
      }
      googleAnalytics(gaMeasurementId)("event", "page_view", {
        page_path: pathname,
        page_location: window.location.href,
        language: userLanguage,
        user_region: region,
        excursion_type: isExcursionPage(page) ? `excursion-${page}` : undefined,
      });
    }
  }, [pathname, lang, gaMeasurementId]);
}
