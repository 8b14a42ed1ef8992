import { describe, expect, it } from "vitest";
import { withDefaults } from "./defaults.ts";

describe("withDefaults", () => {
  it("fills the spec's defaults for an excursion with no text", () => {
    expect(withDefaults("multipitch", undefined)).toMatchObject({
      name: "Nombre no disponible",
      location: "Ubicación no disponible",
      price: "USD ---",
      days: "-",
      physicalLevel: "-",
      months: "-",
      date: "2025-03-10",
      highlights: "",
      itinerary: "",
    });
  });

  it("gives the trekking excursion empty days, level and months and its own default date", () => {
    expect(withDefaults("trekkingLanin", {})).toMatchObject({
      name: "Nombre no disponible",
      price: "USD ---",
      days: "",
      physicalLevel: "",
      months: "",
      date: "2025-01-01",
    });
  });

  it("keeps the texts that are present and treats blank ones as missing", () => {
    const text = withDefaults("ventana", { name: "Cerro Ventana", location: "  ", days: "1 day", date: "2025-11-02" });
    expect(text).toMatchObject({ name: "Cerro Ventana", location: "Ubicación no disponible", days: "1 day", date: "2025-11-02" });
  });
});
