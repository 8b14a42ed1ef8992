import { describe, expect, it } from "vitest";
import { bookingFormFor } from "./schema.ts";

const form = bookingFormFor({ departures: [{ id: "7", seatsLeft: 2 }], today: "2026-11-25", gear: ["shoes"] });
const filled = {
  departure: "7",
  group_size: "2",
  experience: "meets",
  group_lang: "es",
  user_name: "Ana",
  user_email: "ana@example.org",
};

describe("the Request to book form's rules", () => {
  it("gives every problem in one answer: the missing dates with the missing name and email", () => {
    const result = form.validate({ ...filled, departure: "", user_name: "", user_email: "ana@", experience: "" });
    expect(result).toEqual({
      ok: false,
      errors: {
        date_from: "dates_required",
        experience: "experience_required",
        user_name: "name_required",
        user_email: "email_invalid",
      },
    });
  });

  it("checks a group against the chosen departure's seats while other fields are wrong", () => {
    expect(form.validate({ ...filled, group_size: "3", user_name: "" })).toEqual({
      ok: false,
      errors: { group_size: "group_over_seats", user_name: "name_required" },
    });
  });

  it("checks past and reversed dates beside other problems", () => {
    expect(form.validate({ ...filled, departure: "", date_from: "2026-11-20", date_to: "2026-11-01", user_email: "" })).toEqual({
      ok: false,
      errors: { date_from: "date_past", date_to: "date_past", user_email: "email_required" },
    });
    expect(form.validate({ ...filled, departure: "", date_from: "2026-12-20", date_to: "2026-12-10" })).toEqual({
      ok: false,
      errors: { date_to: "dates_order" },
    });
  });

  it("does not ask for dates on top of a departure that can no longer be booked, nor for a date refused on its own", () => {
    expect(form.validate({ ...filled, departure: "8" })).toEqual({ ok: false, errors: { departure: "departure_unknown" } });
    expect(form.validate({ ...filled, departure: "", date_from: "soon" })).toEqual({ ok: false, errors: { date_from: "date_invalid" } });
  });

  it("takes a request with a departure, or with dates", () => {
    expect(form.validate(filled)).toMatchObject({ ok: true, values: { departure: "7", group_size: 2 } });
    expect(form.validate({ ...filled, departure: "", date_from: "2026-12-01" })).toMatchObject({ ok: true });
  });
});
