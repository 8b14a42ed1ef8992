import { describe, expect, it } from "vitest";
import { choice, choices, defineForm, integer, isoDate, line, text, typedValues } from "./schema.ts";

/** One rule read from plain values, as a test or a script hands them over. */
const read = <V, C extends string>(
  rule: { read(input: Record<string, unknown>, name: string): { value: V } | { error: C } },
  value: unknown,
) => rule.read(value === undefined ? {} : { field: value }, "field");

describe("line", () => {
  const name = line({ required: "required", max: 10, tooLong: "too_long" });

  it("gives the value cleaned, and refuses it empty or over its limit after cleaning", () => {
    expect(read(name, "  Ana\u0000 ")).toEqual({ value: "Ana" });
    expect(read(name, " \u200b ")).toEqual({ error: "required" });
    expect(read(name, undefined)).toEqual({ error: "required" });
    expect(read(name, `  ${"a".repeat(10)}  `)).toEqual({ value: "a".repeat(10) });
    expect(read(name, "a".repeat(11))).toEqual({ error: "too_long" });
  });

  it("gives an optional field left empty as empty text", () => {
    expect(read(line({ max: 10, tooLong: "too_long" }), "   ")).toEqual({ value: "" });
  });

  it("folds line breaks into spaces, unless told to refuse them", () => {
    expect(read(name, "Ana\r\n  María")).toEqual({ value: "Ana María" });
    const header = line({ required: "required", max: 50, tooLong: "too_long", lineBreak: "line_break" });
    for (const broken of ["Hi\nBcc: x@example.com", "Hi\rthere", "Hi\u2028there", "Hi\u0085there"]) {
      expect(read(header, broken), JSON.stringify(broken)).toEqual({ error: "line_break" });
    }
  });

  it("refuses encoded words only when told to", () => {
    const encoded = "=?utf-8?Q?Hi=0D=0ABcc:_x@evil.com?=";
    expect(read(line({ max: 50, tooLong: "too_long" }), encoded)).toEqual({ value: encoded });
    expect(read(line({ max: 50, tooLong: "too_long", encodedWord: "encoded_word" }), encoded)).toEqual({ error: "encoded_word" });
  });

  it("checks a format last, on the cleaned value", () => {
    const code = line({ required: "required", max: 5, tooLong: "too_long", format: { pattern: /^\d+$/, error: "digits" } });
    expect(read(code, " 123 ")).toEqual({ value: "123" });
    expect(read(code, "12a")).toEqual({ error: "digits" });
    expect(read(code, "abcdef")).toEqual({ error: "too_long" });
  });

  it("refuses text far over its limit before cleaning it, however much cleaning would remove", () => {
    // Four times the limit is the most cleaning is given: 41 characters of which 40 would go.
    expect(read(name, `${" ".repeat(40)}A`)).toEqual({ error: "too_long" });
    expect(read(name, `${" ".repeat(39)}A`)).toEqual({ value: "A" });
  });

  it("takes the first copy of a field sent twice, and a file for no text", () => {
    const form = new FormData();
    form.append("field", "first");
    form.append("field", "second");
    expect(name.read(form, "field")).toEqual({ value: "first" });
    form.set("field", new File(["Ana"], "name.txt"));
    expect(name.read(form, "field")).toEqual({ error: "required" });
  });

  it("tells the browser's own checks whether it is required and how long it may be", () => {
    expect(name.hints).toEqual({ required: true, maxLength: 10 });
    expect(line({ max: 3, tooLong: "too_long" }).hints).toEqual({ required: false, maxLength: 3 });
  });
});

describe("text", () => {
  const message = text({ required: "required", max: 20, tooLong: "too_long" });

  it("keeps line breaks, made plain, with at most one empty line in a row", () => {
    expect(read(message, "\r\n One\r\n\r\n\r\n\r\nTwo \n")).toEqual({ value: "One\n\nTwo" });
  });

  it("refuses it empty, blank or over its limit", () => {
    expect(read(message, " \n\t\u2800 ")).toEqual({ error: "required" });
    expect(read(message, "m".repeat(21))).toEqual({ error: "too_long" });
    expect(read(text({ max: 20, tooLong: "too_long" }), "")).toEqual({ value: "" });
  });

  it("refuses text far over its limit before cleaning it", () => {
    expect(read(message, "c\u0000".repeat(41))).toEqual({ error: "too_long" });
    expect(read(message, "c\u0000".repeat(20))).toEqual({ value: "c".repeat(20) });
  });
});

describe("choice", () => {
  const level = choice(["beginner", "expert"], { required: "required", invalid: "invalid" });

  it("gives one of its values, and refuses anything else", () => {
    expect(read(level, " expert ")).toEqual({ value: "expert" });
    expect(read(level, "Expert")).toEqual({ error: "invalid" });
    expect(read(level, "")).toEqual({ error: "required" });
    expect(read(level, undefined)).toEqual({ error: "required" });
  });

  it("gives nothing when optional and not chosen", () => {
    expect(read(choice(["a", "b"], { invalid: "invalid" }), "")).toEqual({ value: undefined });
  });
});

describe("choices", () => {
  const gear = choices(["harness", "shoes", "helmet"], { invalid: "invalid" });

  it("gives every box ticked, each once, and none when none is", () => {
    const form = new FormData();
    for (const value of ["shoes", "harness", "shoes"]) form.append("field", value);
    expect(gear.read(form, "field")).toEqual({ value: ["shoes", "harness"] });
    expect(gear.read(new FormData(), "field")).toEqual({ value: [] });
    expect(read(gear, ["helmet"])).toEqual({ value: ["helmet"] });
  });

  it("refuses a value that is not one of its boxes, or more values than it has boxes", () => {
    expect(read(gear, ["harness", "rope"])).toEqual({ error: "invalid" });
    expect(read(gear, ["shoes", "shoes", "shoes", "shoes"])).toEqual({ error: "invalid" });
  });
});

describe("integer", () => {
  const people = integer({ min: 1, max: 12, required: "required", invalid: "invalid" });

  it("gives a whole number within its bounds", () => {
    expect(read(people, " 4 ")).toEqual({ value: 4 });
    expect(read(people, "012")).toEqual({ value: 12 });
  });

  it("refuses it missing, out of bounds or not plainly a whole number", () => {
    expect(read(people, "")).toEqual({ error: "required" });
    for (const value of ["0", "13", "-1", "1.5", "1e1", "0x3", "four", "1234567", "+3"]) {
      expect(read(people, value), value).toEqual({ error: "invalid" });
    }
  });
});

describe("integer, as a record's id", () => {
  const id = integer({ min: 1, max: 999_999_999, required: "required", invalid: "invalid", plainId: true });
  it("takes only the plain spelling of a positive whole number", () => {
    expect(read(id, "7")).toEqual({ value: 7 });
    expect(read(id, "123456789")).toEqual({ value: 123456789 });
    for (const value of ["07", "0", "0x7", "1e0", "7.0", "+7", "-7", "Infinity"])
      expect(read(id, value), value).toEqual({ error: "invalid" });
  });
});

describe("isoDate", () => {
  const day = isoDate({ required: "required", invalid: "invalid" });

  it("gives a calendar date as an <input type=date> sends it", () => {
    expect(read(day, "2032-02-29")).toEqual({ value: "2032-02-29" });
    expect(read(day, " 2031-12-31 ")).toEqual({ value: "2031-12-31" });
  });

  it("refuses a day that does not exist or another way of writing one", () => {
    for (const value of ["2031-02-29", "2031-13-01", "2031-04-31", "2031-00-10", "31/01/2031", "2031-1-5", "2031-01-05T10:00"]) {
      expect(read(day, value), value).toEqual({ error: "invalid" });
    }
    expect(read(day, "")).toEqual({ error: "required" });
    expect(read(isoDate({ invalid: "invalid" }), "")).toEqual({ value: "" });
  });
});

describe("defineForm", () => {
  const booking = defineForm(
    {
      name: line({ required: "name_required", max: 40, tooLong: "name_too_long" }),
      from: isoDate({ required: "from_required", invalid: "from_invalid" }),
      // A code only the check across fields gives is declared with the field's own.
      to: isoDate<"to_required" | "to_invalid" | "to_before_from">({ required: "to_required", invalid: "to_invalid" }),
      people: integer({ min: 1, max: 12, required: "people_required", invalid: "people_invalid" }),
    },
    (values) => (values.to < values.from ? { to: "to_before_from" } : {}),
  );

  it("gives every field's value when all are fine", () => {
    expect(booking.validate({ name: " Ana ", from: "2031-01-10", to: "2031-01-12", people: "2" })).toEqual({
      ok: true,
      values: { name: "Ana", from: "2031-01-10", to: "2031-01-12", people: 2 },
    });
  });

  it("reports every field's problem at once, in the form's order", () => {
    const result = booking.validate({ name: "", from: "2031-01-10", to: "soon", people: "0" });
    expect(result).toEqual({ ok: false, errors: { name: "name_required", to: "to_invalid", people: "people_invalid" } });
    expect(result.ok === false && booking.withErrors(result.errors)).toEqual(["name", "to", "people"]);
  });

  it("checks across fields once each is fine on its own", () => {
    expect(booking.validate({ name: "Ana", from: "2031-01-12", to: "2031-01-10", people: "2" })).toEqual({
      ok: false,
      errors: { to: "to_before_from" },
    });
    // A field's own problem first: the cross-field check would compare a date with nothing.
    expect(booking.validate({ name: "", from: "2031-01-12", to: "2031-01-10", people: "2" })).toEqual({
      ok: false,
      errors: { name: "name_required" },
    });
  });

  it("with allAtOnce, checks across fields in the same pass, on the fields that are fine, a field's own error first", () => {
    const rules = {
      name: line({ required: "name_required", max: 40, tooLong: "name_too_long" }),
      from: isoDate<"from_invalid" | "from_required">({ invalid: "from_invalid" }),
      people: integer<"people_required" | "people_invalid" | "people_over">({
        min: 1,
        max: 12,
        required: "people_required",
        invalid: "people_invalid",
      }),
    };
    const form = defineForm(
      rules,
      (values) => ({
        ...(values.from === "" ? { from: "from_required" as const } : {}),
        ...(values.people !== undefined && values.people > 4 ? { people: "people_over" as const } : {}),
        ...(values.name === undefined ? {} : { name: "name_too_long" as const }),
      }),
      { allAtOnce: true },
    );
    // The name refused on its own, the dates missing, the group too large: one answer.
    expect(form.validate({ name: "", from: "", people: "6" })).toEqual({
      ok: false,
      errors: { name: "name_required", from: "from_required", people: "people_over" },
    });
    // A field absent from the values (refused on its own) is not checked across.
    expect(form.validate({ name: "", from: "x", people: "0" })).toEqual({
      ok: false,
      errors: { name: "name_required", from: "from_invalid", people: "people_invalid" },
    });
    expect(form.validate({ name: "Ana", from: "2031-01-10", people: "2" })).toEqual({
      ok: false,
      errors: { name: "name_too_long" },
    });
  });

  it("reads a posted form as it reads plain values", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Ana", from: "2031-01-10", to: "2031-01-10", people: "3" })) form.set(name, value);
    expect(booking.validate(form)).toMatchObject({ ok: true, values: { people: 3 } });
  });
});

describe("typedValues", () => {
  const note = defineForm({
    title: line({ required: "required", max: 10, tooLong: "too_long" }),
    body: text({ required: "required", max: 100, tooLong: "too_long" }),
    level: choice(["a", "b"], { invalid: "invalid" }),
  });

  it("gives back what was typed, as typed, for the visitor to fix", () => {
    expect(typedValues(note, { title: "  Hi\u0000 ", body: "x\r\ny", level: "c" })).toEqual({
      title: "  Hi\u0000 ",
      body: "x\r\ny",
      level: "c",
    });
  });

  it("gives back at most four times a field's limit of text far over it", () => {
    const typed = typedValues(note, { title: "t".repeat(1_000_000), body: "b".repeat(401) });
    expect(typed.title).toBe("t".repeat(40));
    expect(typed.body).toBe("b".repeat(400));
  });

  it("gives back nothing for a field missing or sent as a file", () => {
    const form = new FormData();
    form.set("body", new File(["text"], "body.txt"));
    expect(typedValues(note, form)).toEqual({ title: "", body: "", level: "" });
  });
});
