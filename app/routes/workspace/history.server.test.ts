import { describe, expect, it } from "vitest";
import { assemble } from "../../catalogue/model.ts";
import { historyInWords } from "./history.server.ts";

describe("the history of the catalogue, in words", () => {
  it("names each change, its entry by name and its values by label", () => {
    const row = (action: string, before: unknown, after: unknown) => ({
      id: 1,
      at: 0,
      actor: "duena@bariloche.example",
      action: action as "catalogue.published",
      subject: "catalogue excursion freyclimb «Escalada en Roca Frey»",
      before: before === null ? null : JSON.stringify(before),
      after: JSON.stringify(after),
    });
    const [published, restored, added] = historyInWords(
      [
        row("catalogue.published", { version: 1 }, { version: 2 }),
        row("catalogue.restored", { version: 2 }, { version: 3, restoredFrom: 1 }),
        row("catalogue.added", null, { address: "cerro-otto", name: "Cerro Otto", language: "es" }),
      ],
      "es",
      assemble([]),
    );
    expect(published).toMatchObject({
      what: "Publicó un cambio del catálogo",
      subject: "Excursión «Escalada en Roca Frey»",
      before: [["Versión", "1"]],
      after: [["Versión", "2"]],
    });
    expect(restored!.after).toEqual([
      ["Versión", "3"],
      ["Restaurada de la versión", "1"],
    ]);
    expect(added!.after).toEqual([
      ["Dirección", "cerro-otto"],
      ["Nombre", "Cerro Otto"],
      ["Idioma", "Español"],
    ]);
  });
});
