import { describe, expect, it } from "vitest";
import { seededCatalogue } from "./seed/seeded-catalogue.server.ts";
import { bookingPrice, rentableFor, totalLines } from "./total.ts";

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a booking's price: the excursion and the gear asked for, from the catalogue", () => {
  it("adds each piece of gear per person and per day of the booking, as a line of its own", () => {
    const catalogue = structuredClone(seededCatalogue());
    // The Frey for 3 people, 3 days (USD 175 per person per day), with climbing shoes (USD 9 a day) and a sleeping bag (USD 20).
    const price = bookingPrice(catalogue, { offer: "freyclimb", people: 3, days: 3, gear: ["shoes", "sleepingbag"] })!;
    expect(price.excursion.amount).toBe(3 * 3 * 175);
    expect(price.gear).toEqual([
      { key: "shoes", count: 3, days: 3, price: { amount: 9, currency: "USD" }, amount: 81 },
      { key: "sleepingbag", count: 3, days: 3, price: { amount: 20, currency: "USD" }, amount: 180 },
    ]);
    expect(price.amount).toBe(1575 + 81 + 180);
    expect(price.currency).toBe("USD");
  });

  it("without gear is the excursion's price alone", () => {
    const price = bookingPrice(seededCatalogue(), { offer: "bautismo", people: 3, days: 1, gear: [] })!;
    expect(price.amount).toBe(150);
    expect(price.gear).toEqual([]);
  });

  it("reads the owner's prices: a changed rental price changes the total", () => {
    const catalogue = structuredClone(seededCatalogue());
    catalogue.rental.find((item) => item.key === "shoes")!.data.price.amount = 12.5;
    expect(bookingPrice(catalogue, { offer: "ventana", people: 2, days: 1, gear: ["shoes"] })!.amount).toBe(200 + 25);
  });

  it("counts the full kit once per the people it is priced for", () => {
    const catalogue = structuredClone(seededCatalogue());
    const price = bookingPrice(catalogue, { offer: "guiapersonal", people: 3, days: 2, gear: ["kit"] })!;
    expect(price.gear[0]).toMatchObject({ key: "kit", count: 2, days: 2, amount: 2 * 2 * 70 });
  });

  it("cannot be told for gear the catalogue no longer has, or priced in another currency", () => {
    const catalogue = structuredClone(seededCatalogue());
    expect(bookingPrice(catalogue, { offer: "ventana", people: 2, days: 1, gear: ["jetpack"] })).toBeNull();
    catalogue.rental.find((item) => item.key === "shoes")!.data.price.currency = "ARS";
    expect(bookingPrice(catalogue, { offer: "ventana", people: 2, days: 1, gear: ["shoes"] })).toBeNull();
    expect(bookingPrice(catalogue, { offer: "no-such-excursion", people: 2, days: 1, gear: [] })).toBeNull();
  });

  it("writes its lines as a label and its value, in the reader's language", () => {
    const catalogue = structuredClone(seededCatalogue());
    const price = bookingPrice(catalogue, { offer: "ventana", people: 2, days: 3, gear: ["shoes"] })!;
    const lines = totalLines(price, "es", { excursion: "Cerro Ventana", gear: () => "Pies de gato" }).map(([label, value]) => [
      label,
      spaced(value),
    ]);
    expect(lines).toEqual([
      ["Cerro Ventana", "USD 200"],
      ["Pies de gato", "2 × USD 9 / día × 3 días = USD 54"],
    ]);
    const fr = totalLines(price, "fr", { excursion: "Cerro Ventana", gear: () => "Chaussons" }).map(([, value]) => spaced(value));
    expect(fr[1]).toBe("2 × 9 USD / jour × 3 jours = 54 USD");
  });
});

describe("the gear an excursion offers", () => {
  it("is what its catalogue entry lists, in the rental's order; the baptism includes all its gear", () => {
    const catalogue = structuredClone(seededCatalogue());
    expect(rentableFor(catalogue, "bautismo")).toEqual([]);
    expect(rentableFor(catalogue, "trekkingLanin")).toEqual(["tent", "sleepingbag"]);
    expect(rentableFor(catalogue, "freyclimb")).toEqual(expect.arrayContaining(["shoes", "belay"]));
    expect(rentableFor(catalogue, "freyclimb")).not.toContain("harness");
  });

  it("follows the owner's list, an item she added included, and skips an item no longer rented", () => {
    const catalogue = structuredClone(seededCatalogue());
    const template = catalogue.rental[0]!;
    catalogue.rental.push({ ...template, key: "gaiters", data: { ...template.data, order: 99 } });
    const lanin = catalogue.excursions.find((entry) => entry.key === "trekkingLanin")!;
    lanin.data.rentalItems = ["gaiters", "gone", "tent"];
    expect(rentableFor(catalogue, "trekkingLanin")).toEqual(["tent", "gaiters"]);
  });
});
