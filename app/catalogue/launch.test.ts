import { describe, expect, it } from "vitest";
import { workspaceTexts } from "../workspace/i18n/index.ts";
import { missingTrustFacts, trustFactPath, trustLaunchLines } from "./launch.ts";
import type { Catalogue, Entry, ExcursionData, ExcursionEntry, TeamEntry } from "./model.ts";

function excursion(key: string, name: string, data: Partial<ExcursionData> = {}, texts: Record<string, string> = {}): ExcursionEntry {
  return {
    kind: "excursion",
    key,
    data: {
      address: key,
      level: "medium",
      pricing: { currency: "USD", tiers: [{ amount: 100, unit: "person" }] },
      deposit: null,
      meeting: { mapUrl: "", time: "" },
      rentalItems: [],
      homeOrder: null,
      date: "2025-03-10",
      retired: null,
      ...data,
    },
    texts: {
      es: { name, location: "Bariloche", highlights: "Granito.", ...texts },
      en: { name: `${name} (en)`, location: "Bariloche", highlights: "Granite." },
    },
    review: {},
  };
}

function guide(key: string, name: string, data: Partial<TeamEntry["data"]> = {}): TeamEntry {
  return {
    kind: "team",
    key,
    data: { name, order: 1, founder: false, certifications: "", languages: [], ...data },
    texts: { es: { role: "Guía", bio: "Escala." } },
    review: {},
  };
}

function catalogue(parts: Partial<Catalogue> = {}): Catalogue {
  return {
    excursions: [excursion("ventana", "Cerro Ventana"), excursion("frey", "Frey")],
    rental: [],
    team: [guide("martin", "Martín"), guide("lucia", "Lucía")],
    home: {
      kind: "home",
      key: "home",
      data: { equipmentOrder: null, kitPrice: { amount: 70, currency: "USD", people: 2 } },
      texts: {},
      review: {},
    },
    payment: { kind: "payment", key: "payment", data: {}, texts: {}, review: {} },
    policies: { kind: "policies", key: "policies", data: {}, texts: {}, review: {} },
    ...parts,
  };
}

const policies = (texts: Entry["texts"]): Entry<"policies"> => ({ kind: "policies", key: "policies", data: {}, texts, review: {} });

describe("missingTrustFacts", () => {
  it("lists every fact while none is set, as a fresh install has them", () => {
    expect(missingTrustFacts(catalogue())).toEqual([
      { kind: "excursion", key: "ventana", facts: ["meetingPlace", "meetingTime", "bring"] },
      { kind: "excursion", key: "frey", facts: ["meetingPlace", "meetingTime", "bring"] },
      { kind: "policies", key: "policies", facts: ["cancellation", "weather", "insurance", "registration"] },
      { kind: "team", key: "martin", facts: ["certifications", "languages"] },
      { kind: "team", key: "lucia", facts: ["certifications", "languages"] },
    ]);
  });

  it("leaves out what is set, in any language, and entries with nothing left", () => {
    const missing = missingTrustFacts(
      catalogue({
        excursions: [
          excursion("ventana", "Cerro Ventana", { meeting: { mapUrl: "", time: "08:30" } }, { meetingPlace: "Km 8", bring: "Agua" }),
          // A map link alone says where to meet; blank texts say nothing.
          excursion("frey", "Frey", { meeting: { mapUrl: "https://maps.example.org/frey", time: "" } }, { bring: "  \n " }),
        ],
        team: [
          guide("martin", "Martín", { certifications: "AAGM", languages: ["es", "en"] }),
          guide("lucia", "Lucía", { languages: ["es"] }),
        ],
        policies: policies({ fr: { insurance: "Assurance RC." }, es: { cancellation: "Sin cargo hasta 48 horas antes.", weather: " " } }),
      }),
    );
    expect(missing).toEqual([
      { kind: "excursion", key: "frey", facts: ["meetingTime", "bring"] },
      { kind: "policies", key: "policies", facts: ["weather", "registration"] },
      { kind: "team", key: "lucia", facts: ["certifications"] },
    ]);
  });

  it("does not count a map link that is not https", () => {
    const missing = missingTrustFacts(
      catalogue({
        excursions: [
          excursion("ventana", "Cerro Ventana", { meeting: { mapUrl: "http://maps.example.org/x", time: "09:00" } }, { bring: "Agua" }),
        ],
      }),
    );
    expect(missing[0]).toEqual({ kind: "excursion", key: "ventana", facts: ["meetingPlace"] });
  });

  it("leaves out retired excursions: no traveller reads them", () => {
    const missing = missingTrustFacts(catalogue({ excursions: [excursion("old", "Vieja", { retired: { movedTo: null } })] }));
    expect(missing.some((item) => item.kind === "excursion")).toBe(false);
  });

  it("lists nothing once every fact is set", () => {
    const done = catalogue({
      excursions: [
        excursion("ventana", "Cerro Ventana", { meeting: { mapUrl: "", time: "08:30" } }, { meetingPlace: "Km 8", bring: "Agua" }),
      ],
      team: [guide("martin", "Martín", { certifications: "UIAGM/IFMGA", languages: ["es"] })],
      policies: policies({ es: { cancellation: "a", weather: "b", insurance: "c", registration: "d" } }),
    });
    expect(missingTrustFacts(done)).toEqual([]);
  });
});

describe("trustLaunchLines", () => {
  it("names each entry and its unset facts in words, in the workspace's language", () => {
    const data = catalogue({ team: [guide("martin", "Martín", { languages: ["es"] })] });
    const missing = missingTrustFacts(data);
    const es = trustLaunchLines(data, missing, workspaceTexts.es.home.trust, "es").map((line) => line.text);
    expect(es).toEqual([
      "Cerro Ventana: punto de encuentro, hora de encuentro y qué llevar",
      "Frey: punto de encuentro, hora de encuentro y qué llevar",
      "Tus políticas: cancelación, mal tiempo, seguro y habilitación",
      "Martín: certificaciones",
    ]);
    const en = trustLaunchLines(data, missing, workspaceTexts.en.home.trust, "en").map((line) => line.text);
    expect(en[0]).toBe("Cerro Ventana (en): meeting point, meeting time, and what to bring");
    expect(en[2]).toBe("Your policies: cancellation, bad weather, insurance, and registration");
    // Never an internal key.
    for (const line of [...es, ...en]) expect(line).not.toMatch(/\b(ventana|frey|martin)\b/);
  });
});

describe("trustFactPath", () => {
  it("names the field the editor sets each fact in, as the catalogue's problems name fields", () => {
    expect(trustFactPath("excursion", "meetingPlace", "es")).toBe("texts.es.meetingPlace");
    expect(trustFactPath("excursion", "meetingTime", "es")).toBe("data.meeting.time");
    expect(trustFactPath("excursion", "bring", "en")).toBe("texts.en.bring");
    expect(trustFactPath("policies", "weather", "es")).toBe("texts.es.weather");
    expect(trustFactPath("team", "certifications", "es")).toBe("data.certifications");
    expect(trustFactPath("team", "languages", "es")).toBe("data.languages");
  });
});
