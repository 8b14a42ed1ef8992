import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GuideFacts } from "./GuideFacts.tsx";
import { MeetingPoint } from "./MeetingPoint.tsx";
import type { Entry, ExcursionData, ExcursionEntry, RentalEntry } from "./model.ts";
import { Policies } from "./Policies.tsx";
import { WhatToBring } from "./WhatToBring.tsx";

/** An excursion as the seed leaves it: no meeting point, nothing to bring, no rental item. */
function excursion(data: Partial<ExcursionData> = {}, texts: Entry["texts"] = {}): ExcursionEntry {
  return {
    kind: "excursion",
    key: "ventana",
    data: {
      address: "escaladarocacerroventana",
      level: "medium",
      pricing: { currency: "USD", tiers: [{ amount: 100, unit: "person" }] },
      deposit: null,
      meeting: { mapUrl: "", time: "" },
      rentalItems: [],
      homeOrder: 1,
      date: "2025-03-10",
      retired: null,
      ...data,
    },
    texts: {
      en: { name: "Cerro Ventana", location: "Bariloche", highlights: "Granite.", ...texts.en },
      es: { name: "Cerro Ventana", location: "Bariloche", highlights: "Granito.", ...texts.es },
      ...Object.fromEntries(Object.entries(texts).filter(([lang]) => lang !== "en" && lang !== "es")),
    },
    review: {},
  };
}

const rental: RentalEntry[] = [
  {
    kind: "rental",
    key: "helmet",
    data: { price: { amount: 5, currency: "USD" }, order: 1 },
    texts: { en: { title: "Helmet", tooltip: "A helmet." }, es: { title: "Casco", tooltip: "Un casco." } },
    review: {},
  },
  {
    kind: "rental",
    key: "harness",
    data: { price: { amount: 7.5, currency: "USD" }, order: 2 },
    texts: { en: { title: "Harness", tooltip: "A harness." }, es: { title: "Arnés", tooltip: "Un arnés." } },
    review: {},
  },
];

function policies(texts: Entry["texts"] = {}): Entry<"policies"> {
  return { kind: "policies", key: "policies", data: {}, texts, review: {} };
}

const html = (element: React.ReactElement) => renderToStaticMarkup(element);
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

describe("MeetingPoint", () => {
  it("renders nothing while no place, map link or time is set", () => {
    expect(html(<MeetingPoint excursion={excursion()} lang="en" />)).toBe("");
    // A time alone ("Time 07:00" under the heading) says nothing of where: left out too.
    expect(html(<MeetingPoint excursion={excursion({ meeting: { mapUrl: "", time: "07:00" } })} lang="es" />)).toBe("");
  });

  it("shows the place, the map link and the time in the page's clock style", () => {
    const entry = excursion(
      { meeting: { mapUrl: "https://maps.example.org/?q=-41.1,-71.3", time: "08:30" } },
      { es: { meetingPlace: "Estación de servicio del km 8" }, fr: { meetingPlace: "Station-service du km 8" } },
    );
    const fr = html(<MeetingPoint excursion={entry} lang="fr" />);
    expect(fr).toContain("Point de rendez-vous");
    expect(fr).toContain("<dd><span>Station-service du km 8</span></dd>");
    expect(fr).toContain('<time dateTime="08:30">8\u00a0h\u00a030</time>');
    expect(fr).toContain('href="https://maps.example.org/?q=-41.1,-71.3"');
    expect(fr).toContain("Ouvrir dans une carte");
    const es = html(<MeetingPoint excursion={entry} lang="es" />);
    expect(es).toContain("Punto de encuentro");
    expect(es).toContain('<time dateTime="08:30">08:30</time>');
  });

  it("marks a place written in another language than the page's", () => {
    const entry = excursion({}, { es: { meetingPlace: "Estación de servicio del km 8" } });
    const it = html(<MeetingPoint excursion={entry} lang="it" />);
    expect(it).toContain("Punto di ritrovo");
    // Its own lang, and a line in the page's language saying which language it is written in (decision 0120).
    expect(it).toContain(
      '<span lang="es">Estación de servicio del km 8</span><span class="trust-only-in" data-only-in="es">Testo disponibile solo in spagnolo.</span></dd>',
    );
    // In its own language, no line.
    expect(html(<MeetingPoint excursion={entry} lang="es" />)).not.toContain("trust-only-in");
    expect(it).not.toContain("<time");
    expect(it).not.toContain("<a ");
  });

  it("links a map only over https", () => {
    for (const mapUrl of [
      "http://maps.example.org/x",
      "javascript:alert(1)",
      "data:text/html,hi",
      "//maps.example.org",
      "https://localhost",
    ]) {
      const out = html(<MeetingPoint excursion={excursion({ meeting: { mapUrl, time: "" } })} lang="en" />);
      expect(out, mapUrl).toBe("");
    }
    const withPlace = html(
      <MeetingPoint
        excursion={excursion({ meeting: { mapUrl: "javascript:alert(1)", time: "" } }, { en: { meetingPlace: "The pier" } })}
        lang="en"
      />,
    );
    expect(withPlace).toContain("The pier");
    expect(withPlace).not.toContain("<a ");
  });

  it("shows hostile text as text", () => {
    const out = html(<MeetingPoint excursion={excursion({}, { en: { meetingPlace: HOSTILE } })} lang="en" />);
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;");
  });
});

describe("WhatToBring", () => {
  const rentalHref = "/es/alquilerequipoescalada";

  it("renders nothing while there is no list and no rental item", () => {
    expect(html(<WhatToBring excursion={excursion()} rental={rental} lang="en" rentalHref={rentalHref} />)).toBe("");
    // An item the catalogue no longer has is left out, not shown by its key.
    const gone = excursion({ rentalItems: ["crampons"] });
    expect(html(<WhatToBring excursion={gone} rental={rental} lang="en" rentalHref={rentalHref} />)).toBe("");
  });

  it("lists what to bring, one item a line", () => {
    const entry = excursion({}, { es: { bring: "Agua (2 litros)\n\n- Campera de abrigo\n• Protector solar" } });
    const out = html(<WhatToBring excursion={entry} rental={rental} lang="es" rentalHref={rentalHref} />);
    expect(out).toContain("Qué llevar");
    expect(out).toContain('<ul class="trust-bring"><li>Agua (2 litros)</li><li>Campera de abrigo</li><li>Protector solar</li></ul>');
    expect(out).not.toContain("Alquilalo");
  });

  it("links the rental items to rent, with their price per day, in the excursion's order", () => {
    const entry = excursion({ rentalItems: ["harness", "helmet"] });
    const es = html(<WhatToBring excursion={entry} rental={rental} lang="es" rentalHref={rentalHref} />);
    expect(es).toContain("Alquilalo con nosotros");
    expect(es.indexOf("Arnés")).toBeLessThan(es.indexOf("Casco"));
    expect(es).toContain('href="/es/alquilerequipoescalada#rental-helmet"');
    expect(es).toMatch(/USD\s5 \/ día/);
    expect(es).toMatch(/USD\s7,50 \/ día/);
    const fr = html(<WhatToBring excursion={entry} rental={rental} lang="fr" rentalHref="/fr/alquilerequipoescalada" />);
    // No French title yet: the English one, marked as English.
    expect(fr).toContain('<span class="trust-rent__name" lang="en">Helmet</span>');
    expect(fr).toMatch(/5\sUSD \/ jour/);
  });

  it("shows hostile text as text", () => {
    const entry = excursion({}, { en: { bring: `${HOSTILE}\n</script><script>alert(2)</script>` } });
    const out = html(<WhatToBring excursion={entry} rental={rental} lang="en" rentalHref={rentalHref} />);
    expect(out).not.toMatch(/<script|<img/);
    expect(out).toContain("&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
  });
});

describe("Policies", () => {
  it("renders nothing while no policy is written", () => {
    expect(html(<Policies policies={policies()} lang="en" />)).toBe("");
    expect(html(<Policies policies={policies({ es: { cancellation: "  \n " } })} lang="es" />)).toBe("");
  });

  it("shows each policy that is set, and only those", () => {
    const entry = policies({
      es: {
        cancellation: "Cancelás sin cargo hasta 48 horas antes.\n\nDespués, se cobra la seña.",
        weather: "Si el guía suspende por mal tiempo, elegís otra fecha o te devolvemos todo.",
      },
    });
    const es = html(<Policies policies={entry} lang="es" />);
    expect(es).toContain("Cancelación y mal tiempo");
    expect(es).toContain("<p>Cancelás sin cargo hasta 48 horas antes.</p><p>Después, se cobra la seña.</p>");
    expect(es).toContain("elegís otra fecha");
    expect(es).not.toContain("Seguro");
    expect(es).not.toContain("Habilitación");
    const withInsurance = policies({
      en: { insurance: "Civil liability insurance with a local insurer." },
      es: { registration: "Prestador inscripto." },
    });
    const en = html(<Policies policies={withInsurance} lang="en" />);
    expect(en).toContain("<h3>Insurance</h3>");
    expect(en).toContain("<h3>Licences</h3>");
    expect(en).toContain('lang="es"><p>Prestador inscripto.</p>');
    expect(en).not.toContain("Cancellation");
  });

  it("links only https addresses in a policy", () => {
    const entry = policies({
      en: { insurance: "Policy at https://insurer.example.org/policy.pdf, not http://insurer.example.org or javascript:alert(1)." },
    });
    const out = html(<Policies policies={entry} lang="en" />);
    expect(out).toContain('href="https://insurer.example.org/policy.pdf"');
    expect(out.match(/href=/g)).toHaveLength(1);
    expect(out).toContain("not http://insurer.example.org or javascript:alert(1).");
  });

  it("shows hostile text as text", () => {
    const out = html(<Policies policies={policies({ en: { insurance: HOSTILE } })} lang="en" />);
    expect(out).not.toMatch(/<script|<img/);
    expect(out).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("GuideFacts", () => {
  it("renders nothing while neither certifications nor languages are set", () => {
    expect(html(<GuideFacts member={{ certifications: "", languages: [] }} lang="en" />)).toBe("");
    expect(html(<GuideFacts member={{ certifications: "   ", languages: [] }} lang="en" />)).toBe("");
  });

  it("shows the certifications as written and the languages named in the page's language", () => {
    const member = { certifications: "AAGM, UIAGM/IFMGA", languages: ["es", "en", "pt"] };
    const en = html(<GuideFacts member={member} lang="en" />);
    expect(en).toContain("Certifications:");
    expect(en).toContain("<dd>AAGM, UIAGM/IFMGA</dd>");
    expect(en).toContain("<dd>Spanish, English, and Portuguese</dd>");
    expect(html(<GuideFacts member={member} lang="es" />)).toContain("<dd>español, inglés y portugués</dd>");
    const fr = html(<GuideFacts member={{ certifications: "", languages: ["es"] }} lang="fr" />);
    expect(fr).toContain("Langues\u00a0:");
    expect(fr).toContain("<dd>espagnol</dd>");
    expect(fr).not.toContain("Diplômes");
  });

  it("shows hostile text as text", () => {
    const out = html(<GuideFacts member={{ certifications: HOSTILE, languages: [] }} lang="it" />);
    expect(out).not.toMatch(/<script|<img/);
    expect(out).toContain("Certificazioni");
  });
});

describe("a text written in one language only (decision 0120)", () => {
  it("is shown as written, with its lang and the line saying so, in every block and every language", () => {
    const entry = excursion({}, { es: { bring: "- Casco\n- Agua" } });
    const fr = html(<WhatToBring excursion={entry} rental={[]} lang="fr" rentalHref="/fr/alquilerequipoescalada" />);
    expect(fr).toContain('lang="es"');
    expect(fr).toContain("Texte disponible uniquement en espagnol.");
    const en = html(<WhatToBring excursion={entry} rental={[]} lang="en" rentalHref="/en/alquilerequipoescalada" />);
    expect(en).toContain("Text available only in Spanish.");
    const pt = html(<WhatToBring excursion={entry} rental={[]} lang="pt" rentalHref="/pt/alquilerequipoescalada" />);
    expect(pt).toContain("Texto disponível somente em espanhol.");
    const policies: Entry<"policies"> = {
      kind: "policies",
      key: "policies",
      data: {},
      texts: { es: { insurance: "Seguro de accidentes incluido." } },
      review: {},
    } as Entry<"policies">;
    expect(html(<Policies policies={policies} lang="it" />)).toContain("Testo disponibile solo in spagnolo.");
    expect(html(<Policies policies={policies} lang="es" />)).not.toContain("trust-only-in");
  });
});
